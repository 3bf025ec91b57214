/** The mailing list's admin screen (the dashboard's Inbox tab composes it): the subscribers. */
export { SubscribersAdmin } from './subscribers-admin';
