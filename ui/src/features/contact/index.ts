/** Contact (the server's src/contact): the Contact Us page and its message form. */
export { default as ContactPage } from './components/contact-page';
export type { ContactMessage } from './types';
// The admin screens (the dashboard's Inbox tab) are their own folder's.
export * from './admin';
