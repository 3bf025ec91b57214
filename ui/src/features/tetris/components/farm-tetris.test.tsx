import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEIGHT, WIDTH, initialState, step, type Cell, type GameState } from '../engine/engine';
import { readBest, saveBest } from '../utils/best-score';
import FarmTetris from './farm-tetris';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

const falling = () => [...document.querySelectorAll('[data-falling="true"]')].map((el) => Number(el.getAttribute('data-x')));

/** Where the best score lives on this device (best-score.ts); changing it would lose players' bests. */
const BEST_KEY = 'farmstand.tetris.best';

type Move = 'left' | 'right' | 'rotate' | 'down' | 'drop';
const BUTTON: Record<Move, string> = { left: 'Move left', right: 'Move right', rotate: 'Rotate', down: 'Move down', drop: 'Drop' };

/** Lower is better: tall columns, covered holes and a ragged surface. */
function roughness(board: Cell[][]): number {
  let holes = 0;
  const heights: number[] = [];
  for (let x = 0; x < WIDTH; x++) {
    const top = board.findIndex((row) => row[x] !== null);
    heights.push(top < 0 ? 0 : HEIGHT - top);
    if (top >= 0) for (let y = top + 1; y < HEIGHT; y++) if (board[y][x] === null) holes++;
  }
  const bumps = heights.slice(1).reduce((sum, h, i) => sum + Math.abs(h - heights[i]), 0);
  return heights.reduce((a, b) => a + b, 0) + 8 * holes + bumps;
}

/**
 * A whole game played on the engine alone for a seed: crops are placed greedily until a row
 * clears (so the score is above 0), then every crop is dropped until the harvest is over.
 * Replaying the moves with the buttons plays the very same game (no gravity: fake timers).
 */
function planGame(seed: number): { moves: Move[]; score: number } {
  let s: GameState = step(initialState(), { type: 'start', seed });
  const moves: Move[] = [];
  for (let pieces = 0; s.status === 'running' && s.score === 0 && pieces < 100; pieces++) {
    let best: { seq: Move[]; after: GameState; value: number } | null = null;
    for (let turns = 0; turns < 4; turns++) {
      for (let dx = -5; dx <= 5; dx++) {
        const seq: Move[] = [...Array<Move>(turns).fill('rotate'), ...Array<Move>(Math.abs(dx)).fill(dx < 0 ? 'left' : 'right'), 'drop'];
        const after = seq.reduce((t, type) => step(t, { type }), s);
        const value = after.status === 'over' ? -Infinity : 1000 * after.lastCleared - roughness(after.board);
        if (!best || value > best.value) best = { seq, after, value };
      }
    }
    moves.push(...best!.seq);
    s = best!.after;
  }
  while (s.status === 'running') {
    moves.push('drop');
    s = step(s, { type: 'drop' });
  }
  return { moves, score: s.score };
}

/** Starts a game and plays the moves with the on-screen buttons. */
function playWithButtons(moves: Move[]) {
  fireEvent.click(screen.getByRole('button', { name: /^(Start Farming|New Harvest)$/ }));
  for (const m of moves) fireEvent.click(screen.getByRole('button', { name: BUTTON[m] }));
}

const SEED = 42;

