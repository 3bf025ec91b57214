import { errorMessage, errorStatus } from '@/lib/api';
import type { Lead } from '../types';

/** The server's limit on first names (contract of issue 13). */
export const MAX_FIRST_NAME_CHARS = 60;

export const MISSING_FIELDS = 'Please fill in all fields';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const LEAD_FAILED = 'Something went wrong. Please try again.';

/** The seed's simple pattern: no spaces, an @, and a dot after it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The request as sent: both fields trimmed. */
export function trimLead(lead: Lead): Lead {
  return { firstName: lead.firstName.trim(), email: lead.email.trim() };
}

/** The alert for a form that cannot be sent (seed 001 §5), or null. */
export function validateLead(lead: Lead): string | null {
  const { firstName, email } = trimLead(lead);
  if (!firstName || !email) return MISSING_FIELDS;
  if (!EMAIL_PATTERN.test(email)) return INVALID_EMAIL;
  return null;
}

/**
 * The alert when the request fails (seed 001 §8). NOTE: a 400 or 429 carries the server's
 * sentence (its 400s are the seed's own validation alerts), which says more than "try again".
 */
export function leadFailureAlert(err: unknown): string {
  const status = errorStatus(err);
  return status === 400 || status === 429 ? errorMessage(err, LEAD_FAILED) : LEAD_FAILED;
}

/** True for a guide link that stays on this site ("/api/download/…") or is http(s). */
export function isGuideUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\//i.test(url);
}
