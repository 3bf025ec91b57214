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
 * The alert when the request fails: seed 001 §8's sentence, except a 400, whose sentence is
 * the seed's own validation alert (the server checks what the browser checks).
 */
export function leadFailureAlert(err: unknown): string {
  return errorStatus(err) === 400 ? errorMessage(err, LEAD_FAILED) : LEAD_FAILED;
}

/** Why a request was refused when trying again at once will not help (429), or null. */
export function leadRefusalReason(err: unknown): string | null {
  return errorStatus(err) === 429 ? errorMessage(err, '') || null : null;
}

/** True for a guide link that stays on this site ("/api/download/…") or is http(s). */
export function isGuideUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\//i.test(url);
}
