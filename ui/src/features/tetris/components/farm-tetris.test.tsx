import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FarmTetris from './farm-tetris';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

const falling = () => [...document.querySelectorAll('[data-falling="true"]')].map((el) => Number(el.getAttribute('data-x')));

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

  it('ends with Harvest Complete!, the final score, New Harvest and a kept best score', async () => {
    const user = userEvent.setup();
    render(<FarmTetris seed={42} />);
    await user.click(screen.getByRole('button', { name: 'Start Farming' }));
    for (let i = 0; i < 80 && !screen.queryByText('Harvest Complete!'); i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Drop' }));
    }
    const over = screen.getByText('Harvest Complete!').parentElement!;
    expect(within(over).getByTestId('tetris-final')).toHaveTextContent(/^\d+$/);
    expect(screen.getByRole('button', { name: 'New Harvest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drop' })).toBeDisabled();
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
