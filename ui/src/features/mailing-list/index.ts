/**
 * Mailing list (the server's src/mailing_list): the home page's sign-up form and the page the
 * emails' confirm and unsubscribe links land on.
 */
export { SubscribeForm } from './components/subscribe-form';
export { default as MailingListPage } from './components/mailing-list-page';
export type { MailingListOutcome } from './utils/outcome';
// The admin screens (the dashboard's Inbox tab) are their own folder's.
export * from './admin';
