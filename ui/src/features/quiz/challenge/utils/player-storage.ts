/**
 * The quiz player on this device (seed 001 §1): an id made in the browser and the name typed,
 * kept in localStorage. The server binds the id to this browser's visitor cookie on first use.
 */

export const PLAYER_ID_KEY = 'farmstand.quizPlayerId';
export const PLAYER_NAME_KEY = 'farmstand.quizPlayerName';

/** The longest name the server takes. */
export const MAX_PLAYER_NAME = 40;

/** What the server accepts as a player id: 8 to 64 letters, digits, `-` or `_`. */
export function isPlayerId(value: string): boolean {
  return /^[A-Za-z0-9_-]{8,64}$/.test(value);
}

/** A new random player id (a UUID where the browser offers one; http pages on a LAN may not). */
export function newPlayerId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else bytes.forEach((_, i) => (bytes[i] = Math.floor(Math.random() * 256)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface StoredPlayer {
  /** Null until the first quiz is started on this device. */
  id: string | null;
  name: string;
}

/** The stored player; an unusable id (edited by hand, say) counts as none. Storage may be blocked. */
export function loadPlayer(): StoredPlayer {
  try {
    const id = window.localStorage.getItem(PLAYER_ID_KEY);
    const name = window.localStorage.getItem(PLAYER_NAME_KEY) ?? '';
    return { id: id !== null && isPlayerId(id) ? id : null, name: name.slice(0, MAX_PLAYER_NAME) };
  } catch {
    return { id: null, name: '' };
  }
}

/** Remembers the player; failures (private mode, storage disabled) only mean it is not remembered. */
export function savePlayer(player: { id: string; name: string }): void {
  try {
    window.localStorage.setItem(PLAYER_ID_KEY, player.id);
    window.localStorage.setItem(PLAYER_NAME_KEY, player.name);
  } catch {
    // Not remembered: the next visit starts as a new player.
  }
}

/** Forgets the player (to play as a new one). */
export function clearPlayer(): void {
  try {
    window.localStorage.removeItem(PLAYER_ID_KEY);
    window.localStorage.removeItem(PLAYER_NAME_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** The message for a name the quiz can't start with, or null. The server checks the rest. */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Please enter your name to start the quiz';
  if ([...trimmed].length > MAX_PLAYER_NAME) return `Names can be at most ${MAX_PLAYER_NAME} characters.`;
  return null;
}
