/** Conversation review's filters and paging, turned into the list's address (pure, tested without a browser). */
import type { RiskLevel } from '../types';

export const CONVERSATIONS_PER_PAGE = 25;

export const RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high', 'critical'];

/** The rating filter: '' for any, 'none' for replies nobody rated. */
export type RatingFilter = '' | 'up' | 'down' | 'none';

export const RATING_FILTERS: readonly { value: RatingFilter; label: string }[] = [
  { value: '', label: 'Any rating' },
  { value: 'up', label: 'Thumbs up' },
  { value: 'down', label: 'Thumbs down' },
  { value: 'none', label: 'Not rated' },
];

export interface ConversationFilters {
  /** '' for any risk. */
  risk: '' | RiskLevel;
  /** Only replies a keyword fallback gave. */
  fallbackOnly: boolean;
  rating: RatingFilter;
  /** Text to look for in the message or the reply. */
  q: string;
}

export const NO_FILTERS: ConversationFilters = { risk: '', fallbackOnly: false, rating: '', q: '' };

/**
 * `GET /api/admin/conversations?page=…&perPage=…` plus only the filters in use; the search
 * text is trimmed and encoded.
 */
export function conversationsUrl(filters: ConversationFilters, page: number, perPage = CONVERSATIONS_PER_PAGE): string {
  const params = new URLSearchParams({ page: String(page), perPage: String(perPage) });
  if (filters.risk) params.set('risk', filters.risk);
  if (filters.fallbackOnly) params.set('fallback', 'true');
  if (filters.rating) params.set('rating', filters.rating);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  return `/api/admin/conversations?${params.toString()}`;
}

/** How many pages `total` conversations fill; an empty list still has one page. */
export function pageCount(total: number, perPage = CONVERSATIONS_PER_PAGE): number {
  if (!(total > 0) || !(perPage > 0)) return 1;
  return Math.ceil(total / perPage);
}

/** What the pager shows and allows. */
export function pager(page: number, total: number, perPage = CONVERSATIONS_PER_PAGE) {
  const pages = pageCount(total, perPage);
  return {
    label: `Page ${page} of ${pages}`,
    count: `${total} ${total === 1 ? 'conversation' : 'conversations'}`,
    hasPrevious: page > 1,
    hasNext: page < pages,
  };
}

/** The badge style for a risk level: green, yellow or red; unknown levels neutral. */
export function riskTone(risk: string): 'paid' | 'pending' | 'failed' | 'neutral' {
  if (risk === 'low') return 'paid';
  if (risk === 'medium') return 'pending';
  if (risk === 'high' || risk === 'critical') return 'failed';
  return 'neutral';
}

/** "Thumbs up", "Thumbs down" or "Not rated". */
export function ratingLabel(rating: 'up' | 'down' | null): string {
  if (rating === 'up') return 'Thumbs up';
  if (rating === 'down') return 'Thumbs down';
  return 'Not rated';
}
