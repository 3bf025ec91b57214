import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { useDailyTasks } from '../api/get-training-center';
import { useDailyTraining, useTrainingBusy } from '../api/training-mutations';
import type { DailyTaskResult } from '../types';
import { dailyTrainingMessage } from '../utils/forms';

export const DAILY_TRAINING_FAILED = 'Daily training failed. Please try again.';

/** Daily Training (seed 002 §2): run every daily task now, see how each went, and the task list. */
export function DailyTrainingTab({
  results,
  onResults,
}: {
  /** The last run's results, kept by the page while its tabs change. */
  results: DailyTaskResult[] | null;
  onResults: (results: DailyTaskResult[]) => void;
}) {
  const tasks = useDailyTasks();
  const daily = useDailyTraining();
  const busy = useTrainingBusy();

  function onExecute() {
    daily.mutate(undefined, {
      onSuccess: (data) => {
        onResults(data.results);
        toast({ title: dailyTrainingMessage(data.results.length) });
      },
      onError: (err) => {
        console.error('Daily training failed', err);
        toast({ title: DAILY_TRAINING_FAILED, variant: 'destructive' });
      },
    });
  }

  const passed = results?.filter((r) => r.passed).length ?? 0;
  return (
    <section aria-labelledby="daily-title">
      <div className="admin-section-head">
        <h2 id="daily-title">Daily Training</h2>
        <button type="button" className="btn btn--primary" onClick={onExecute} disabled={busy} aria-busy={daily.isPending}>
          {daily.isPending ? 'Training in Progress...' : 'Execute Daily Training'}
        </button>
      </div>
      <p className="admin-muted">
        Runs every task below through Dexter Jr. and checks each answer against the expected behaviour.
      </p>

      {results && (
        <section className="card training-results" aria-labelledby="daily-results-title">
          <h3 id="daily-results-title">Results of the last run</h3>
          <p>
            {passed} of {results.length} tasks passed.
          </p>
          <ul className="training-list">
            {results.map((result) => (
              <li key={result.taskId} className="training-item">
                <p className="training-item__head">
                  <strong>{result.title}</strong>
                  <span className={`badge badge--${result.passed ? 'paid' : 'failed'}`}>{result.passed ? 'Passed' : 'Failed'}</span>
                </p>
                <p className="training-response">{result.response}</p>
                <p className="admin-muted">Emotion: {result.emotion}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <h3>Daily tasks</h3>
      <QueryState query={tasks} what="daily tasks">
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">No daily tasks yet.</p>
          ) : (
            <ul className="training-list training-list--grid">
              {list.map((task) => (
                <li key={task.id} className="card training-item">
                  <p className="training-item__head">
                    <strong>{task.title}</strong>
                    <span className="badge">{task.category}</span>
                  </p>
                  <dl className="training-fields">
                    <dt>Instruction</dt>
                    <dd>{task.instruction}</dd>
                    <dt>Expected behaviour</dt>
                    <dd>{task.expectedBehavior}</dd>
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
