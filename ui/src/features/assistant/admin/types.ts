/** Risk levels the input guard gives a message (seed 002 §9). */
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';

/** A visitor's rating of a reply. */
export type ReplyRating = 'up' | 'down';

/** One stored exchange (`GET /api/admin/conversations`). */
export interface Conversation {
  id: number;
  /** The visitor's message. */
  message: string;
  reply: string;
  emotion: string;
  risk: RiskLevel | (string & {});
  /** What answered: e.g. a correction, the knowledge base, the LLM, a fallback. */
  source: string;
  /** RFC 3339. */
  at: string;
  /** True when a keyword fallback answered (nothing better matched). */
  fallback: boolean;
  rating: ReplyRating | null;
}

/** One page of conversations: thumbs-down first, then newest first. */
export interface ConversationsPage {
  conversations: Conversation[];
  page: number;
  perPage: number;
  total: number;
}
