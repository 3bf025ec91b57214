import type { Product } from '@/features/catalog';
import type { CheckoutItem } from '../types';

/** Navigation state a page may pass to /checkout (seed 002 §2). */
export function itemFromState(state: unknown): CheckoutItem | null {
  if (!state || typeof state !== 'object') return null;
  const { bookId, title, price } = state as Record<string, unknown>;
  if ((typeof bookId !== 'number' && typeof bookId !== 'string') || typeof title !== 'string') return null;
  const text = typeof price === 'number' ? price.toFixed(2) : typeof price === 'string' ? price : '';
  return { bookId, title, price: text, isFree: isFreePrice(text) };
}

/** A store product as a checkout item. */
export function itemFromProduct(product: Product): CheckoutItem {
  return { bookId: product.id, title: product.name, price: product.price, isFree: isFreePrice(product.price) };
}

/** "FREE", "0" or "0.00" cost nothing; anything that is not a number is not for sale. */
export function isFreePrice(price: string): boolean {
  const text = price.trim().toUpperCase();
  return text === 'FREE' || (/^\d+(\.\d+)?$/.test(text) && Number(text) === 0);
}

/** "$39.99" for a numeric price text. */
export function formatPrice(price: string): string {
  const n = Number(price.replace(/^\$/, ''));
  return Number.isFinite(n) ? `$${n.toFixed(2)}` : price;
}

/** The id in `?product=…`, when it is one. */
export function productIdParam(raw: string | null): string | null {
  const id = raw?.trim() ?? '';
  return /^\d+$/.test(id) ? id : null;
}
