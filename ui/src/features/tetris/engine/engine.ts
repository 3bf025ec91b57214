/**
 * Farm Tetris as a pure function: `step(state, input) → state`, no React, no timers.
 *
 * Rules (seed 000 §3–§9, seed 001 §4, §9): a 10 × 20 board; a piece spawns with its box at the
 * board's centre minus one; a move or rotation happens only if the piece stays on the board
 * and off filled cells; rotation is clockwise with wall kicks tried at 0, −1, +1, −2 and +2
 * columns, then the same one row lower (so a piece just spawned at the top can still turn);
 * full rows clear and the board refills from the top; each
 * cleared row scores 100 × the level; level = floor(score / 1000) + 1; the game ends when a
 * locking piece rests at row 1 or above (rows counted from 0 at the top), or a new piece has
 * no room. Pieces come from a seeded 7-bag.
 */
import { PIECES, rotateCells, type PieceKind } from './pieces';
import { newBag } from './random';

export const WIDTH = 10;
export const HEIGHT = 20;
export const SPAWN_X = WIDTH / 2 - 1;
const KICKS = [0, -1, 1, -2, 2];

export type Cell = PieceKind | null;
export type Status = 'idle' | 'running' | 'paused' | 'over';

export interface Active {
  kind: PieceKind;
  cells: number[][];
  x: number;
  y: number;
}

export interface GameState {
  board: Cell[][];
  piece: Active | null;
  next: PieceKind | null;
  bag: PieceKind[];
  rng: number;
  score: number;
  lines: number;
  level: number;
  status: Status;
  /** Rows cleared by the last lock (for the page to celebrate). */
  lastCleared: number;
}

export type Input =
  | { type: 'start'; seed: number }
  | { type: 'left' }
  | { type: 'right' }
  | { type: 'down' }
  | { type: 'tick' }
  | { type: 'drop' }
  | { type: 'rotate' }
  | { type: 'pause' }
  | { type: 'resume' };

export function emptyBoard(): Cell[][] {
  return Array.from({ length: HEIGHT }, () => Array<Cell>(WIDTH).fill(null));
}

export function initialState(): GameState {
  return { board: emptyBoard(), piece: null, next: null, bag: [], rng: 1, score: 0, lines: 0, level: 1, status: 'idle', lastCleared: 0 };
}

/** Seed 001 §9: the larger of 50 ms and 500 ms minus 50 ms per level beyond 1. */
export function fallInterval(level: number): number {
  return Math.max(50, 500 - 50 * (level - 1));
}

/** Seed 000 §9: the score in thousands, plus one. */
export function levelFor(score: number): number {
  return Math.floor(score / 1000) + 1;
}

/** The board cells a piece covers. */
export function pieceCells(p: Active): [number, number][] {
  const out: [number, number][] = [];
  p.cells.forEach((row, r) => row.forEach((v, c) => v && out.push([p.x + c, p.y + r])));
  return out;
}

export function fits(board: Cell[][], p: Active): boolean {
  return pieceCells(p).every(([x, y]) => x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT && board[y][x] === null);
}

function draw(state: Pick<GameState, 'bag' | 'rng'>): { kind: PieceKind; bag: PieceKind[]; rng: number } {
  let { bag, rng } = state;
  if (bag.length === 0) ({ bag, rng } = newBag(rng));
  return { kind: bag[0], bag: bag.slice(1), rng };
}

function spawnPiece(kind: PieceKind): Active {
  const cells = PIECES[kind].cells;
  const top = cells.findIndex((row) => row.some(Boolean));
  return { kind, cells, x: SPAWN_X, y: -top };
}

/** Puts the next piece in play and draws the one after; no room ends the game. */
function spawn(state: GameState): GameState {
  let s = state;
  let kind = s.next;
  if (kind === null) {
    const first = draw(s);
    kind = first.kind;
    s = { ...s, bag: first.bag, rng: first.rng };
  }
  const following = draw(s);
  const piece = spawnPiece(kind);
  s = { ...s, piece, next: following.kind, bag: following.bag, rng: following.rng };
  return fits(s.board, piece) ? s : { ...s, status: 'over', piece: null };
}

function moved(state: GameState, dx: number, dy: number): GameState | null {
  if (!state.piece) return null;
  const p = { ...state.piece, x: state.piece.x + dx, y: state.piece.y + dy };
  return fits(state.board, p) ? { ...state, piece: p } : null;
}

/** Writes the piece into the board, clears full rows, scores, and spawns the next. */
function lock(state: GameState): GameState {
  const piece = state.piece;
  if (!piece) return state;
  const board = state.board.map((row) => [...row]);
  const cells = pieceCells(piece);
  cells.forEach(([x, y]) => (board[y][x] = piece.kind));
  const kept = board.filter((row) => row.some((c) => c === null));
  const cleared = HEIGHT - kept.length;
  const refilled = [...Array.from({ length: cleared }, () => Array<Cell>(WIDTH).fill(null)), ...kept];
  const score = state.score + 100 * state.level * cleared;
  const next: GameState = { ...state, board: refilled, piece: null, score, lines: state.lines + cleared, level: levelFor(score), lastCleared: cleared };
  const restsAt = Math.min(...cells.map(([, y]) => y));
  if (restsAt <= 1) return { ...next, status: 'over' };
  return spawn(next);
}

export function step(state: GameState, input: Input): GameState {
  if (input.type === 'start') {
    return spawn({ ...initialState(), rng: input.seed >>> 0 || 1, status: 'running' });
  }
  if (input.type === 'pause') return state.status === 'running' ? { ...state, status: 'paused' } : state;
  if (input.type === 'resume') return state.status === 'paused' ? { ...state, status: 'running' } : state;
  if (state.status !== 'running' || !state.piece) return state;
  switch (input.type) {
    case 'left':
      return moved(state, -1, 0) ?? state;
    case 'right':
      return moved(state, 1, 0) ?? state;
    case 'down':
    case 'tick':
      return moved(state, 0, 1) ?? lock(state);
    case 'drop': {
      let s = state;
      for (let next = moved(s, 0, 1); next; next = moved(s, 0, 1)) s = next;
      return lock(s);
    }
    case 'rotate': {
      const cells = rotateCells(state.piece.cells);
      for (const dy of [0, 1]) {
        for (const dx of KICKS) {
          const p = { ...state.piece, cells, x: state.piece.x + dx, y: state.piece.y + dy };
          if (fits(state.board, p)) return { ...state, piece: p };
        }
      }
      return state;
    }
  }
}

/** Where the piece would land (for the ghost shown under it). */
export function landing(state: GameState): Active | null {
  let s = state;
  for (let next = moved(s, 0, 1); next; next = moved(s, 0, 1)) s = next;
  return s.piece;
}
