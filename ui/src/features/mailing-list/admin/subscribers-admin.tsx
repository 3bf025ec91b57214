import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { SUBSCRIBERS_CSV_URL, useAdminSubscribers, useDeleteSubscriber } from './api/subscribers-admin';
import type { Subscriber } from './types';
import { pendingSentence, subscribersSummary } from './utils/subscribers';
import '@/components/admin.css';

/** The mailing list: confirmed subscribers, how many wait for confirmation, delete, CSV. */
export function SubscribersAdmin() {
  const subscribers = useAdminSubscribers();
  const remove = useDeleteSubscriber();

  function onDelete(subscriber: Subscriber) {
    if (!window.confirm(`Delete ${subscriber.email} from the mailing list? They will get no more emails. This cannot be undone.`)) return;
    remove.mutate(subscriber.id, {
      onSuccess: () => toast({ title: 'Subscriber deleted', description: `${subscriber.email} was removed from the mailing list.` }),
      onError: (err) => toast({ title: 'Failed to delete the subscriber', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="admin-subscribers-title" className="admin-subsection">
      <div className="admin-section-head">
        <h3 id="admin-subscribers-title">Subscribers</h3>
        <a className="btn btn--secondary" href={SUBSCRIBERS_CSV_URL} download>
          Download CSV
        </a>
      </div>
      <p className="admin-muted">
        The mailing list. Only people who clicked the link in the confirmation email are listed; unconfirmed sign-ups are
        deleted after 7 days.
      </p>
      <QueryState query={subscribers} what="subscribers">
        {(data) => {
          const pending = pendingSentence(data.pending);
          return (
            <>
              {pending && <p>{pending}</p>}
              {data.subscribers.length === 0 ? (
                <p className="admin-empty">No confirmed subscribers yet.</p>
              ) : (
                <>
                  <p>{subscribersSummary(data.total)}</p>
                  <div className="table-scroll">
                    <table className="admin-table">
                      <caption className="visually-hidden">Confirmed subscribers</caption>
                      <thead>
                        <tr>
                          <th scope="col">Email</th>
                          <th scope="col">Signed up</th>
                          <th scope="col">Confirmed</th>
                          <th scope="col">
                            <span className="visually-hidden">Actions</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.subscribers.map((subscriber) => (
                          <tr key={subscriber.id}>
                            <td>{subscriber.email}</td>
                            <td>
                              <time dateTime={subscriber.createdAt}>{formatDate(subscriber.createdAt)}</time>
                            </td>
                            <td>
                              {subscriber.confirmedAt ? (
                                <time dateTime={subscriber.confirmedAt}>{formatDate(subscriber.confirmedAt)}</time>
                              ) : (
                                '—'
                              )}
                            </td>
                            <td>
                              <button
                                type="button"
                                className="btn btn--danger"
                                aria-label={`Delete ${subscriber.email}`}
                                disabled={remove.isPending && remove.variables === subscriber.id}
                                onClick={() => onDelete(subscriber)}
                              >
                                Delete
                              </button>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
