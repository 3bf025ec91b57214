/**
 * The comments feature's admin screens (the dashboard's Inbox tab composes them): moderation
 * of the Daily Farm Wisdom discussion, the blocklist and the blocked visitors.
 */
export { ModerationAdmin } from './moderation-admin';
