/** Seed 000 §9 and 001 §3: the seven crop pieces, each a shape, a colour and an emoji. */
export type PieceKind = 'cucumber' | 'carrot' | 'lettuce' | 'strawberry' | 'eggplant' | 'blueberry' | 'tomato';

export interface PieceDef {
  name: string;
  /** The classic shape it stands for. */
  shape: 'I' | 'O' | 'T' | 'S' | 'Z' | 'J' | 'L';
  emoji: string;
  color: string;
  /** Spawn orientation in its rotation box (1 = filled). */
  cells: number[][];
}

export const PIECES: Record<PieceKind, PieceDef> = {
  cucumber: { name: 'Cucumber', shape: 'I', emoji: '🥒', color: '#4c9a2a', cells: [[0, 0, 0, 0], [1, 1, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]] },
  carrot: { name: 'Carrot Patch', shape: 'O', emoji: '🥕', color: '#e67e22', cells: [[1, 1], [1, 1]] },
  lettuce: { name: 'Lettuce', shape: 'T', emoji: '🥬', color: '#7cb342', cells: [[0, 1, 0], [1, 1, 1], [0, 0, 0]] },
  strawberry: { name: 'Strawberry', shape: 'S', emoji: '🍓', color: '#d81b60', cells: [[0, 1, 1], [1, 1, 0], [0, 0, 0]] },
  eggplant: { name: 'Eggplant', shape: 'Z', emoji: '🍆', color: '#6a1b9a', cells: [[1, 1, 0], [0, 1, 1], [0, 0, 0]] },
  blueberry: { name: 'Blueberry', shape: 'J', emoji: '🫐', color: '#3949ab', cells: [[1, 0, 0], [1, 1, 1], [0, 0, 0]] },
  tomato: { name: 'Tomato', shape: 'L', emoji: '🍅', color: '#e53935', cells: [[0, 0, 1], [1, 1, 1], [0, 0, 0]] },
};

export const KINDS = Object.keys(PIECES) as PieceKind[];

/** Clockwise quarter turn of a square matrix. */
export function rotateCells(cells: number[][]): number[][] {
  const n = cells.length;
  return cells.map((_, r) => cells.map((__, c) => cells[n - 1 - c][r]));
}
