import { describe, expect, it } from 'vitest';
import { HEIGHT, SPAWN_X, WIDTH, emptyBoard, fallInterval, fits, initialState, levelFor, pieceCells, step, type Cell, type GameState } from './engine';
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

/** Moves the piece a few rows down from its spawn, through `step`, into open space. */
function inOpenSpace(kind: PieceKind, rows = 5): GameState {
  let s = withPiece(kind);
  for (let i = 0; i < rows; i++) s = step(s, { type: 'down' });
  return s;
}

/** The falling piece drawn ('#') in the size × size box whose top-left board cell is (x0, y0). */
function drawPiece(s: GameState, x0: number, y0: number, size: number): string[] {
  const on = new Set(cellsOf(s));
  return Array.from({ length: size }, (_, r) => Array.from({ length: size }, (__, c) => (on.has(`${x0 + c},${y0 + r}`) ? '#' : '.')).join(''));
}

const onBoard = (s: GameState) => pieceCells(s.piece!).every(([x, y]) => x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT);
const xs = (s: GameState) => pieceCells(s.piece!).map(([x]) => x);
const ys = (s: GameState) => pieceCells(s.piece!).map(([, y]) => y);

/**
 * Every orientation of every piece, clockwise from the spawn one, in its rotation box
 * (4 × 4 for the cucumber, 2 × 2 for the carrot patch, 3 × 3 for the rest).
 */
const ORIENTATIONS: Record<PieceKind, string[][]> = {
  cucumber: [
    ['....', '####', '....', '....'],
    ['..#.', '..#.', '..#.', '..#.'],
    ['....', '....', '####', '....'],
    ['.#..', '.#..', '.#..', '.#..'],
  ],
  carrot: [
    ['##', '##'],
    ['##', '##'],
    ['##', '##'],
    ['##', '##'],
  ],
  lettuce: [
    ['.#.', '###', '...'],
    ['.#.', '.##', '.#.'],
    ['...', '###', '.#.'],
    ['.#.', '##.', '.#.'],
  ],
  strawberry: [
    ['.##', '##.', '...'],
    ['.#.', '.##', '..#'],
    ['...', '.##', '##.'],
    ['#..', '##.', '.#.'],
  ],
  eggplant: [
    ['##.', '.##', '...'],
    ['..#', '.##', '.#.'],
    ['...', '##.', '.##'],
    ['.#.', '##.', '#..'],
  ],
  blueberry: [
    ['#..', '###', '...'],
    ['.##', '.#.', '.#.'],
    ['...', '###', '..#'],
    ['.#.', '.#.', '##.'],
  ],
  tomato: [
    ['..#', '###', '...'],
    ['.#.', '.#.', '.##'],
    ['...', '###', '#..'],
    ['##.', '.#.', '.#.'],
  ],
};

