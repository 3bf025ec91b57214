/**
 * The three built-in posts the daily blog card falls back on when `GET /api/daily-blog` fails
 * (seed 001 §7, §9): chosen by the days since 2025-01-01, modulo 3, so each day shows one and
 * they take turns.
 */
import type { DailyBlogPost } from '../types';

/** A built-in post: a daily post without the day, which is filled in for today. */
export type BuiltInPost = Omit<DailyBlogPost, 'date' | 'id'>;

export const BUILT_IN_POSTS: readonly BuiltInPost[] = [
  {
    slug: 'water-deeply-not-daily',
    title: 'Water deeply, not daily',
    content: [
      'A quick sprinkle every day keeps roots near the surface, where the soil dries out first on a hot afternoon. A deep soak once or twice a week sends roots down to where the soil stays cool and moist, and the plants cope far better with dry spells.',
      'Aim for about an inch of water a week, rain included. Water the soil rather than the leaves, and water early in the morning so any wet foliage dries quickly and fungal diseases have less of a chance.',
      'Not sure whether to water? Push a finger into the soil beside a plant. If it is dry two inches down, water; if it is still damp, wait a day.',
    ].join('\n\n'),
    tips: [
      'Set an empty tuna can in the bed: when it holds an inch of water, you have watered enough.',
      'Soaker hoses and drip lines put water at the roots and lose less to evaporation than a sprinkler.',
      'Containers dry out much faster than beds; check them every day in summer.',
    ],
  },
  {
    slug: 'feed-the-soil-not-just-the-plants',
    title: 'Feed the soil, not just the plants',
    content: [
      'Healthy soil grows healthy plants. Compost adds organic matter that helps sandy soil hold water, loosens heavy clay, and feeds the earthworms and microbes that turn nutrients into a form roots can take up.',
      'Spread one to two inches of finished compost over your beds in spring or autumn. Work it lightly into the top few inches, or simply leave it on top and let the worms carry it down.',
      'If you have never tested your soil, a basic test from your local extension office costs little and tells you the pH and which nutrients are short, so you add only what your garden needs.',
    ].join('\n\n'),
    tips: [
      'Finished compost is dark and crumbly and smells like a forest floor, not sour or like ammonia.',
      'Keep off the beds, especially when they are wet: trodden soil holds less air and water.',
      'Never leave soil bare between crops; cover it with mulch or sow a cover crop.',
    ],
  },
  {
    slug: 'mulch-a-blanket-for-your-beds',
    title: 'Mulch: a blanket for your beds',
    content: [
      'A layer of mulch keeps the soil moist, cool and weed-free for very little work. Straw, shredded leaves, untreated grass clippings and wood chips all do the job.',
      'Once the soil has warmed in spring, spread two to three inches around your plants. Keep it a hand’s width away from stems and trunks so they stay dry and do not rot.',
      'As organic mulch breaks down it feeds the soil. Top it up through the season, then dig the last of it in during autumn or leave it in place to protect the soil over winter.',
    ].join('\n\n'),
    tips: [
      'Use straw rather than hay: hay is full of weed seeds.',
      'Put coarse wood chips on paths and around shrubs, and finer mulches in vegetable beds.',
      'Water before you mulch; mulch keeps moisture in, but it also keeps light rain out.',
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const EPOCH = Date.UTC(2025, 0, 1);

/** Whole calendar days from 2025-01-01 to the local date of `day` (negative before it). */
export function daysSince2025(day: Date): number {
  return Math.round((Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) - EPOCH) / DAY_MS);
}

/** Which built-in post a day shows: days since 2025-01-01, modulo 3. */
export function builtInPostIndex(day: Date): number {
  const n = BUILT_IN_POSTS.length;
  return ((daysSince2025(day) % n) + n) % n;
}

/** The built-in post for a day (the reader's local date). */
export function builtInPostFor(day: Date): BuiltInPost {
  return BUILT_IN_POSTS[builtInPostIndex(day)];
}
