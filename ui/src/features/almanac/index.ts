/**
 * The almanac (the server's src/almanac): today's almanac card, the live time-of-day
 * indicator and the clock hook that drives it, for the Community Griot.
 */
export { AlmanacCard } from './components/almanac-card';
export { TimeOfDayIndicator } from './components/time-of-day-indicator';
export { useNow } from './hooks/use-now';
export { timeOfDay, TIME_OF_DAY_TEXT, CLOCK_REFRESH_MS, type TimeOfDay } from './utils/time-of-day';
export type { Almanac, MoonPhase } from './types';
