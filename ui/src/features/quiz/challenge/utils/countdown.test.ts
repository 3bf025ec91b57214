import { describe, expect, it } from 'vitest';
import { deadlineFrom, formatCountdown, secondsLeft, timeWarning } from './countdown';

const session = (startTime: string, endsAt: string, timeLimit = 300) => ({ sessionId: 's', startTime, endsAt, timeLimit });

describe('quiz countdown', () => {
  it("lays the server's window on this browser's clock, whatever the device clock says", () => {
    const received = Date.parse('2026-11-23T09:00:00Z');
    // The server says 14:00–14:05; this device thinks it is 09:00: still five minutes from now.
    expect(deadlineFrom(session('2026-11-23T14:00:00Z', '2026-11-23T14:05:00Z'), received)).toBe(received + 300_000);
    // Unreadable times fall back to the time limit.
    expect(deadlineFrom(session('soon', 'later', 90), received)).toBe(received + 90_000);
  });

  it('counts whole seconds up, so 00:00 means time is up', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it('shows mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('warns at a minute, at 30 seconds and at zero', () => {
    expect(timeWarning(61)).toBeNull();
    expect(timeWarning(60)).toBe('Less than a minute left.');
    expect(timeWarning(30)).toBe('Less than 30 seconds left.');
    expect(timeWarning(0)).toBe('Time is up.');
  });
});
