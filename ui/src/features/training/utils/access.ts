import { errorStatus } from '@/lib/api';

/** True when the server refused a request for want of an admin session: 401 (signed out) or 403 (a member). */
export function isAuthError(err: unknown): boolean {
  const status = errorStatus(err);
  return status === 401 || status === 403;
}
