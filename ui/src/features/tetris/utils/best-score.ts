/** The best score, kept per device (localStorage); private modes without storage just forget it. */
const KEY = 'farmstand.tetris.best';

export function readBest(): number {
  try {
    const n = Number(window.localStorage.getItem(KEY));
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  } catch {
    return 0;
  }
}

export function saveBest(score: number): void {
  try {
    window.localStorage.setItem(KEY, String(score));
  } catch {
    // Storage refused (private mode, quota): the best score lasts this visit only.
  }
}
