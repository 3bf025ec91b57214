import { useMutation } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '@/lib/api';
import type { ReplyRating } from '../types';

/** How a rating ended: saved now, or the server already had one (409). */
export type RatingOutcome = 'rated' | 'already-rated';

/**
 * `POST /api/farmer-bean-response/{id}/rating`. Only the visitor who got the reply may rate
 * it, once: a second rating answers 409, which counts as rated. Other failures throw.
 */
export async function rateReply({ conversationId, rating }: { conversationId: number; rating: ReplyRating }): Promise<RatingOutcome> {
  try {
    await apiRequest('POST', `/api/farmer-bean-response/${conversationId}/rating`, { rating });
    return 'rated';
  } catch (err) {
    if (errorStatus(err) === 409) return 'already-rated';
    throw err;
  }
}

export function useRateReply() {
  return useMutation({ mutationFn: rateReply });
}
