import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS } from '../utils/time-of-day';

/** The current time, read again every `intervalMs` (60 s by default) while the component is shown. */
export function useNow(intervalMs: number = CLOCK_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
