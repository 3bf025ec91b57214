/**
 * Comments (the server's src/comments): the Daily Farm Wisdom discussion the Community
 * Griot's video card shows.
 */
export { Discussion } from './components/discussion';
export type { Comment, CommentDay, CommentStatus } from './types';
// The admin screens (the dashboard's Inbox tab) are their own folder's.
export * from './admin';
