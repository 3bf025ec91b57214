import { describe, expect, it } from 'vitest';
import { BUILT_IN_POSTS, builtInPostFor, builtInPostIndex, daysSince2025 } from './fallback-posts';

describe('built-in daily posts', () => {
  it('has three real posts, each with paragraphs and tips', () => {
    expect(BUILT_IN_POSTS).toHaveLength(3);
    for (const post of BUILT_IN_POSTS) {
      expect(post.title).not.toBe('');
      expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(post.tips.length).toBeGreaterThan(0);
    }
    expect(new Set(BUILT_IN_POSTS.map((p) => p.slug)).size).toBe(3);
  });

  it('counts days from 2025-01-01 by the local calendar', () => {
    expect(daysSince2025(new Date(2025, 0, 1, 0, 0))).toBe(0);
    expect(daysSince2025(new Date(2025, 0, 1, 23, 59))).toBe(0);
    expect(daysSince2025(new Date(2025, 0, 2, 0, 1))).toBe(1);
    expect(daysSince2025(new Date(2026, 0, 1))).toBe(365);
    // Across a daylight-saving change (March in most northern time zones).
    expect(daysSince2025(new Date(2025, 2, 31, 12))).toBe(89);
  });

  it('shows the first post on 2025-01-01 itself and rotates daily, modulo 3', () => {
    expect(builtInPostIndex(new Date(2025, 0, 1))).toBe(0);
    expect(builtInPostIndex(new Date(2025, 0, 2))).toBe(1);
    expect(builtInPostIndex(new Date(2025, 0, 3))).toBe(2);
    expect(builtInPostIndex(new Date(2025, 0, 4))).toBe(0);
    expect(builtInPostFor(new Date(2025, 0, 1, 9))).toBe(BUILT_IN_POSTS[0]);
  });

  it('picks by the same rule on a later date', () => {
    // 2026-11-23 is 691 days after 2025-01-01; 691 mod 3 = 1.
    expect(daysSince2025(new Date(2026, 10, 23))).toBe(691);
    expect(builtInPostIndex(new Date(2026, 10, 23, 18, 30))).toBe(1);
    expect(builtInPostFor(new Date(2026, 10, 23))).toBe(BUILT_IN_POSTS[1]);
    // And before 2025 the rotation still lands on a post.
    expect(builtInPostIndex(new Date(2024, 11, 31))).toBe(2);
  });
});
