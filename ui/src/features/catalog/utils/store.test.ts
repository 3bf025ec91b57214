import { makeProduct } from '@/test/catalog';
import {
  ALL_CATEGORIES,
  displayPrice,
  emptyState,
  filterProducts,
  groupByCategory,
  productAction,
  stockLabel,
  tabCounts,
} from './store';

const soil = makeProduct({ id: 1, name: 'Soil Secrets', description: 'Build living SOIL.', category: 'Guides', featured: true });
const hydro = makeProduct({ id: 2, name: 'Urban Hydroponics', description: 'Grow indoors.', category: 'Courses' });
const hidden = makeProduct({ id: 3, name: 'Soil Draft', status: 'inactive', category: 'Guides' });
const all = [soil, hydro, hidden];

describe('filterProducts', () => {
  it('shows only active products', () => {
    expect(filterProducts(all, { search: '', category: ALL_CATEGORIES })).toEqual([soil, hydro]);
  });

  it('searches name or description, ignoring case and surrounding spaces', () => {
    expect(filterProducts(all, { search: '  soil ', category: ALL_CATEGORIES })).toEqual([soil]);
    expect(filterProducts(all, { search: 'INDOORS', category: ALL_CATEGORIES })).toEqual([hydro]);
    expect(filterProducts(all, { search: 'tractor', category: ALL_CATEGORIES })).toEqual([]);
  });

  it('matches the category by name', () => {
    expect(filterProducts(all, { search: '', category: 'Courses' })).toEqual([hydro]);
    expect(filterProducts(all, { search: 'soil', category: 'Courses' })).toEqual([]);
  });
});

describe('tabCounts', () => {
  it('counts the filtered list and its featured products', () => {
    expect(tabCounts([soil, hydro])).toEqual({ all: 2, featured: 1 });
    expect(tabCounts([])).toEqual({ all: 0, featured: 0 });
  });
});

describe('groupByCategory', () => {
  it('follows the server category order, then first appearance, and drops empty groups', () => {
    const seeds = makeProduct({ id: 4, category: 'Seeds' });
    expect(groupByCategory([soil, seeds, hydro], ['Courses', 'Empty', 'Guides'])).toEqual([
      { category: 'Courses', products: [hydro] },
      { category: 'Guides', products: [soil] },
      { category: 'Seeds', products: [seeds] },
    ]);
  });
});

describe('emptyState', () => {
  it('says nothing has been added when the server list is empty', () => {
    expect(emptyState('all', 0, [])).toEqual({ title: 'No Products Found', text: 'No products have been added to the store yet' });
    expect(emptyState('category', 0, [])?.title).toBe('No Products Found');
  });

  it('suggests changing the filters when products exist but none match', () => {
    expect(emptyState('all', 3, [])).toEqual({ title: 'No Products Found', text: 'Try adjusting your search or filter criteria' });
  });

  it('explains featured products are chosen by the administrator', () => {
    expect(emptyState('featured', 2, [hydro])).toEqual({
      title: 'No Featured Products',
      text: 'Featured products will appear here when marked by the store administrator',
    });
    expect(emptyState('featured', 2, [soil])).toBeNull();
    expect(emptyState('all', 2, [hydro])).toBeNull();
  });
});

describe('displayPrice', () => {
  it.each([
    ['FREE', 'FREE'],
    ['free', 'FREE'],
    ['Coming Soon', 'Coming Soon'],
    ['Price: coming soon!', 'Coming Soon'],
    ['39.99', '$39.99'],
    ['$19.99', '$19.99'],
  ])('%s → %s', (price, shown) => {
    expect(displayPrice(price)).toBe(shown);
  });
});

describe('stockLabel', () => {
  it('shows the count only above 0', () => {
    expect(stockLabel(5)).toBe('5 in stock');
    expect(stockLabel(0)).toBeNull();
    expect(stockLabel(-1)).toBeNull();
  });
});

describe('productAction', () => {
  type ActionInput = Parameters<typeof productAction>[0];
  const item = (fields: Pick<ActionInput, 'id' | 'paymentType' | 'externalLink'> & Partial<ActionInput>): ActionInput => ({
    inventory: -1,
    downloadUrl: fields.paymentType === 'free_download' ? `/api/download/${fields.id}` : null,
    ...fields,
  });

  it('buys stripe products through checkout', () => {
    expect(productAction(item({ id: 7, paymentType: 'stripe', externalLink: null }))).toEqual({
      kind: 'buy',
      label: 'Buy Now',
      href: '/checkout?product=7',
    });
  });

  it('sends free downloads to the free download page', () => {
    expect(productAction(item({ id: 8, paymentType: 'free_download', externalLink: null }))).toEqual({
      kind: 'download',
      label: 'Download Free',
      href: '/download-free?product=8',
    });
  });

  it('opens safe external links only', () => {
    expect(productAction(item({ id: 9, paymentType: 'external_link', externalLink: 'https://example.org/x' }))).toEqual({
      kind: 'external',
      label: 'Learn More',
      href: 'https://example.org/x',
    });
    expect(productAction(item({ id: 9, paymentType: 'external_link', externalLink: 'javascript:alert(1)' })).kind).toBe('disabled');
    expect(productAction(item({ id: 9, paymentType: 'external_link', externalLink: null })).kind).toBe('disabled');
  });

  it('shows sold-out stripe products and free products without a file as unavailable', () => {
    expect(productAction(item({ id: 7, paymentType: 'stripe', externalLink: null, inventory: 0 }))).toEqual({
      kind: 'disabled',
      label: 'Sold Out',
    });
    expect(productAction(item({ id: 7, paymentType: 'stripe', externalLink: null, inventory: 3 })).kind).toBe('buy');
    expect(productAction(item({ id: 8, paymentType: 'free_download', externalLink: null, downloadUrl: null }))).toEqual({
      kind: 'disabled',
      label: 'Not Available Yet',
    });
  });

  it('disables coming-soon products', () => {
    expect(productAction(item({ id: 10, paymentType: 'coming_soon', externalLink: null }))).toEqual({
      kind: 'disabled',
      label: 'Coming Soon',
    });
  });
});
