/**
 * The hub's time-of-day indicator (seed 001 §2): the band of the day an hour falls in, by the
 * reader's local clock.
 */

export type TimeOfDay = 'morning' | 'midday' | 'afternoon' | 'evening' | 'sunset' | 'night';

/** How often the indicator reads the clock again (seed 001 §9: every 60 seconds). */
export const CLOCK_REFRESH_MS = 60_000;

/**
 * The band an hour (0–23) falls in; each band includes its first hour and stops before its
 * last: 5–11 morning, 11–14 midday, 14–17 afternoon, 17–19 evening, 19–20 sunset, else night.
 */
export function timeOfDay(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 14) return 'midday';
  if (hour >= 14 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 19) return 'evening';
  if (hour >= 19 && hour < 20) return 'sunset';
  return 'night';
}

/** What the indicator says for each band. */
export const TIME_OF_DAY_TEXT: Record<TimeOfDay, { label: string; hint: string }> = {
  morning: { label: 'Morning', hint: 'Cool and calm: the best time to water, harvest greens and transplant.' },
  midday: { label: 'Midday', hint: 'The sun is at its strongest. Rest the beds (and yourself) and check for wilting.' },
  afternoon: { label: 'Afternoon', hint: 'A good time for weeding, mulching and planning tomorrow’s work.' },
  evening: { label: 'Evening', hint: 'Cooler air: water deeply if the morning was missed, and scout for pests.' },
  sunset: { label: 'Sunset', hint: 'Close the cold frames and gather the tools before dark.' },
  night: { label: 'Night', hint: 'The garden rests. Slugs and snails come out now, so a torch-lit check pays off.' },
};
