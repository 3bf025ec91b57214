import type { ContactMessage } from '../types';

/** The server's limits (contract of issue 13). */
export const MAX_NAME_CHARS = 100;
export const MAX_MESSAGE_CHARS = 5000;
/** How long the success message stays (seed 001 §4, §9). */
export const SUCCESS_CLEAR_MS = 5000;

export const MISSING_FIELDS = 'Please fill out all fields before submitting.';
export const INVALID_EMAIL = 'Please enter a valid email address, like name@example.org.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message as sent: each field trimmed. */
export function trimContact(values: ContactMessage): ContactMessage {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}

/**
 * The banner for a form the server would refuse, with the server's own sentences (seed 001
 * §5: every field is required), or null when it can be sent.
 */
export function validateContact(values: ContactMessage): string | null {
  const trimmed = trimContact(values);
  if (!trimmed.name || !trimmed.email || !trimmed.message) return MISSING_FIELDS;
  if (!EMAIL_PATTERN.test(trimmed.email)) return INVALID_EMAIL;
  return null;
}
