import { useQuery } from '@tanstack/react-query';
import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { getSiteQueryOptions } from '@/features/site';
import { MESSAGES_CSV_URL, useAdminMessages, useDeleteMessage, useMarkMessageRead } from './api/messages-admin';
import type { AdminMessage } from './types';
import { messagesSummary, replyHref, replySubject } from './utils/messages';
import '@/components/admin.css';
import './contact-admin.css';

/** Messages from the contact form, newest first: read state, a reply by email, delete, CSV. */
export function MessagesAdmin() {
  const messages = useAdminMessages();
  const site = useQuery(getSiteQueryOptions());
  const subject = replySubject(site.data?.organizationName);
  return (
    <section aria-labelledby="admin-messages-title" className="admin-subsection">
      <div className="admin-section-head">
        <h3 id="admin-messages-title">Messages</h3>
        <a className="btn btn--secondary" href={MESSAGES_CSV_URL} download>
          Download CSV
        </a>
      </div>
      <p className="admin-muted">Sent through the Contact page; each one is also emailed to the farm.</p>
      <QueryState query={messages} what="messages">
        {(data) =>
          data.messages.length === 0 ? (
            <p className="admin-empty">No messages yet.</p>
          ) : (
            <>
              <p>{messagesSummary(data.total, data.unread)}</p>
              <ul className="admin-item-list" aria-label="Messages">
                {data.messages.map((message) => (
                  <MessageItem key={message.id} message={message} subject={subject} />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function MessageItem({ message, subject }: { message: AdminMessage; subject: string }) {
  const mark = useMarkMessageRead();
  const remove = useDeleteMessage();
  const { name } = message;
  const busy = mark.isPending || remove.isPending;

  function onMark() {
    mark.mutate(
      { id: message.id, read: !message.read },
      { onError: (err) => toast({ title: 'Failed to update the message', description: errorMessage(err), variant: 'destructive' }) },
    );
  }

  function onDelete() {
    if (!window.confirm(`Delete the message from ${name}? This cannot be undone.`)) return;
    remove.mutate(message.id, {
      onSuccess: () => toast({ title: 'Message deleted', description: `The message from ${name} was deleted.` }),
      onError: (err) => toast({ title: 'Failed to delete the message', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <li className={`card admin-item contact-message${message.read ? '' : ' contact-message--unread'}`}>
      <div>
        <p className="contact-message__meta">
          {!message.read && <span className="badge badge--pending">Unread</span>} <strong>{name}</strong> · {message.email} ·{' '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className="contact-message__text">{message.message}</p>
      </div>
      <div className="btn-row">
        <a className="btn btn--primary" href={replyHref(message.email, subject)} aria-label={`Reply by email to ${name}`}>
          Reply by email
        </a>
        <button type="button" className="btn btn--secondary" aria-label={`${message.read ? 'Mark unread' : 'Mark read'}: message from ${name}`} disabled={busy} onClick={onMark}>
          {message.read ? 'Mark unread' : 'Mark read'}
        </button>
        <button type="button" className="btn btn--danger" aria-label={`Delete message from ${name}`} disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}
