import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { isSwipeDismiss, swipeOffset, type ToastItem } from './toast-state';
import { dismissToast, useToast } from './use-toast';
import './toast.css';

/** Key that moves focus to the notification region (seed 000 §9). */
export const TOAST_HOTKEY = 'F8';

/** The notification region: one live region holding at most one toast. */
export function Toaster() {
  const { toasts } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const visible = toasts.filter((t) => t.open);

  return (
    <section
      ref={regionRef}
      className="toast-region"
      role="region"
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      aria-live="polite"
      tabIndex={-1}
    >
      <ol className="toast-list">
        {visible.map((t) => (
          <ToastCard key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ toast }: { toast: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  // Auto-dismiss; hovering or focusing the toast pauses the countdown (it restarts on leave).
  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.duration, toast.id]);

  function onPointerDown(event: ReactPointerEvent<HTMLLIElement>) {
    if (event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLLIElement>) {
    if (startX.current === null) return;
    setOffset(swipeOffset(event.clientX - startX.current));
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLLIElement>) {
    if (startX.current === null) return;
    const delta = event.clientX - startX.current;
    startX.current = null;
    if (isSwipeDismiss(delta)) dismissToast(toast.id);
    else setOffset(0);
  }

  return (
    <li
      className={`toast toast--${toast.variant}`}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 300) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        startX.current = null;
        setOffset(0);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-variant={toast.variant}
    >
      <div className="toast__body">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
