import { KINDS, type PieceKind } from './pieces';

/** mulberry32: a small, well-mixed 32-bit generator; the same seed gives the same game. */
export function nextRandom(state: number): { value: number; state: number } {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: s };
}

/** A shuffled bag of all seven pieces (the 7-bag: every crop once before any repeats). */
export function newBag(rng: number): { bag: PieceKind[]; rng: number } {
  const bag = [...KINDS];
  let state = rng;
  for (let i = bag.length - 1; i > 0; i--) {
    const r = nextRandom(state);
    state = r.state;
    const j = Math.floor(r.value * (i + 1));
    [bag[i], bag[j]] = [bag[j], bag[i]];
  }
  return { bag, rng: state };
}
