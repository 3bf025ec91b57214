import { useState, type FormEvent, type ReactNode } from 'react';
import type { SchedulerActions } from '../hooks/use-scheduler-actions';
import type { SchedulerConfig, TrainingIntensity } from '../types';
import { INTENSITIES, configProblem, intensityCadence } from '../utils/scheduler';

type Flag = 'enabled' | 'continuousMonitoring' | 'bulkTrainingEnabled' | 'adaptiveTraining';

const SWITCHES: { key: Flag; label: string; hint: string }[] = [
  { key: 'enabled', label: 'Automated training', hint: 'Runs the daily training at the time below.' },
  { key: 'continuousMonitoring', label: 'Continuous monitoring', hint: 'Runs an assessment at the intensity’s cadence.' },
  { key: 'bulkTrainingEnabled', label: 'Bulk training', hint: 'Allows accelerated bulk training sessions.' },
  { key: 'adaptiveTraining', label: 'Adaptive training', hint: 'Adjusts training to the latest assessment.' },
];

/**
 * Configuration (seed 002 §2): four switches, the daily time and the intensity. The form
 * starts from the saved config (the page remounts it when the saved config changes).
 */
export function SchedulerConfigTab({ config, actions }: { config: SchedulerConfig; actions: SchedulerActions }) {
  const [values, setValues] = useState<SchedulerConfig>(config);
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = configProblem(values);
    setProblem(found);
    if (found) return;
    actions.saveConfig(values);
  }

  const set = (change: Partial<SchedulerConfig>) => setValues((v) => ({ ...v, ...change }));
  const cadence = intensityCadence(values.trainingIntensity);

  return (
    <section aria-labelledby="scheduler-config-title">
      <h2 id="scheduler-config-title">Configuration</h2>
      <form className="card form scheduler-config" onSubmit={onSubmit} noValidate aria-label="Scheduler configuration">
        <fieldset className="scheduler-switches">
          <legend>Schedule</legend>
          {SWITCHES.map((s) => (
            <Switch key={s.key} id={`config-${s.key}`} checked={values[s.key]} hint={s.hint} onChange={(on) => set({ [s.key]: on })}>
              {s.label}
            </Switch>
          ))}
        </fieldset>
        <div className="scheduler-config__row">
          <div className="field">
            <label htmlFor="config-time">Daily training time</label>
            <input
              id="config-time"
              className="input"
              type="time"
              value={values.dailyTrainingTime}
              required
              aria-invalid={problem && problem.includes('HH:MM') ? true : undefined}
              aria-describedby="config-time-hint"
              onChange={(e) => set({ dailyTrainingTime: e.target.value })}
            />
            <span id="config-time-hint" className="field__hint">
              In the server&apos;s time zone.
            </span>
          </div>
          <div className="field">
            <label htmlFor="config-intensity">Training intensity</label>
            <select
              id="config-intensity"
              className="input"
              value={values.trainingIntensity}
              aria-describedby="config-intensity-hint"
              onChange={(e) => set({ trainingIntensity: e.target.value as TrainingIntensity })}
            >
              {INTENSITIES.map((i) => (
                <option key={i.value} value={i.value}>
                  {i.label} ({i.cadence})
                </option>
              ))}
            </select>
            <span id="config-intensity-hint" className="field__hint">
              {cadence ? `Monitoring assesses Dexter Jr. ${cadence}.` : 'Choose how often monitoring runs.'}
            </span>
          </div>
        </div>
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn--primary" disabled={actions.busy}>
            Save Configuration
          </button>
        </div>
      </form>
    </section>
  );
}

/** A labelled on/off switch: a checkbox with the switch role. */
function Switch({
  id,
  checked,
  hint,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  hint: string;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="switch__label">
        <span className="switch__track" aria-hidden="true" />
        <span>{children}</span>
      </label>
      <span id={`${id}-hint`} className="field__hint switch__hint">
        {hint}
      </span>
    </div>
  );
}
