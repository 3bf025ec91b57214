/**
 * The older guides page (seed 000 §2 guides page, §9): which guides it shows, at which price
 * and with which button. Titles and descriptions come from the store when it lists the guide
 * (matched by slug); these fallbacks keep the page whole when it does not.
 */
import type { Product } from '../types';

export type GuideKind = 'premium' | 'free' | 'teacher';

export interface GuideEntry {
  slug: string;
  title: string;
  description: string;
}

export interface Guide extends GuideEntry {
  kind: GuideKind;
  /** Shown price: "$39.99", "FREE" or "$19.99". */
  price: string;
  cover: string;
}

export const PREMIUM_GUIDE_PRICE = '$39.99';
export const TEACHER_GUIDE_PRICE = '$19.99';

export const PREMIUM_GUIDES: readonly GuideEntry[] = [
  { slug: 'urban-hydroponics', title: 'Urban Hydroponics', description: 'Grow fresh food indoors and on rooftops with simple hydroponic systems.' },
  { slug: 'grant-gold', title: 'Grant Gold', description: 'Find, write and win grants for your farm or community garden.' },
  { slug: 'seeds-of-wealth', title: 'Seeds of Wealth', description: 'Turn a growing operation into a lasting family and community business.' },
  { slug: 'desert-to-oasis', title: 'Desert to Oasis', description: 'Build soil and save water to grow food in dry, hot places.' },
];

export const FREE_GUIDES: readonly GuideEntry[] = [
  { slug: 'seeds-of-change', title: 'Seeds of Change', description: 'How community farming changes neighbourhoods, one garden at a time.' },
  { slug: 'sustainable-food', title: 'Sustainable Food', description: 'Practical steps toward a local, sustainable food system.' },
  { slug: 'growing-minds', title: 'Growing Minds', description: 'Garden-based learning activities for young growers.' },
  { slug: 'cooperative-living', title: 'Cooperative Living', description: 'Start and run a food co-operative with your neighbours.' },
];

/** Teacher and student editions: not in the active store, so their text lives here. */
export const TEACHER_GUIDES: readonly GuideEntry[] = [
  {
    slug: 'growing-minds-education',
    title: 'Growing Minds: Education Edition',
    description: 'Lesson plans and student worksheets for garden-based learning in the classroom.',
  },
  {
    slug: 'cooperative-living-guide',
    title: 'Cooperative Living: Teacher & Student Guide',
    description: 'Classroom activities on co-operatives, shared work and community economics.',
  },
];

/** Where a guide's download opens. */
export function guideDownloadUrl(slug: string): string {
  return `/api/download/${encodeURIComponent(slug)}`;
}

export function guideCover(slug: string): string {
  return `/covers/${encodeURIComponent(slug)}.svg`;
}

const PRICE_BY_KIND: Record<GuideKind, string> = {
  premium: PREMIUM_GUIDE_PRICE,
  free: 'FREE',
  teacher: TEACHER_GUIDE_PRICE,
};

/** The guides of one kind, with the store's title and description where it has the slug. */
export function buildGuides(kind: GuideKind, entries: readonly GuideEntry[], products: readonly Product[] = []): Guide[] {
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  return entries.map((entry) => {
    const product = kind === 'teacher' ? undefined : bySlug.get(entry.slug);
    return {
      slug: entry.slug,
      title: product?.name || entry.title,
      description: product?.description || entry.description,
      kind,
      price: PRICE_BY_KIND[kind],
      cover: product?.imageUrl || guideCover(entry.slug),
    };
  });
}
