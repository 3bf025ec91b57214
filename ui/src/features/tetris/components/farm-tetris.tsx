import { memo, useCallback, useEffect, useReducer, useRef, useState, type TouchEvent } from 'react';
import { HEIGHT, WIDTH, fallInterval, initialState, landing, pieceCells, step, type GameState, type Input } from '../engine/engine';
import { PIECES, type PieceKind } from '../engine/pieces';
import { readBest, saveBest } from '../utils/best-score';
import './farm-tetris.css';

/** What one cell shows: a settled or falling crop, the falling piece's landing ghost, or soil. */
type Shown = { kind: PieceKind; falling: boolean } | { ghost: PieceKind } | null;

function display(state: GameState): Shown[][] {
  const grid: Shown[][] = state.board.map((row) => row.map((c) => (c ? { kind: c, falling: false } : null)));
  if (state.piece) {
    const ghost = landing(state);
    if (ghost) for (const [x, y] of pieceCells(ghost)) if (!grid[y][x]) grid[y][x] = { ghost: ghost.kind };
    for (const [x, y] of pieceCells(state.piece)) if (y >= 0) grid[y][x] = { kind: state.piece.kind, falling: true };
  }
  return grid;
}

function signature(row: Shown[]): string {
  return row.map((c) => (!c ? '.' : 'ghost' in c ? `g${c.ghost}` : `${c.falling ? 'f' : 's'}${c.kind}`)).join('|');
}

/** One board row; it re-renders only when its own cells change. */
const Row = memo(
  function Row({ cells, y }: { cells: Shown[]; y: number; sig: string }) {
    return (
      <div className="tetris-row" role="row" aria-rowindex={y + 1}>
        {cells.map((c, x) =>
          !c ? (
            <span key={x} className="tetris-cell" data-x={x} />
          ) : 'ghost' in c ? (
            <span key={x} className="tetris-cell tetris-cell--ghost" data-x={x} style={{ borderColor: PIECES[c.ghost].color }} />
          ) : (
            <span
              key={x}
              className={`tetris-cell tetris-cell--filled${c.falling ? ' tetris-cell--falling' : ''}`}
              data-x={x}
              data-kind={c.kind}
              data-falling={c.falling ? 'true' : undefined}
              style={{ background: PIECES[c.kind].color }}
            >
              {PIECES[c.kind].emoji}
            </span>
          ),
        )}
      </div>
    );
  },
  (a, b) => a.sig === b.sig,
);

function NextPreview({ kind }: { kind: PieceKind | null }) {
  const def = kind ? PIECES[kind] : null;
  return (
    <div className="tetris-next" aria-label={def ? `Next crop: ${def.name}` : 'Next crop'}>
      <p className="tetris-stat__label">Next crop</p>
      <div className="tetris-next__grid" aria-hidden="true">
        {def?.cells.map((row, r) => (
          <div key={r} className="tetris-row">
            {row.map((v, c) => (
              <span key={c} className={`tetris-cell${v ? ' tetris-cell--filled' : ''}`} style={v ? { background: def.color } : undefined}>
                {v ? def.emoji : ''}
              </span>
            ))}
          </div>
        ))}
      </div>
      <p className="tetris-next__name">{def?.name ?? '—'}</p>
    </div>
  );
}

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] || 1;
}

const KEYS: Record<string, Input['type']> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowUp: 'rotate',
  ' ': 'rotate',
};

/**
 * Farm Tetris (seed 000 §2–§9, seed 001 §2–§9): the board, score, level, the next crop,
 * keyboard (arrows; up or space rotates) and touch controls (buttons and swipes), Start
 * Farming / New Harvest, and "Harvest Complete!" with the final score. It pauses when the tab
 * is hidden and keeps the best score on this device. `seed` makes the crops repeatable.
 */
