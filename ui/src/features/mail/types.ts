/** An email in the outbox (`GET /api/admin/outbox`). */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: 'unsent' | 'sent';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** `GET /api/admin/outbox`: every email the site has written, and whether SMTP is set up. */
export interface Outbox {
  smtpConfigured: boolean;
  emails: OutboxEmail[];
}
