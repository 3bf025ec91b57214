import { useRateReply } from '../api/rate-reply';
import type { ReplyRating as Rating } from '../types';

/**
 * Thumbs up / thumbs down under one reply. Once rated, the choice stays shown and both
 * buttons are disabled; a reply the server says was already rated is simply marked rated.
 */
export function ReplyRating({ conversationId }: { conversationId: number }) {
  const rate = useRateReply();
  const outcome = rate.data;
  const chosen: Rating | null = outcome === 'rated' || rate.isPending ? (rate.variables?.rating ?? null) : null;
  const done = outcome !== undefined;

  function onRate(rating: Rating) {
    if (done || rate.isPending) return;
    rate.mutate({ conversationId, rating });
  }

  return (
    <div className="chat__rating" role="group" aria-label="Rate this answer">
      <button
        type="button"
        className="chat__rate"
        aria-label="This answer helped"
        aria-pressed={chosen === 'up'}
        disabled={done || rate.isPending}
        onClick={() => onRate('up')}
      >
        <span aria-hidden="true">👍</span>
      </button>
      <button
        type="button"
        className="chat__rate"
        aria-label="This answer did not help"
        aria-pressed={chosen === 'down'}
        disabled={done || rate.isPending}
        onClick={() => onRate('down')}
      >
        <span aria-hidden="true">👎</span>
      </button>
      {outcome === 'rated' && <span className="chat__rating-note">Thanks for your feedback!</span>}
      {outcome === 'already-rated' && <span className="chat__rating-note">You already rated this answer.</span>}
      {rate.isError && <span className="chat__rating-note chat__rating-note--error">Your rating could not be saved. Please try again.</span>}
    </div>
  );
}
