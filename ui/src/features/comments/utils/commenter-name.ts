import { MAX_NAME_CHARS } from './validation';

/** Where the commenter's name is kept between visits (this browser only). */
export const COMMENTER_NAME_KEY = 'farmstand.commenterName';

/** The name used last time, or '' (also when storage is unavailable, e.g. blocked cookies). */
export function loadCommenterName(): string {
  try {
    return window.localStorage.getItem(COMMENTER_NAME_KEY)?.slice(0, MAX_NAME_CHARS) ?? '';
  } catch {
    return '';
  }
}

/** Remembers the name for the next comment; storage failures are ignored. */
export function saveCommenterName(name: string): void {
  try {
    window.localStorage.setItem(COMMENTER_NAME_KEY, name.trim().slice(0, MAX_NAME_CHARS));
  } catch {
    // Private mode or storage disabled: the name is simply not remembered.
  }
}
