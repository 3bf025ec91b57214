import { describe, expect, it } from 'vitest';
import { HEIGHT, SPAWN_X, WIDTH, emptyBoard, fallInterval, initialState, levelFor, pieceCells, step, type Cell, type GameState } from './engine';
import { KINDS, PIECES, rotateCells, type PieceKind } from './pieces';
import { newBag } from './random';

function withPiece(kind: PieceKind, board: Cell[][] = emptyBoard(), extra: Partial<GameState> = {}): GameState {
  const started = step(initialState(), { type: 'start', seed: 7 });
  const cells = PIECES[kind].cells;
  const top = cells.findIndex((r) => r.some(Boolean));
  return { ...started, board, piece: { kind, cells, x: SPAWN_X, y: -top }, ...extra };
}

/** Cells as "x,y" for easy comparison. */
const cellsOf = (s: GameState) => pieceCells(s.piece!).map(([x, y]) => `${x},${y}`).sort();

describe('the crop pieces', () => {
  it('are the seven of the seed, with their names, shapes and emoji', () => {
    expect(KINDS.map((k) => [PIECES[k].name, PIECES[k].shape])).toEqual([
      ['Cucumber', 'I'],
      ['Carrot Patch', 'O'],
      ['Lettuce', 'T'],
      ['Strawberry', 'S'],
      ['Eggplant', 'Z'],
      ['Blueberry', 'J'],
      ['Tomato', 'L'],
    ]);
    for (const k of KINDS) expect(PIECES[k].cells.flat().filter(Boolean)).toHaveLength(4);
  });

  it('rotate through four distinct states back to the first (two for S, Z and I, one for O)', () => {
    const distinct: Record<string, number> = { I: 2, O: 1, T: 4, S: 2, Z: 2, J: 4, L: 4 };
    for (const k of KINDS) {
      const seen = new Set<string>();
      let cells = PIECES[k].cells;
      for (let i = 0; i < 4; i++) {
        // Normalise away the box position so only the shape counts.
        const filled: [number, number][] = [];
        cells.forEach((row, r) => row.forEach((v, c) => v && filled.push([r, c])));
        const minR = Math.min(...filled.map(([r]) => r));
        const minC = Math.min(...filled.map(([, c]) => c));
        seen.add(filled.map(([r, c]) => `${r - minR},${c - minC}`).sort().join(' '));
        cells = rotateCells(cells);
      }
      expect(cells).toEqual(PIECES[k].cells);
      expect(seen.size, PIECES[k].name).toBe(distinct[PIECES[k].shape]);
    }
  });

  it('spawn with their box at the centre minus one, on the top row', () => {
    const s = withPiece('lettuce');
    expect(SPAWN_X).toBe(4);
    expect(cellsOf(s)).toEqual(['4,1', '5,0', '5,1', '6,1']);
    const started = step(initialState(), { type: 'start', seed: 1 });
    expect(Math.min(...pieceCells(started.piece!).map(([, y]) => y))).toBe(0);
    expect(started.next).not.toBeNull();
  });
});

describe('moves', () => {
  it('stop at the walls and the floor', () => {
    let s = withPiece('carrot');
    for (let i = 0; i < 10; i++) s = step(s, { type: 'left' });
    expect(Math.min(...pieceCells(s.piece!).map(([x]) => x))).toBe(0);
    for (let i = 0; i < 12; i++) s = step(s, { type: 'right' });
    expect(Math.max(...pieceCells(s.piece!).map(([x]) => x))).toBe(WIDTH - 1);
    for (let i = 0; i < HEIGHT - 2; i++) s = step(s, { type: 'down' });
    expect(Math.max(...pieceCells(s.piece!).map(([, y]) => y))).toBe(HEIGHT - 1);
    const locked = step(s, { type: 'down' });
    expect(locked.board[HEIGHT - 1][WIDTH - 1]).toBe('carrot');
    expect(locked.piece?.y).toBeLessThan(2);
  });

  it('never move into filled cells', () => {
    const board = emptyBoard();
    board[5][3] = 'tomato';
    let s = withPiece('carrot', board, {});
    s = { ...s, piece: { ...s.piece!, y: 4 } };
    expect(step(s, { type: 'left' })).toBe(s);
  });

  it('rotate with a wall kick next to a wall, and not into filled cells', () => {
    // Kicks: 0, -1, +1, -2, +2 columns, then the same one row lower.
    let s = withPiece('cucumber');
    s = step(s, { type: 'rotate' });
    expect(new Set(pieceCells(s.piece!).map(([x]) => x)), 'upright right after spawning (kicked a row down)').toEqual(new Set([6]));
    for (let i = 0; i < 6; i++) s = step(s, { type: 'right' });
    expect(Math.max(...pieceCells(s.piece!).map(([x]) => x))).toBe(WIDTH - 1);
    const flat = step(s, { type: 'rotate' });
    expect(flat.piece).not.toBe(s.piece);
    expect(pieceCells(flat.piece!).every(([x]) => x >= 0 && x < WIDTH)).toBe(true);
    const walled = emptyBoard().map((row) => row.map((_, x) => (x === 3 || x === 7 ? ('tomato' as Cell) : null)));
    const boxed = { ...withPiece('cucumber', walled), piece: { ...withPiece('cucumber').piece!, cells: rotateCells(PIECES.cucumber.cells), x: 3, y: 5 } };
    expect(pieceCells(boxed.piece!).every(([x]) => x === 5)).toBe(true);
    expect(step(boxed, { type: 'rotate' })).toBe(boxed);
  });
});

