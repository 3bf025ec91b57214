import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION,
  SWIPE_THRESHOLD,
  TOAST_LIMIT,
  initialToastState,
  isSwipeDismiss,
  swipeOffset,
  toastReducer,
  type ToastItem,
} from './toast-state';

function item(id: string): ToastItem {
  return { id, title: `Toast ${id}`, open: true, variant: 'default', duration: DEFAULT_TOAST_DURATION };
}

describe('toastReducer', () => {
  it('keeps only the newest toast', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer(initialToastState, { type: 'ADD', toast: item('1') });
    state = toastReducer(state, { type: 'ADD', toast: item('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes one toast on dismiss and removes it later', () => {
    let state = toastReducer(initialToastState, { type: 'ADD', toast: item('1') });
    state = toastReducer(state, { type: 'DISMISS', id: '1' });
    expect(state.toasts).toEqual([{ ...item('1'), open: false }]);
    state = toastReducer(state, { type: 'REMOVE', id: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('dismisses every toast when no id is given', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
  });

  it('updates a toast in place', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'UPDATE', toast: { id: '1', title: 'Changed' } });
    expect(state.toasts[0].title).toBe('Changed');
  });

  it('uses the seed constants', () => {
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    expect(SWIPE_THRESHOLD).toBe(50);
  });
});

describe('swipe to dismiss', () => {
  it('dismisses a rightward swipe past 50 px', () => {
    expect(isSwipeDismiss(51)).toBe(true);
    expect(isSwipeDismiss(120)).toBe(true);
  });

  it('does not dismiss a swipe of 50 px or less, or a leftward swipe', () => {
    expect(isSwipeDismiss(50)).toBe(false);
    expect(isSwipeDismiss(30)).toBe(false);
    expect(isSwipeDismiss(-200)).toBe(false);
  });

  it('only drags rightwards', () => {
    expect(swipeOffset(-40)).toBe(0);
    expect(swipeOffset(25)).toBe(25);
  });
});
