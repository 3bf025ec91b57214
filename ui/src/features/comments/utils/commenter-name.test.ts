import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMENTER_NAME_KEY, loadCommenterName, saveCommenterName } from './commenter-name';

afterEach(() => window.localStorage.clear());

describe('commenter name', () => {
  it('is remembered trimmed and at most 60 characters', () => {
    expect(loadCommenterName()).toBe('');
    saveCommenterName('  Ama  ');
    expect(window.localStorage.getItem(COMMENTER_NAME_KEY)).toBe('Ama');
    expect(loadCommenterName()).toBe('Ama');
    saveCommenterName('x'.repeat(80));
    expect(loadCommenterName()).toHaveLength(60);
  });

  it('is simply not remembered when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => saveCommenterName('Ama')).not.toThrow();
    expect(loadCommenterName()).toBe('');
  });
});
