import { useEffect, useState } from 'react';

/** How often the edit windows are looked at again. */
export const CLOCK_TICK_MS = 10_000;

/**
 * The current time, read again every `intervalMs` while `active` (while some comment can
 * still be edited), so Edit and Delete go away when their window closes.
 */
export function useClock(active: boolean, intervalMs: number = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
