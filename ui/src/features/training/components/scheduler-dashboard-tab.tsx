import { formatDate, formatDateTime } from '@/lib/format';
import type { SchedulerActions } from '../hooks/use-scheduler-actions';
import type { SchedulerStatus } from '../types';
import { METRICS, METRIC_MAX, formatScore } from '../utils/metrics';
import { intensityCadence, intensityLabel, monitoringLabel, schedulerStateLabel } from '../utils/scheduler';

const when = (value: string | null) => (value ? <time dateTime={value}>{formatDateTime(value)}</time> : 'Not scheduled');

/** Dashboard (seed 002 §2): status, intensity and metrics cards, Start/Stop and Run Assessment. */
export function SchedulerDashboardTab({ status, actions }: { status: SchedulerStatus; actions: SchedulerActions }) {
  const { config, metrics, nextRuns } = status;
  const running = config.enabled;
  return (
    <section aria-labelledby="scheduler-dashboard-title">
      <div className="admin-section-head">
        <h2 id="scheduler-dashboard-title">Dashboard</h2>
        <div className="btn-row">
          <button
            type="button"
            className={`btn ${running ? 'btn--danger' : 'btn--primary'}`}
            disabled={actions.busy}
            onClick={() => actions.toggle(running)}
          >
            {running ? 'Stop Training' : 'Start Training'}
          </button>
          <button type="button" className="btn btn--secondary" disabled={actions.busy} onClick={actions.runAssessment}>
            Run Assessment
          </button>
        </div>
      </div>

      <div className="scheduler-cards">
        <article className="card" aria-labelledby="scheduler-status-title">
          <h3 id="scheduler-status-title">Status</h3>
          <p>
            <span className={`badge scheduler-state scheduler-state--${running ? 'running' : 'stopped'}`}>
              {schedulerStateLabel(config)}
            </span>
          </p>
          <dl className="training-fields">
            <dt>Daily training time</dt>
            <dd>{config.dailyTrainingTime}</dd>
            <dt>Monitoring</dt>
            <dd>{monitoringLabel(config)}</dd>
            <dt>Next daily training</dt>
            <dd>{running ? when(nextRuns.dailyTraining) : 'Not scheduled'}</dd>
            <dt>Next assessment</dt>
            <dd>{running ? when(nextRuns.assessment) : 'Not scheduled'}</dd>
          </dl>
        </article>

        <article className="card" aria-labelledby="scheduler-intensity-title">
          <h3 id="scheduler-intensity-title">Intensity</h3>
          <p className="scheduler-big">{intensityLabel(config.trainingIntensity)}</p>
          <dl className="training-fields">
            <dt>Assessments</dt>
            <dd>{config.continuousMonitoring ? intensityCadence(config.trainingIntensity) : 'Monitoring is off'}</dd>
            <dt>Bulk training</dt>
            <dd>{config.bulkTrainingEnabled ? 'Enabled' : 'Disabled'}</dd>
            <dt>Adaptive training</dt>
            <dd>{config.adaptiveTraining ? 'On' : 'Off'}</dd>
          </dl>
        </article>

        <article className="card" aria-labelledby="scheduler-metrics-title">
          <h3 id="scheduler-metrics-title">Metrics</h3>
          {metrics ? (
            <>
              <dl className="training-fields">
                {METRICS.map((m) => (
                  <div key={m.key} className="training-fields__row">
                    <dt>{m.label}</dt>
                    <dd>
                      {formatScore(metrics[m.key])}/{METRIC_MAX}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="admin-muted">
                Last assessed <time dateTime={metrics.lastAssessment}>{formatDate(metrics.lastAssessment)}</time>
              </p>
            </>
          ) : (
            <p className="admin-muted">No assessment has run yet.</p>
          )}
        </article>
      </div>
    </section>
  );
}
