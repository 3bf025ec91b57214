import type { ChallengeDifficulty, QuestionDifficulty } from '../types';

/** Special words a slug's title case keeps as written. */
const SMALL_WORDS = new Set(['and', 'or', 'of', 'the', 'in', 'on', 'for', 'to']);

/** "water-and-irrigation" → "Water and Irrigation". */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A challenge category's name: "soil-health" → "Soil Health". */
export const categoryLabel = (category: string) => titleFromSlug(category);

const BADGES: Record<string, string> = {
  'first-quiz': 'First Quiz',
  'first-pass': 'First Pass',
  'perfect-score': 'Perfect Score',
  'streak-3': '3-Day Streak',
  'streak-7': '7-Day Streak',
  'daily-challenger': 'Daily Challenger',
  'expert-challenger': 'Expert Challenger',
  'all-rounder': 'All-Rounder',
  'level-5': 'Level 5',
  'level-10': 'Level 10',
};

/**
 * A badge's name for people: the server's slugs (src/quiz/scoring.rs) mapped, a category
 * master ("soil-health-master") named after its category, anything new title-cased.
 */
export function badgeLabel(slug: string): string {
  const known = BADGES[slug];
  if (known) return known;
  const master = /^(.+)-master$/.exec(slug);
  if (master) return `${categoryLabel(master[1])} Master`;
  return titleFromSlug(slug);
}

export const DIFFICULTY_LABELS: Record<ChallengeDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
};

export const QUESTION_DIFFICULTY_LABELS: Record<QuestionDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  high: 'Hard',
};

/** The colour band of a level (seed 001 §9): up to 2, up to 5, above 5. */
export type LevelBand = 'new' | 'rising' | 'top';

export function levelBand(level: number): LevelBand {
  if (level <= 2) return 'new';
  if (level <= 5) return 'rising';
  return 'top';
}

/** A time limit in minutes: 300 → "5 min", 90 → "1 min 30 s". */
export function formatTimeLimit(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "1 question", "10 questions". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
