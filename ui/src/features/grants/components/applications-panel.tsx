import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { useUpdateApplication } from '../api/grants';
import type { GrantApplication } from '../types';
import { DEADLINE_LABELS, STATUS_LABELS, historyView } from '../utils/grants';

function ApplicationRow({ app }: { app: GrantApplication }) {
  const update = useUpdateApplication();
  const [next, setNext] = useState('');
  const [note, setNote] = useState('');
  const updated = new Date(app.lastUpdated).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <li className="grant-app">
      <h3>{app.grantTitle}</h3>
      <p>
        <span className={`grant-app__status grant-app__status--${app.status}`}>{STATUS_LABELS[app.status] ?? app.status}</span> · updated {updated}
      </p>
      {app.deadline && (
        <p className="grant-app__deadline">
          {app.deadlineStatus && <span className={`grant-status grant-status--${app.deadlineStatus}`}>{DEADLINE_LABELS[app.deadlineStatus]}</span>} {app.deadline}
        </p>
      )}
      <details>
        <summary>Notes and status ({app.notes.length})</summary>
        <ul className="grant-app__notes">
          {app.notes.map((n, i) => (
            <li key={i}>
              <span className="grant-app__note-date">{n.date}</span> {n.text}
            </li>
          ))}
        </ul>
        <form
          className="form grant-app__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!next && !note.trim()) return;
            update.mutate(
              { id: app.id, status: next || undefined, note: note.trim() || undefined },
              {
                onSuccess: () => {
                  setNext('');
                  setNote('');
                },
              },
            );
          }}
        >
          {app.nextStatuses.length > 0 && (
            <div className="field">
              <label htmlFor={`app-status-${app.id}`}>Move to</label>
              <select id={`app-status-${app.id}`} className="input" value={next} onChange={(e) => setNext(e.target.value)}>
                <option value="">Keep {STATUS_LABELS[app.status] ?? app.status}</option>
                {app.nextStatuses.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s] ?? s}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor={`app-note-${app.id}`}>Add a note</label>
            <input id={`app-note-${app.id}`} className="input" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <button type="submit" className="btn btn--secondary" disabled={update.isPending || (!next && !note.trim())}>
            Save
          </button>
          {update.isError && (
            <p className="alert" role="alert">
              {errorMessage(update.error)}
            </p>
          )}
        </form>
      </details>
    </li>
  );
}

/** Your Applications (seed 001 §2, §9): the first 5, then "and n more". */
export function ApplicationsPanel({ history }: { history: UseQueryResult<GrantApplication[]> }) {
  const [showAll, setShowAll] = useState(false);
  const entries = history.data ?? [];
  const { visible, more } = historyView(entries, showAll ? entries.length : undefined);
  return (
    <section className="card grant-apps" aria-labelledby="grant-apps-title">
      <h2 id="grant-apps-title">Your Applications</h2>
      {history.isLoading && <p role="status">Loading your applications…</p>}
      {history.isError && (
        <p className="alert" role="alert">
          {errorMessage(history.error, 'Your applications could not be loaded.')}
        </p>
      )}
      {history.data && entries.length === 0 && <p>Nothing tracked yet. Press Track Application on a grant to follow it here.</p>}
      <ul className="grant-apps__list">
        {visible.map((app) => (
          <ApplicationRow key={app.id} app={app} />
        ))}
      </ul>
      {more > 0 && (
        <p>
          and {more} more{' '}
          <button type="button" className="grant-apps__more" onClick={() => setShowAll(true)}>
            Show all
          </button>
        </p>
      )}
      {entries.length > 0 && (
        <a className="btn btn--secondary" href="/api/grants/applications.ics" download>
          Deadlines to Calendar (.ics)
        </a>
      )}
    </section>
  );
}
