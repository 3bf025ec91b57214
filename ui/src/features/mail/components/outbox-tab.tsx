import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useOutbox, useSendNow } from '../api/outbox';
import type { OutboxEmail } from '../types';
import '@/components/admin.css';
import './outbox.css';

/** Receipts and link emails: what was sent, what waits, and why. */
export function OutboxTab() {
  const outbox = useOutbox();
  return (
    <section aria-labelledby="outbox-title">
      <div className="admin-section-head">
        <h2 id="outbox-title">Outbox</h2>
      </div>
      <QueryState query={outbox} what="emails">
        {(data) => (
          <>
            {!data.smtpConfigured && (
              <p className="alert admin-note" role="status">
                Email sending is not set up, so these emails are waiting here. Set <code>FARMSTAND_SMTP_URL</code> and
                restart farmstand to send them; nothing is lost meanwhile. You can also forward a receipt by hand.
              </p>
            )}
            {data.emails.length === 0 ? (
              <p className="admin-empty">No emails yet</p>
            ) : (
              <ul className="outbox-list">
                {data.emails.map((email) => (
                  <OutboxItem key={email.id} email={email} canSend={data.smtpConfigured} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function OutboxItem({ email, canSend }: { email: OutboxEmail; canSend: boolean }) {
  const sendNow = useSendNow();
  return (
    <li className="outbox-item">
      <div className="outbox-item__head">
        <div>
          <strong>{email.subject}</strong>
          <div className="admin-muted">
            To {email.to} · written <time dateTime={email.createdAt}>{formatDate(email.createdAt)}</time>
          </div>
        </div>
        <span className={`badge badge--${email.status === 'sent' ? 'paid' : 'pending'}`}>{email.status}</span>
      </div>
      {email.status === 'sent' && email.sentAt && (
        <p className="admin-muted">
          Sent <time dateTime={email.sentAt}>{formatDate(email.sentAt)}</time>
        </p>
      )}
      {email.status === 'unsent' && email.attempts > 0 && (
        <p className="admin-muted">
          {email.attempts} failed {email.attempts === 1 ? 'attempt' : 'attempts'}
          {email.lastError ? `: ${email.lastError}` : ''}
        </p>
      )}
      <details>
        <summary>Read the email</summary>
        <pre className="outbox-item__text">{email.text}</pre>
      </details>
      {email.status === 'unsent' && canSend && (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={sendNow.isPending}
          onClick={() =>
            sendNow.mutate(email.id, {
              onSuccess: () => toast({ title: 'Sending', description: `The email to ${email.to} is being sent.` }),
              onError: (err) => toast({ title: 'Could not send', description: errorMessage(err), variant: 'destructive' }),
            })
          }
        >
          {sendNow.isPending ? 'Sending…' : 'Send now'}
        </button>
      )}
    </li>
  );
}
