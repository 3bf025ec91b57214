import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/countdown';

/** How often the clock is read; the shown second changes once a second, on time. */
const READ_EVERY_MS = 250;

/**
 * Whole seconds left until `deadline` (ms since the epoch), read from `Date.now()` rather than
 * counted in ticks, so a tab the browser slowed in the background is right when it comes back.
 * Stops reading the clock at zero.
 */
export function useCountdown(deadline: number): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline, Date.now()));
  useEffect(() => {
    let timer: number | undefined;
    const read = () => {
      const next = secondsLeft(deadline, Date.now());
      setLeft(next);
      if (next === 0 && timer !== undefined) {
        window.clearInterval(timer);
        timer = undefined;
      }
    };
    read();
    timer = window.setInterval(read, READ_EVERY_MS);
    // Browsers run a hidden tab's repeating timers about once a minute, which could pass the
    // server's 30 s grace; a single timeout for the end itself is not held back that way.
    const end = window.setTimeout(read, Math.max(0, deadline - Date.now()) + 20);
    document.addEventListener('visibilitychange', read);
    return () => {
      if (timer !== undefined) window.clearInterval(timer);
      window.clearTimeout(end);
      document.removeEventListener('visibilitychange', read);
    };
  }, [deadline]);
  return left;
}
