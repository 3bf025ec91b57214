import { apiRequest, errorMessage, errorStatus } from '@/lib/api';
import { fallbackReply } from '../utils/fallback';
import { toEmotion } from '../utils/emotion';
import type { AssistantReply } from '../types';

/** The shortest time a reply takes to appear, so it reads like a reply (seed 000 §4). */
export const MIN_REPLY_DELAY_MS = 800;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the assistant. Never throws: a refused message (too long, too many) shows the
 * server's own sentence; any other failure falls back to the local keyword replies.
 */
export async function askAssistant(message: string): Promise<AssistantReply> {
  const started = Date.now();
  let reply: AssistantReply;
  try {
    const res = await apiRequest('POST', '/api/farmer-bean-response', { message });
    const body = (await res.json()) as Partial<AssistantReply>;
    if (typeof body.response !== 'string' || !body.response.trim()) throw new Error('empty reply');
    reply = { response: body.response, emotion: toEmotion(body.emotion) };
    if (typeof body.conversationId === 'number' && Number.isInteger(body.conversationId)) {
      reply.conversationId = body.conversationId;
    }
  } catch (err) {
    const status = errorStatus(err);
    if (status === 400 || status === 429) {
      reply = { response: errorMessage(err), emotion: 'neutral' };
    } else {
      console.error('The assistant could not answer; using the local reply.', err);
      reply = { response: fallbackReply(message), emotion: 'neutral' };
    }
  }
  const left = MIN_REPLY_DELAY_MS - (Date.now() - started);
  if (left > 0) await wait(left);
  return reply;
}
