/** Leads (the server's src/leads): the free guides page, which sends the guides for a first name and email. */
export { default as FreeGuidesPage } from './components/free-guides-page';
export type { FreeGuide, Lead } from './types';
// The admin screens (the dashboard's Inbox tab) are their own folder's.
export * from './admin';
