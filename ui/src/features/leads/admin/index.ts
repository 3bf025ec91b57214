/** The leads feature's admin screen (the dashboard's Inbox tab composes it): free-guide requests. */
export { LeadsAdmin } from './leads-admin';
