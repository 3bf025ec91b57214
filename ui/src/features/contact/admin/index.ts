/**
 * The contact feature's admin screens (the dashboard's Inbox tab composes them): the messages,
 * and the unread count the Inbox shows on the Messages tab.
 */
export { MessagesAdmin } from './messages-admin';
export { useAdminMessages } from './api/messages-admin';
export { messagesLabel } from './utils/messages';
