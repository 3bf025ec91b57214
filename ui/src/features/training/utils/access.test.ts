import { describe, expect, it } from 'vitest';
import { isAuthError } from './access';

describe('isAuthError', () => {
  it('is true for 401 and 403 only', () => {
    expect(isAuthError(new Error('401: {"error":"Not signed in"}'))).toBe(true);
    expect(isAuthError(new Error('403: {"error":"Admins only"}'))).toBe(true);
    expect(isAuthError(new Error('404: {"error":"Not found"}'))).toBe(false);
    expect(isAuthError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAuthError(null)).toBe(false);
  });
});