describe('each crop piece', () => {
  it('has the name, shape, colour and emoji the engine gives it', () => {
    const defs = Object.fromEntries(KINDS.map((k) => [k, { name: PIECES[k].name, shape: PIECES[k].shape, color: PIECES[k].color, emoji: PIECES[k].emoji }]));
    expect(defs).toEqual({
      cucumber: { name: 'Cucumber', shape: 'I', color: '#4c9a2a', emoji: '🥒' },
      carrot: { name: 'Carrot Patch', shape: 'O', color: '#e67e22', emoji: '🥕' },
      lettuce: { name: 'Lettuce', shape: 'T', color: '#7cb342', emoji: '🥬' },
      strawberry: { name: 'Strawberry', shape: 'S', color: '#d81b60', emoji: '🍓' },
      eggplant: { name: 'Eggplant', shape: 'Z', color: '#6a1b9a', emoji: '🍆' },
      blueberry: { name: 'Blueberry', shape: 'J', color: '#3949ab', emoji: '🫐' },
      tomato: { name: 'Tomato', shape: 'L', color: '#e53935', emoji: '🍅' },
    });
    // Seven different colours and emoji, so every crop can be told apart on the board.
    expect(new Set(KINDS.map((k) => PIECES[k].color)).size).toBe(7);
    expect(new Set(KINDS.map((k) => PIECES[k].emoji)).size).toBe(7);
  });

  it.each(KINDS)('%s: four clockwise turns through step, in open space, show each orientation and come back to the start', (kind) => {
    const start = inOpenSpace(kind);
    const { x, y } = start.piece!;
    const size = PIECES[kind].cells.length;
    let s = start;
    for (let turn = 0; turn < 4; turn++) {
      expect(drawPiece(s, x, y, size), `${kind} after ${turn} turn(s)`).toEqual(ORIENTATIONS[kind][turn]);
      expect(cellsOf(s)).toHaveLength(4);
      // In open space no kick is needed: the box stays where it was.
      expect([s.piece!.x, s.piece!.y]).toEqual([x, y]);
      const turned = step(s, { type: 'rotate' });
      expect(turned, `${kind} turn ${turn + 1} is taken`).not.toBe(s);
      s = turned;
    }
    expect(s.piece).toEqual(start.piece);
    expect(drawPiece(s, x, y, size)).toEqual(ORIENTATIONS[kind][0]);
    expect(s.board).toBe(start.board);
  });

  it.each(KINDS)('%s, in every orientation: stays on the 10-wide board at both walls, turns there (kicked) or not at all, and locks on the bottom row', (kind) => {
    for (let turns = 0; turns < 4; turns++) {
      const label = `${kind} turned ${turns} time(s)`;
      let s = inOpenSpace(kind);
      for (let i = 0; i < turns; i++) s = step(s, { type: 'rotate' });
      expect(drawPiece(s, s.piece!.x, s.piece!.y, PIECES[kind].cells.length), label).toEqual(ORIENTATIONS[kind][turns]);

      // Hard against each wall, one step at a time: never off the board.
      const walls: GameState[] = [];
      for (const [dir, edge] of [['left', 0], ['right', WIDTH - 1]] as const) {
        let w = s;
        for (let i = 0; i < WIDTH + 2; i++) {
          w = step(w, { type: dir });
          expect(onBoard(w), `${label}, ${i + 1} × ${dir}`).toBe(true);
        }
        expect(dir === 'left' ? Math.min(...xs(w)) : Math.max(...xs(w)), `${label} touches the ${dir} wall`).toBe(edge);
        expect(w.piece!.cells, 'moving does not turn the piece').toBe(s.piece!.cells);
        expect(w.piece!.y).toBe(s.piece!.y);
        // A further move into the wall changes nothing.
        expect(step(w, { type: dir }), `${label}, one more ${dir}`).toBe(w);
        walls.push(w);
      }

      for (const w of walls) {
        // Next to a wall on an open board, a kick always finds room: the turn is taken, on the board.
        const turned = step(w, { type: 'rotate' });
        expect(turned, `${label} turns at the wall`).not.toBe(w);
        expect(onBoard(turned)).toBe(true);
        expect(fits(turned.board, turned.piece!)).toBe(true);
        expect(turned.piece!.cells).toEqual(rotateCells(w.piece!.cells));
        expect(Math.abs(turned.piece!.x - w.piece!.x)).toBeLessThanOrEqual(2);
        expect(turned.piece!.y, 'no need to go a row lower in open space').toBe(w.piece!.y);

        // Hemmed in at the wall (every other cell filled), the turn is refused. The carrot
        // patch is the exception: its turn is the same square, so it is always taken.
        const own = new Set(cellsOf(w));
        const pocket = emptyBoard().map((row, y) => row.map((_, x) => (own.has(`${x},${y}`) ? null : ('tomato' as Cell))));
        const hemmed = { ...w, board: pocket };
        const tried = step(hemmed, { type: 'rotate' });
        if (kind === 'carrot') expect(cellsOf(tried)).toEqual(cellsOf(hemmed));
        else expect(tried, `${label} hemmed in at the wall`).toBe(hemmed);
      }

      // Down to the floor, one step at a time, from the middle and from each wall.
      for (const from of [s, ...walls]) {
        let d = from;
        let locked: GameState | null = null;
        for (let i = 0; i < HEIGHT && !locked; i++) {
          const n = step(d, { type: 'down' });
          if (n.board === d.board) {
            expect(n.piece!.y).toBe(d.piece!.y + 1);
            expect(onBoard(n)).toBe(true);
            d = n;
          } else locked = n;
        }
        expect(locked, `${label} locks`).not.toBeNull();
        expect(Math.max(...ys(d)), `${label} rests on the bottom row`).toBe(HEIGHT - 1);
        // The board now holds exactly the piece's cells, some of them on the bottom row.
        const filled: string[] = [];
        locked!.board.forEach((row, y) => row.forEach((c, x) => c && filled.push(`${x},${y}`)));
        expect(filled.sort()).toEqual(cellsOf(d));
        expect(locked!.board[HEIGHT - 1].filter((c) => c === kind).length).toBeGreaterThan(0);
        expect(locked!.status).toBe('running');
        expect(locked!.lastCleared).toBe(0);
        // A drop ends in the same place.
        expect(step(from, { type: 'drop' }).board).toEqual(locked!.board);
      }
    }
  });
});

describe('game over by height (rows are counted from 0 at the top)', () => {
  /**
   * A shelf under row `row` (every column but the last, so it never clears): a piece dropped
   * from its spawn comes to rest with its bottom cells on row `row − 1`.
   */
  function shelfAt(row: number): Cell[][] {
    const b = emptyBoard();
    for (let x = 0; x < WIDTH - 1; x++) b[row][x] = 'carrot';
    return b;
  }
  /** Rows the spawn orientation spans: 1 for the cucumber, 2 for the rest. */
  const spawnHeight = (kind: PieceKind) => PIECES[kind].cells.filter((r) => r.some(Boolean)).length;

  it.each(KINDS)('%s: locking with its top cell on row 2 plays on; on row 1 or row 0 the harvest is over', (kind) => {
    for (const [top, status] of [
      [3, 'running'],
      [2, 'running'],
      [1, 'over'],
      [0, 'over'],
    ] as const) {
      const s = withPiece(kind, shelfAt(top + spawnHeight(kind)));
      const after = step(s, { type: 'drop' });
      const locked: number[] = [];
      after.board.forEach((row, y) => row.forEach((c) => c === kind && locked.push(y)));
      expect(Math.min(...locked), `${kind} locked with its top cell on row ${top}`).toBe(top);
      expect(after.status, `${kind} with its top cell on row ${top}`).toBe(status);
      if (status === 'running') expect(after.piece, 'the next crop comes in').not.toBeNull();
      else expect(step(after, { type: 'tick' })).toBe(after);
    }
  });

  it('is the same when the piece locks by gravity (ticks) rather than a drop', () => {
    for (const [top, status] of [
      [2, 'running'],
      [1, 'over'],
    ] as const) {
      let s = withPiece('carrot', shelfAt(top + 2));
      for (let i = 0; i < 4 && s.board[top][SPAWN_X] === null; i++) s = step(s, { type: 'tick' });
      expect(s.board[top][SPAWN_X]).toBe('carrot');
      expect(s.status).toBe(status);
    }
  });
});