describe('Farm Tetris', () => {
  it('starts with Start Farming, moves with the arrows without scrolling, and falls on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<FarmTetris seed={3} />);
    await user.click(screen.getByRole('button', { name: 'Start Farming' }));
    const before = Math.min(...falling());
    const left = new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true });
    act(() => {
      window.dispatchEvent(left);
    });
    expect(left.defaultPrevented).toBe(true);
    expect(Math.min(...falling())).toBe(before - 1);
    const rowOf = () => Number(document.querySelector('[data-falling="true"]')!.closest('[role="row"]')!.getAttribute('aria-rowindex'));
    const top = rowOf();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(rowOf()).toBe(top + 1);
  });

  it('ends with Harvest Complete!, the final score, New Harvest and a kept best score (written to and read from localStorage)', () => {
    vi.useFakeTimers();
    const game = planGame(SEED);
    expect(game.score, 'the planned game clears at least one row').toBeGreaterThan(0);
    expect(window.localStorage.getItem(BEST_KEY)).toBeNull();
    expect(readBest()).toBe(0);

    const first = render(<FarmTetris seed={SEED} />);
    expect(screen.getByTestId('tetris-best')).toHaveTextContent(/^0$/);
    playWithButtons(game.moves);
    const over = screen.getByText('Harvest Complete!').parentElement!;
    expect(within(over).getByTestId('tetris-final')).toHaveTextContent(new RegExp(`^${game.score}$`));
    expect(within(over).getByText('A new best on this device!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Harvest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drop' })).toBeDisabled();
    // Written to this device's storage, and shown.
    expect(window.localStorage.getItem(BEST_KEY)).toBe(String(game.score));
    expect(readBest()).toBe(game.score);
    expect(screen.getByTestId('tetris-best')).toHaveTextContent(new RegExp(`^${game.score}$`));
    first.unmount();

    // Read back on the next visit.
    render(<FarmTetris seed={SEED} />);
    expect(screen.getByTestId('tetris-best')).toHaveTextContent(new RegExp(`^${game.score}$`));
  });

  it('reads the best from localStorage and keeps it when a game scores less', () => {
    vi.useFakeTimers();
    const game = planGame(SEED);
    saveBest(game.score + 100);
    render(<FarmTetris seed={SEED} />);
    expect(screen.getByTestId('tetris-best')).toHaveTextContent(new RegExp(`^${game.score + 100}$`));
    playWithButtons(game.moves);
    expect(screen.getByTestId('tetris-final')).toHaveTextContent(new RegExp(`^${game.score}$`));
    expect(screen.queryByText('A new best on this device!')).not.toBeInTheDocument();
    expect(readBest()).toBe(game.score + 100);
    expect(screen.getByTestId('tetris-best')).toHaveTextContent(new RegExp(`^${game.score + 100}$`));
  });

  it('does not call a score that only equals the best a new best', () => {
    vi.useFakeTimers();
    const game = planGame(SEED);
    saveBest(game.score);
    render(<FarmTetris seed={SEED} />);
    playWithButtons(game.moves);
    expect(screen.getByText('Harvest Complete!')).toBeInTheDocument();
    expect(screen.getByTestId('tetris-final')).toHaveTextContent(new RegExp(`^${game.score}$`));
    expect(screen.queryByText('A new best on this device!')).not.toBeInTheDocument();
    expect(readBest()).toBe(game.score);
  });

  it('compares with the best as it was when the game started: a new best once, then an equal replay is not', () => {
    vi.useFakeTimers();
    const game = planGame(SEED);
    saveBest(game.score - 1);
    render(<FarmTetris seed={SEED} />);
    playWithButtons(game.moves);
    expect(screen.getByText('A new best on this device!')).toBeInTheDocument();
    expect(readBest()).toBe(game.score);
    // New Harvest with the same seed: the same score, now only equal to the best.
    playWithButtons(game.moves);
    expect(screen.getByText('Harvest Complete!')).toBeInTheDocument();
    expect(screen.getByTestId('tetris-final')).toHaveTextContent(new RegExp(`^${game.score}$`));
    expect(screen.queryByText('A new best on this device!')).not.toBeInTheDocument();
    expect(readBest()).toBe(game.score);
  });

  it('never calls a score of 0 a new best', () => {
    vi.useFakeTimers();
    render(<FarmTetris seed={SEED} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Farming' }));
    for (let i = 0; i < 80 && !screen.queryByText('Harvest Complete!'); i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Drop' }));
    }
    expect(screen.getByTestId('tetris-final')).toHaveTextContent(/^0$/);
    expect(screen.queryByText('A new best on this device!')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(BEST_KEY)).toBeNull();
  });

  it('pauses when the tab is hidden', async () => {
    const user = userEvent.setup();
    render(<FarmTetris seed={1} />);
    await user.click(screen.getByRole('button', { name: 'Start Farming' }));
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('Paused')).toBeInTheDocument();
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });
});
