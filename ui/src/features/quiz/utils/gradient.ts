import type { QuizColors } from '../types';

/** A module's colours as a CSS gradient; the site's greens when a colour is not a plain CSS colour. */
export function gradient({ from, to }: QuizColors): string {
  const safe = (colour: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(colour) ? colour : fallback);
  return `linear-gradient(135deg, ${safe(from, '#2f5d3a')}, ${safe(to, '#1d3a27')})`;
}
