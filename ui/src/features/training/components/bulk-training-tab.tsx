import { QueryState } from '@/components/query-state';
import { useBulkInstructions } from '../api/scheduler';
import type { SchedulerActions } from '../hooks/use-scheduler-actions';

/** What a bulk session does, in plain words. */
export const BULK_FEATURES = [
  'All 8 instructions are sent in one accelerated session.',
  'Each becomes a behaviour rule, listed in the Training Center under Corrections, where it can be deactivated or deleted.',
  'Rules the built-in responder can follow apply at once; the rest wait for a connected LLM.',
  'The session is recorded in the training history.',
] as const;

/** Bulk Training (seed 002 §2): send the 8 behavioural instructions at once. */
export function BulkTrainingTab({ actions, enabled }: { actions: SchedulerActions; enabled: boolean }) {
  const instructions = useBulkInstructions();
  return (
    <section aria-labelledby="bulk-title">
      <div className="admin-section-head">
        <h2 id="bulk-title">Bulk Training</h2>
        <button type="button" className="btn btn--primary" disabled={actions.busy} onClick={actions.runBulkTraining}>
          Start Bulk Training
        </button>
      </div>
      <p>
        Bulk training teaches Dexter Jr. 8 behavioural instructions in one go: how to greet, how long to answer, when
        to point visitors to the site&apos;s tools, and more.
      </p>
      {!enabled && (
        <p className="notice" role="note">
          Bulk training is switched off in the configuration, so the scheduler will not run it by itself; you can still
          start a session here.
        </p>
      )}
      <div className="scheduler-cards">
        <section className="card" aria-labelledby="bulk-instructions-title">
          <h3 id="bulk-instructions-title">The 8 instructions</h3>
          <QueryState query={instructions} what="bulk instructions">
            {(list) => (
              <ol className="bulk-instructions">
                {list.map((item) => (
                  <li key={item.title}>
                    <strong>{item.title}</strong>
                    <p>{item.instruction}</p>
                  </li>
                ))}
              </ol>
            )}
          </QueryState>
        </section>
        <section className="card" aria-labelledby="bulk-features-title">
          <h3 id="bulk-features-title">What a session does</h3>
          <ul className="bulk-features">
            {BULK_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
