/** Mail (the server's src/mail): the admin's outbox. */
export { OutboxTab } from './components/outbox-tab';
export type { Outbox, OutboxEmail } from './types';