describe('clearing rows and scoring', () => {
  /** A board whose bottom `rows` rows are full but for column 9. */
  function wellBoard(rows: number): Cell[][] {
    const b = emptyBoard();
    for (let y = HEIGHT - rows; y < HEIGHT; y++) for (let x = 0; x < WIDTH - 1; x++) b[y][x] = 'carrot';
    return b;
  }

  it.each([
    [1, 100],
    [2, 200],
    [3, 300],
    [4, 400],
  ])('clears %i row(s) with an upright cucumber for %i points at level 1', (rows, points) => {
    const board = wellBoard(rows);
    board[HEIGHT - 5][0] = 'tomato'; // something above, to see the board refill from the top
    const upright = rotateCells(PIECES.cucumber.cells);
    const s = { ...withPiece('cucumber', board), piece: { kind: 'cucumber' as const, cells: upright, x: WIDTH - 1 - 2, y: 0 } };
    const after = step(s, { type: 'drop' });
    expect(after.lastCleared).toBe(rows);
    expect(after.score).toBe(points);
    expect(after.lines).toBe(rows);
    // The row that was above the cleared ones has fallen by their number.
    expect(after.board[HEIGHT - 5 + rows][0]).toBe('tomato');
    expect(after.board[HEIGHT - 1].filter(Boolean).length).toBeLessThan(WIDTH);
  });

  it('scores 100 × the level per row, and the level follows the score', () => {
    const board = wellBoard(2);
    const upright = rotateCells(PIECES.cucumber.cells);
    const s = { ...withPiece('cucumber', board, { score: 2950, level: 3 }), piece: { kind: 'cucumber' as const, cells: upright, x: WIDTH - 1 - 2, y: 0 } };
    const after = step(s, { type: 'drop' });
    expect(after.score).toBe(2950 + 2 * 100 * 3);
    expect(after.level).toBe(4);
  });

  it('level = floor(score / 1000) + 1 and the fall interval shortens to a floor of 50 ms', () => {
    expect([0, 999, 1000, 4500].map(levelFor)).toEqual([1, 1, 2, 5]);
    expect([1, 2, 5, 10, 11, 30].map(fallInterval)).toEqual([500, 450, 300, 50, 50, 50]);
  });
});

describe('game over', () => {
  it('comes when a locking piece rests at row 1 or above', () => {
    const board = emptyBoard();
    for (let y = 2; y < HEIGHT; y++) board[y][5] = 'tomato';
    const s = withPiece('carrot', board);
    const after = step(s, { type: 'drop' });
    expect(after.status).toBe('over');
    expect(step(after, { type: 'left' })).toBe(after);
  });

  it('is reached by dropping pieces without clearing', () => {
    let s = step(initialState(), { type: 'start', seed: 42 });
    let drops = 0;
    while (s.status === 'running' && drops < 200) {
      s = step(s, { type: 'drop' });
      drops++;
    }
    expect(s.status).toBe('over');
    expect(drops).toBeLessThan(60);
  });
});

describe('the seeded 7-bag', () => {
  it('deals every crop once per seven, the same way for the same seed', () => {
    const a = newBag(123);
    expect([...a.bag].sort()).toEqual([...KINDS].sort());
    expect(newBag(123).bag).toEqual(a.bag);
    expect(newBag(124).bag).not.toEqual(a.bag);
    let s = step(initialState(), { type: 'start', seed: 5 });
    const dealt: string[] = [s.piece!.kind];
    for (let i = 0; i < 13; i++) {
      const before = s.next!;
      s = { ...step({ ...s, board: emptyBoard() }, { type: 'drop' }), board: emptyBoard() };
      expect(s.piece!.kind).toBe(before);
      dealt.push(s.piece!.kind);
    }
    expect(new Set(dealt.slice(0, 7)).size).toBe(7);
    expect(new Set(dealt.slice(7, 14)).size).toBe(7);
  });

  it('pauses and resumes without moving', () => {
    const s = step(initialState(), { type: 'start', seed: 9 });
    const paused = step(s, { type: 'pause' });
    expect(paused.status).toBe('paused');
    expect(step(paused, { type: 'tick' })).toBe(paused);
    expect(step(paused, { type: 'resume' }).status).toBe('running');
  });
});
