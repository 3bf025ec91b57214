import type { Comment, ThreadComment } from '../types';

/**
 * Assembles the flat, oldest-first list into top-level comments with their replies (one
 * level deep, seed 001 §3), both in the server's order. A reply whose parent is not in the
 * list (hidden, or itself a reply) is left out: shown on its own it would lose its context.
 * A deleted comment stays only while it has replies to give context to.
 */
export function buildThread(comments: readonly Comment[]): ThreadComment[] {
  const topLevel = new Map<number, ThreadComment>();
  const thread: ThreadComment[] = [];
  for (const comment of comments) {
    if (comment.parentid !== null) continue;
    const entry: ThreadComment = { ...comment, replies: [] };
    topLevel.set(comment.id, entry);
    thread.push(entry);
  }
  for (const comment of comments) {
    if (comment.parentid === null) continue;
    topLevel.get(comment.parentid)?.replies.push(comment);
  }
  return thread.filter((comment) => !comment.deleted || comment.replies.length > 0);
}
