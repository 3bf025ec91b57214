/**
 * Pure store logic (seed 000 §2 store page, §5): which products show, how they are counted,
 * grouped and priced, and which button each one gets.
 */
import { paths } from '@/app/paths';
import { isSafeExternalUrl } from '@/features/site';
import type { Product } from '../types';

/** The category dropdown's "every category" value. */
export const ALL_CATEGORIES = '';

export type StoreTab = 'all' | 'featured' | 'category';

export interface StoreFilter {
  search: string;
  /** A category name, or `ALL_CATEGORIES`. */
  category: string;
}

/** Only active products are shown to visitors. */
export function visibleProducts(products: readonly Product[]): Product[] {
  return products.filter((p) => p.status === 'active');
}

/** Case-insensitive search on name or description, then the category filter (by name). */
export function filterProducts(products: readonly Product[], { search, category }: StoreFilter): Product[] {
  const needle = search.trim().toLowerCase();
  return visibleProducts(products).filter(
    (p) =>
      (!needle || p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)) &&
      (category === ALL_CATEGORIES || p.category === category),
  );
}

export function featuredProducts(products: readonly Product[]): Product[] {
  return products.filter((p) => p.featured);
}

/** Counts shown on the tabs: "All Products (N)" and "Featured (N)". */
export function tabCounts(filtered: readonly Product[]): { all: number; featured: number } {
  return { all: filtered.length, featured: featuredProducts(filtered).length };
}

export interface CategoryGroup {
  category: string;
  products: Product[];
}

/**
 * Products grouped under their category. Groups follow `order` (the server's category list),
 * then any other category in order of first appearance; empty groups are left out.
 */
export function groupByCategory(products: readonly Product[], order: readonly string[] = []): CategoryGroup[] {
  const groups = new Map<string, Product[]>();
  for (const name of order) groups.set(name, []);
  for (const product of products) {
    const name = product.category || 'Uncategorised';
    const list = groups.get(name);
    if (list) list.push(product);
    else groups.set(name, [product]);
  }
  return Array.from(groups, ([category, list]) => ({ category, products: list })).filter((g) => g.products.length > 0);
}

export interface EmptyState {
  title: string;
  text: string;
}

/** The empty state of a tab, or null when it has products to show. */
export function emptyState(tab: StoreTab, serverCount: number, filtered: readonly Product[]): EmptyState | null {
  if (tab === 'featured') {
    return featuredProducts(filtered).length > 0
      ? null
      : { title: 'No Featured Products', text: 'Featured products will appear here when marked by the store administrator' };
  }
  if (filtered.length > 0) return null;
  return {
    title: 'No Products Found',
    text: serverCount === 0 ? 'No products have been added to the store yet' : 'Try adjusting your search or filter criteria',
  };
}

/** "FREE", "Coming Soon" (when the text contains it) or "$<price>". */
export function displayPrice(price: string): string {
  const text = price.trim();
  if (/coming soon/i.test(text)) return 'Coming Soon';
  if (text.toUpperCase() === 'FREE') return 'FREE';
  return text.startsWith('$') ? text : `$${text}`;
}

/** "N in stock" when the inventory is above 0 (-1 means unlimited: nothing shown). */
export function stockLabel(inventory: number): string | null {
  return inventory > 0 ? `${inventory} in stock` : null;
}

export type ProductAction =
  | { kind: 'buy'; label: 'Buy Now'; href: string }
  | { kind: 'download'; label: 'Download Free'; href: string }
  | { kind: 'external'; label: 'Learn More'; href: string }
  | { kind: 'disabled'; label: string };

/** The button a product gets, by payment type. */
export function productAction(
  product: Pick<Product, 'id' | 'paymentType' | 'externalLink' | 'inventory' | 'downloadUrl'>,
): ProductAction {
  switch (product.paymentType) {
    case 'stripe':
      return product.inventory === 0
        ? { kind: 'disabled', label: 'Sold Out' }
        : { kind: 'buy', label: 'Buy Now', href: `${paths.checkout}?product=${product.id}` };
    case 'free_download':
      return product.downloadUrl
        ? { kind: 'download', label: 'Download Free', href: `${paths.downloadFree}?product=${product.id}` }
        : { kind: 'disabled', label: 'Not Available Yet' };
    case 'external_link':
      // NOTE: only http(s) links open; anything else (javascript:, empty) is not linked.
      return product.externalLink && isSafeExternalUrl(product.externalLink)
        ? { kind: 'external', label: 'Learn More', href: product.externalLink }
        : { kind: 'disabled', label: 'Unavailable' };
    default:
      return { kind: 'disabled', label: 'Coming Soon' };
  }
}
