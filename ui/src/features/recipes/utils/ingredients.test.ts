import { describe, expect, it } from 'vitest';
import { addIngredient, canGenerate } from './ingredients';

describe('the ingredient list', () => {
  it('trims and ignores blanks and repeats (seed 001 §5)', () => {
    expect(addIngredient([], '  okra ')).toEqual(['okra']);
    expect(addIngredient(['okra'], 'OKRA')).toEqual(['okra']);
    expect(addIngredient(['okra'], '   ')).toEqual(['okra']);
  });

  it('stops at 30 ingredients', () => {
    const full = Array.from({ length: 30 }, (_, i) => `item ${i}`);
    expect(addIngredient(full, 'one more')).toBe(full);
  });

  it('needs an ingredient and a cuisine', () => {
    expect(canGenerate([], 'indian')).toBe(false);
    expect(canGenerate(['okra'], '')).toBe(false);
    expect(canGenerate(['okra'], 'indian')).toBe(true);
  });
});
