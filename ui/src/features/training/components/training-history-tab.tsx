import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { useTrainingHistory } from '../api/get-training-center';
import { useTrainingBusy } from '../api/training-mutations';

export const NO_HISTORY = 'No training history available yet.';

/** Training History (seed 002 §2): every run, newest first, with its corrections. */
export function TrainingHistoryTab() {
  const history = useTrainingHistory();
  const busy = useTrainingBusy();
  return (
    <section aria-labelledby="history-title">
      <div className="admin-section-head">
        <h2 id="history-title">Training History</h2>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy || history.isFetching}
          onClick={() => void history.refetch()}
        >
          Refresh History
        </button>
      </div>
      <QueryState query={history} what="training history">
        {(entries) =>
          entries.length === 0 ? (
            <p className="admin-empty">{NO_HISTORY}</p>
          ) : (
            <ul className="training-list" aria-label="Training history">
              {entries.map((entry) => (
                <li key={entry.id} className="card training-item">
                  <p className="training-item__head">
                    <span className="badge">{entry.taskType}</span>
                    <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                    {entry.passed !== null && (
                      <span className={`badge badge--${entry.passed ? 'paid' : 'failed'}`}>{entry.passed ? 'Passed' : 'Failed'}</span>
                    )}
                  </p>
                  <dl className="training-fields">
                    <dt>Instructions</dt>
                    <dd>{entry.instructions}</dd>
                    <dt>Response</dt>
                    <dd className="training-response">{entry.actualResponse}</dd>
                    {entry.outcome && (
                      <>
                        <dt>Outcome</dt>
                        <dd>{entry.outcome}</dd>
                      </>
                    )}
                    {entry.correctionNeeded && (
                      <>
                        <dt>Correction</dt>
                        <dd>{entry.correctionMessage}</dd>
                        <dt>Reinforcement</dt>
                        <dd>{entry.reinforcement || <span className="admin-muted">None</span>}</dd>
                      </>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
