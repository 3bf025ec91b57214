import { describe, expect, it } from 'vitest';
import type { Comment } from '../types';
import { buildThread } from './thread';

function c(id: number, parentid: number | null = null, extra: Partial<Comment> = {}): Comment {
  return {
    id,
    content: `c${id}`,
    commenter_name: `n${id}`,
    createdat: '2026-11-23T10:00:00Z',
    likes: 0,
    parentid,
    liked: false,
    status: 'visible',
    editableUntil: null,
    deleted: false,
    ...extra,
  };
}

const shape = (comments: Comment[]) => buildThread(comments).map((t) => [t.id, t.replies.map((r) => r.id)]);

describe('buildThread', () => {
  it('puts replies under their parent, in the order given', () => {
    expect(shape([c(1), c(2), c(3, 1), c(4, 2), c(5, 1)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
  });

  it('finds a parent listed after its reply', () => {
    expect(shape([c(3, 1), c(1)])).toEqual([[1, [3]]]);
  });

  it('leaves out replies to missing comments and replies to replies', () => {
    expect(shape([c(1), c(2, 99), c(3, 1), c(4, 3)])).toEqual([[1, [3]]]);
  });

  it('keeps a deleted comment only while it has replies', () => {
    expect(shape([c(1, null, { deleted: true }), c(2, null, { deleted: true }), c(3, 2)])).toEqual([[2, [3]]]);
  });

  it('does not change the list it was given', () => {
    const list = [c(1), c(2, 1)];
    buildThread(list);
    expect(list[0]).not.toHaveProperty('replies');
  });
});
