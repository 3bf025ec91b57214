import { makeProduct } from '@/test/catalog';
import { FREE_GUIDES, PREMIUM_GUIDES, TEACHER_GUIDES, buildGuides, guideDownloadUrl } from './guides';

describe('buildGuides', () => {
  it('keeps the four premium, four free and two teacher guides of the seed', () => {
    expect(PREMIUM_GUIDES.map((g) => g.slug)).toEqual(['urban-hydroponics', 'grant-gold', 'seeds-of-wealth', 'desert-to-oasis']);
    expect(FREE_GUIDES.map((g) => g.slug)).toEqual(['seeds-of-change', 'sustainable-food', 'growing-minds', 'cooperative-living']);
    expect(TEACHER_GUIDES.map((g) => g.slug)).toEqual(['growing-minds-education', 'cooperative-living-guide']);
  });

  it('prices premium guides at $39.99, free at FREE and teacher guides at $19.99', () => {
    expect(buildGuides('premium', PREMIUM_GUIDES).every((g) => g.price === '$39.99')).toBe(true);
    expect(buildGuides('free', FREE_GUIDES).every((g) => g.price === 'FREE')).toBe(true);
    expect(buildGuides('teacher', TEACHER_GUIDES).every((g) => g.price === '$19.99')).toBe(true);
  });

  it('takes the title and description from the store product with the same slug', () => {
    const store = [makeProduct({ slug: 'seeds-of-change', name: 'Seeds of Change: A Field Guide', description: 'From the store.' })];
    const [first, second] = buildGuides('free', FREE_GUIDES, store);
    expect(first).toMatchObject({ title: 'Seeds of Change: A Field Guide', description: 'From the store.', cover: '/covers/seeds-of-change.svg' });
    expect(second).toMatchObject({ title: 'Sustainable Food', cover: '/covers/sustainable-food.svg' });
  });

  it('uses the store image as the cover when there is one', () => {
    const store = [makeProduct({ slug: 'grant-gold', imageUrl: '/media/grant.png' })];
    expect(buildGuides('premium', PREMIUM_GUIDES, store)[1].cover).toBe('/media/grant.png');
  });
});

describe('guideDownloadUrl', () => {
  it('points at the download endpoint by slug', () => {
    expect(guideDownloadUrl('growing-minds')).toBe('/api/download/growing-minds');
  });
});
