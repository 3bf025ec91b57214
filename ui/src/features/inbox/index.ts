/**
 * The dashboard's Inbox tab: what visitors sent — comments to moderate, contact messages,
 * free-guide requests and mailing-list sign-ups. Each section lives in the feature it manages
 * (comments, contact, leads, mailing-list); this feature only arranges them.
 */
export { InboxTab } from './components/inbox-tab';