export default function FarmTetris({ seed, onClose }: { seed?: number; onClose?: () => void }) {
  const [state, dispatch] = useReducer(step, undefined, initialState);
  const [best, setBest] = useState(readBest);
  /** The best score as it stood when this game started: only beating it is a new best. */
  const [bestAtStart, setBestAtStart] = useState(best);
  const rootRef = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const playing = state.status === 'running' || state.status === 'paused';

  const start = useCallback(() => {
    // Another tab may have set a better score since this one loaded.
    const before = Math.max(best, readBest());
    setBest(before);
    setBestAtStart(before);
    dispatch({ type: 'start', seed: seed ?? randomSeed() });
    rootRef.current?.focus({ preventScroll: true });
  }, [seed, best]);

  // Gravity: one row per interval, faster as the level rises.
  useEffect(() => {
    if (state.status !== 'running') return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), fallInterval(state.level));
    return () => window.clearInterval(timer);
  }, [state.status, state.level]);

  // Arrows and space play the game (and never scroll the page) while a game is on.
  useEffect(() => {
    if (!playing) return;
    function onKey(e: KeyboardEvent) {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      if (e.key === 'p' || e.key === 'P') {
        dispatch({ type: state.status === 'paused' ? 'resume' : 'pause' });
        return;
      }
      const type = KEYS[e.key];
      if (!type) return;
      e.preventDefault();
      dispatch({ type } as Input);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, state.status]);

  // A hidden tab pauses the game.
  useEffect(() => {
    function onVisibility() {
      if (document.hidden) dispatch({ type: 'pause' });
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (state.status === 'over' && state.score > best) {
      saveBest(state.score);
      setBest(state.score);
    }
  }, [state.status, state.score, best]);

  function onTouchStart(e: TouchEvent) {
    const t = e.touches[0];
    touch.current = { x: t.clientX, y: t.clientY };
  }

  function onTouchEnd(e: TouchEvent) {
    const from = touch.current;
    touch.current = null;
    if (!from || state.status !== 'running') return;
    const t = e.changedTouches[0];
    const dx = t.clientX - from.x;
    const dy = t.clientY - from.y;
    if (Math.abs(dx) < 12 && Math.abs(dy) < 12) {
      dispatch({ type: 'rotate' });
    } else if (Math.abs(dx) > Math.abs(dy)) {
      const steps = Math.max(1, Math.round(Math.abs(dx) / 24));
      for (let i = 0; i < steps; i++) dispatch({ type: dx < 0 ? 'left' : 'right' });
    } else if (dy > 40) {
      dispatch({ type: 'drop' });
    }
  }

  const grid = display(state);
  const button = (type: Input['type'], label: string, text: string) => (
    <button type="button" className="btn btn--secondary tetris-pad__btn" aria-label={label} disabled={state.status !== 'running'} onClick={() => dispatch({ type } as Input)}>
      {text}
    </button>
  );

  return (
    <div className="farm-tetris" ref={rootRef} tabIndex={-1} aria-label="Farm Tetris game">
      <div className="farm-tetris__top">
        <div className="tetris-stats" aria-live="polite">
          <p className="tetris-stat">
            <span className="tetris-stat__label">Score</span> <strong data-testid="tetris-score">{state.score}</strong>
          </p>
          <p className="tetris-stat">
            <span className="tetris-stat__label">Level</span> <strong data-testid="tetris-level">{state.level}</strong>
          </p>
          <p className="tetris-stat">
            <span className="tetris-stat__label">Rows</span> <strong>{state.lines}</strong>
          </p>
          <p className="tetris-stat">
            <span className="tetris-stat__label">Best</span> <strong data-testid="tetris-best">{best}</strong>
          </p>
        </div>
        <NextPreview kind={state.next} />
      </div>

      <div className="tetris-board-wrap">
        <div
          className="tetris-board"
          role="grid"
          aria-label={`Board, ${WIDTH} columns by ${HEIGHT} rows`}
          aria-rowcount={HEIGHT}
          data-status={state.status}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          {grid.map((row, y) => (
            <Row key={y} y={y} cells={row} sig={signature(row)} />
          ))}
        </div>
        {state.status === 'over' && (
          <div className="tetris-over" role="status">
            <p className="tetris-over__title">Harvest Complete!</p>
            <p>
              Final score: <strong data-testid="tetris-final">{state.score}</strong>
            </p>
            {state.score > 0 && state.score > bestAtStart && <p>A new best on this device!</p>}
          </div>
        )}
        {state.status === 'paused' && (
          <div className="tetris-over" role="status">
            <p className="tetris-over__title">Paused</p>
            <button type="button" className="btn btn--primary" onClick={() => dispatch({ type: 'resume' })}>
              Resume
            </button>
          </div>
        )}
      </div>

      <div className="tetris-pad">
        {button('left', 'Move left', '◀')}
        {button('rotate', 'Rotate', '⟳')}
        {button('right', 'Move right', '▶')}
        {button('down', 'Move down', '▼')}
        {button('drop', 'Drop', '⤓')}
      </div>
      <div className="btn-row farm-tetris__actions">
        {state.status !== 'running' && state.status !== 'paused' && (
          <button type="button" className="btn btn--primary" onClick={start}>
            {state.status === 'over' ? 'New Harvest' : 'Start Farming'}
          </button>
        )}
        {state.status === 'running' && (
          <button type="button" className="btn btn--secondary" onClick={() => dispatch({ type: 'pause' })}>
            Pause
          </button>
        )}
        {onClose && (
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Close Game
          </button>
        )}
      </div>
      <p className="farm-tetris__help">Arrows move, up or space rotates, down steps down, P pauses. On a phone: swipe to move, tap to rotate, swipe down to drop.</p>
    </div>
  );
}
