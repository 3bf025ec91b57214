import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { useAssessments } from '../api/scheduler';
import type { SchedulerActions } from '../hooks/use-scheduler-actions';
import type { Metrics } from '../types';
import { METRICS } from '../utils/metrics';
import { MetricCard } from './metric-card';
import { TrendChart } from './trend-chart';

/** Performance (seed 002 §2): the four scores as cards, and how they moved over the last 30 assessments. */
export function PerformanceTab({ metrics, actions }: { metrics: Metrics | null; actions: SchedulerActions }) {
  return (
    <section aria-labelledby="performance-title">
      <h2 id="performance-title">Performance</h2>
      {metrics ? (
        <>
          <div className="metric-cards">
            {METRICS.map((m) => (
              <MetricCard key={m.key} label={m.label} score={metrics[m.key]} />
            ))}
          </div>
          <p className="admin-muted">
            Last assessed <time dateTime={metrics.lastAssessment}>{formatDateTime(metrics.lastAssessment)}</time>
          </p>
          <Trend />
        </>
      ) : (
        <div className="admin-empty performance-empty">
          <p>Dexter Jr. has not been assessed yet.</p>
          <button type="button" className="btn btn--primary" disabled={actions.busy} onClick={actions.runAssessment}>
            Run First Assessment
          </button>
        </div>
      )}
    </section>
  );
}

function Trend() {
  const assessments = useAssessments();
  return (
    <section className="training-subsection" aria-labelledby="trend-title">
      <h3 id="trend-title">Trend</h3>
      <QueryState query={assessments} what="assessments">
        {(list) =>
          list.length === 0 ? <p className="admin-empty">No assessments stored yet.</p> : <TrendChart assessments={list} />
        }
      </QueryState>
    </section>
  );
}
