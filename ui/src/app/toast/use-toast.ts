import { useSyncExternalStore } from 'react';
import {
  DEFAULT_TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  initialToastState,
  toastReducer,
  type ToastAction,
  type ToastInput,
  type ToastState,
} from './toast-state';

/** The toast store: module state + listeners, so `toast()` works from anywhere. */
let state: ToastState = initialToastState;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast (or all); it is removed from state later. */
export function dismissToast(id?: string) {
  const ids = id === undefined ? state.toasts.map((t) => t.id) : [id];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'DISMISS', id });
}

/** Shows a toast, replacing any toast already shown. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({
    type: 'ADD',
    toast: {
      ...input,
      id,
      open: true,
      variant: input.variant ?? 'default',
      duration: input.duration ?? DEFAULT_TOAST_DURATION,
    },
  });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return state;
}

/** Current toasts plus the `toast`/`dismiss` functions, for components. */
export function useToast() {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: snapshot.toasts, toast, dismiss: dismissToast };
}

/** Clears every toast and timer (tests call this between cases). */
export function resetToasts() {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  state = initialToastState;
  listeners.forEach((listener) => listener());
}
