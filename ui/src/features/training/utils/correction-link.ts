/**
 * "Correct this answer" from conversation review: the link to the Training Center carries the
 * conversation in the router state, and the Training Center opens its Corrections tab with it.
 * Router state rather than a query string: a reply can be long, and it stays out of the address.
 */
import type { CorrectionDraft } from './forms';
import { EMPTY_CORRECTION_DRAFT } from './forms';

/** A visitor conversation to correct. */
export interface CorrectionPrefill {
  conversationId: number;
  /** The visitor's message. */
  question: string;
  /** The reply being corrected. */
  incorrectResponse: string;
}

const STATE_KEY = 'trainingCorrection';

/** The router state for a link to the Training Center that opens the Corrections tab on `prefill`. */
export function correctionLinkState(prefill: CorrectionPrefill): Record<string, CorrectionPrefill> {
  return { [STATE_KEY]: prefill };
}

/** The conversation a router state asks to correct, or null (no state, or not one of ours). */
export function readCorrectionPrefill(state: unknown): CorrectionPrefill | null {
  if (!state || typeof state !== 'object') return null;
  const value: unknown = (state as Record<string, unknown>)[STATE_KEY];
  if (!value || typeof value !== 'object') return null;
  const { conversationId, question, incorrectResponse } = value as Record<string, unknown>;
  if (typeof conversationId !== 'number' || !Number.isInteger(conversationId)) return null;
  return {
    conversationId,
    question: typeof question === 'string' ? question : '',
    incorrectResponse: typeof incorrectResponse === 'string' ? incorrectResponse : '',
  };
}

/** The Corrections form prefilled for a conversation. */
export function draftForConversation(prefill: CorrectionPrefill): CorrectionDraft {
  return {
    ...EMPTY_CORRECTION_DRAFT,
    conversationId: prefill.conversationId,
    question: prefill.question,
    incorrectResponse: prefill.incorrectResponse,
  };
}
