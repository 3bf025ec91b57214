/**
 * Pure toast logic (seed 000 §9): the queue reducer and the swipe rule. No React, no timers,
 * so it is unit-tested directly; `use-toast.ts` wires it to a store.
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `DEFAULT_TOAST_DURATION` when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
  duration: number;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

/** At most this many toasts are kept: a new one replaces the old. */
export const TOAST_LIMIT = 1;
export const DEFAULT_TOAST_DURATION = 5000;
/** A dismissed toast stays in state (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** A rightward swipe longer than this many pixels dismisses a toast. */
export const SWIPE_THRESHOLD = 50;

export const initialToastState: ToastState = { toasts: [] };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

/** True when a swipe of `deltaX` pixels (positive = rightwards) should dismiss the toast. */
export function isSwipeDismiss(deltaX: number, threshold = SWIPE_THRESHOLD): boolean {
  return deltaX > threshold;
}

/** How far to draw a toast while it is dragged: only rightwards. */
export function swipeOffset(deltaX: number): number {
  return Math.max(0, deltaX);
}
