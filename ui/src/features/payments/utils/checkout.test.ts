import { describe, expect, it } from 'vitest';
import { formatPrice, isFreePrice, itemFromState, productIdParam } from './checkout';

describe('checkout items', () => {
  it('reads navigation state with a number or text price', () => {
    expect(itemFromState({ bookId: 4, title: 'Grant Gold', price: 39.99 })).toEqual({
      bookId: 4,
      title: 'Grant Gold',
      price: '39.99',
      isFree: false,
    });
    expect(itemFromState({ bookId: 'seeds-of-change', title: 'Seeds', price: 'FREE' })?.isFree).toBe(true);
  });

  it('refuses missing or malformed state', () => {
    expect(itemFromState(null)).toBeNull();
    expect(itemFromState({ title: 'No id' })).toBeNull();
    expect(itemFromState({ bookId: {}, title: 'x' })).toBeNull();
  });

  it('knows what is free and formats prices', () => {
    expect(isFreePrice('FREE')).toBe(true);
    expect(isFreePrice('0.00')).toBe(true);
    expect(isFreePrice('39.99')).toBe(false);
    expect(isFreePrice('Coming Soon')).toBe(false);
    expect(formatPrice('39.9')).toBe('$39.90');
    expect(formatPrice('Coming Soon')).toBe('Coming Soon');
  });

  it('accepts only numeric product ids', () => {
    expect(productIdParam(' 12 ')).toBe('12');
    expect(productIdParam('12abc')).toBeNull();
    expect(productIdParam(null)).toBeNull();
  });
});
