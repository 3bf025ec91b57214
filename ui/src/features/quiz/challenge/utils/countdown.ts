import type { QuizSession } from '../types';

/**
 * When the session's time runs out, on this browser's clock. The server's window (endsAt −
 * startTime) is laid from the moment its answer arrived, so a device clock that is off by
 * minutes neither ends the quiz early nor lets it run late; the server allows a short grace
 * past the limit for the submit's trip.
 */
export function deadlineFrom(session: QuizSession, receivedAt: number): number {
  const ends = Date.parse(session.endsAt);
  const start = Date.parse(session.startTime);
  const window = Number.isFinite(ends) && Number.isFinite(start) && ends > start ? ends - start : session.timeLimit * 1000;
  return receivedAt + window;
}

/** Whole seconds left (rounded up, so "0:00" shows only when time is up). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 299 → "04:59". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The countdown turns urgent below this many seconds. */
export const URGENT_SECONDS = 30;

/** What a screen reader hears as time runs short (the timer itself is not read out every second). */
export function timeWarning(seconds: number): string | null {
  if (seconds === 0) return 'Time is up.';
  if (seconds <= URGENT_SECONDS) return `Less than ${URGENT_SECONDS} seconds left.`;
  if (seconds <= 60) return 'Less than a minute left.';
  return null;
}
