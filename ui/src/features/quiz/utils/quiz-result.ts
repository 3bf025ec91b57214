/** The most stars a result can earn. */
export const MAX_STARS = 5;

/** The results screen's messages (seed 000 §9), best first. */
export const RESULT_MESSAGES = {
  perfect: 'Perfect!',
  excellent: 'Excellent work!',
  good: 'Good job!',
  keepLearning: 'Keep learning!',
} as const;

export type ResultMessage = (typeof RESULT_MESSAGES)[keyof typeof RESULT_MESSAGES];

/**
 * The message for `score` right out of `total`: all correct Perfect!; 80 % or more Excellent
 * work!; 60 % or more Good job!; otherwise Keep learning! (seed 000 §9).
 */
export function resultMessage(score: number, total: number): ResultMessage {
  if (total <= 0) return RESULT_MESSAGES.keepLearning;
  if (score >= total) return RESULT_MESSAGES.perfect;
  // NOTE: whole-number comparisons (score / total ≥ 4/5), so no floating-point edge decides a message.
  if (score * 5 >= total * 4) return RESULT_MESSAGES.excellent;
  if (score * 5 >= total * 3) return RESULT_MESSAGES.good;
  return RESULT_MESSAGES.keepLearning;
}

/** Stars out of five: the share of right answers × 5, rounded (half up). */
export function starRating(score: number, total: number): number {
  if (total <= 0) return 0;
  const stars = Math.round((score * MAX_STARS) / total);
  return Math.min(MAX_STARS, Math.max(0, stars));
}

/** The rating as words, for screen readers: "4 out of 5 stars". */
export function starsLabel(stars: number): string {
  return `${stars} out of ${MAX_STARS} stars`;
}
