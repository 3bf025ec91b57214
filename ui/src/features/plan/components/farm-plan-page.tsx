import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { farmPlanQueryOptions, useFarmPlan, useGenerateFarmPlan } from '../api/farm-plan';
import type { PlanAnswers } from '../types';
import {
  BUDGET_OPTIONS,
  CROP_OPTIONS,
  EMPTY_ANSWERS,
  EXPERIENCE_OPTIONS,
  MAX_LOCATION_CHARS,
  MONTHS,
  STEP_COUNT,
  TIME_OPTIONS,
  progress,
  requestBody,
  stepFilled,
  toggleCrop,
} from '../utils/wizard';
import { PlanResult } from './plan-result';
import './farm-plan.css';

const STEP_TITLES = [
  'Where is your garden?',
  'How much growing experience do you have?',
  'What would you like to grow?',
  'What is your budget for getting started?',
  'How much time can you spend each week?',
];

function Choice({ name, checked, onChange, type = 'radio', children }: { name: string; checked: boolean; onChange: () => void; type?: 'radio' | 'checkbox'; children: ReactNode }) {
  return (
    <label className={`plan-choice${checked ? ' plan-choice--on' : ''}`}>
      <input type={type} name={name} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

/**
 * Start My Farm Plan (seed 001 §2, §4, §5): five steps with "Step n of 5", Previous and Next
 * (Generate My Plan on the last), Next disabled until the step is filled; on success the plan
 * (step 6) under its own link, on failure the wizard stays on step 5 and says why.
 */
export default function FarmPlanPage() {
  usePageMeta({
    title: 'Start My Farm Plan',
    description: 'Answer five questions and get a 4-week plan for your garden: what to sow and when, how many plants fit, and how much seed to buy.',
  });
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<PlanAnswers>(EMPTY_ANSWERS);
  const [failure, setFailure] = useState<string | null>(null);
  const generate = useGenerateFarmPlan();
  const stored = useFarmPlan(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, id]);

  function update(patch: Partial<PlanAnswers>) {
    setAnswers((a) => ({ ...a, ...patch }));
  }

  function onNext() {
    if (!stepFilled(step, answers)) return;
    if (step < STEP_COUNT) {
      setStep(step + 1);
      return;
    }
    setFailure(null);
    generate.mutate(requestBody(answers), {
      onSuccess: (plan) => {
        queryClient.setQueryData(farmPlanQueryOptions(plan.id).queryKey, plan);
        navigate(`${paths.farmPlan}/${encodeURIComponent(plan.id)}`);
      },
      onError: (err) => {
        // The seed only logs; the visitor is told why and can try again.
        console.error('farm plan failed', err);
        setFailure(errorMessage(err, 'Your plan could not be made just now. Please try again.'));
      },
    });
  }

  function onReset() {
    setAnswers(EMPTY_ANSWERS);
    setStep(1);
    setFailure(null);
    generate.reset();
    navigate(paths.farmPlan);
  }

  const hero = (
    <header className="page-hero">
      <div className="container">
        <p className="eyebrow">Plan your season</p>
        <h1>Start My Farm Plan</h1>
        <p>Five quick questions, then a 4-week plan made for your garden: what to do each week, how many plants fit, how much seed to buy and when to sow.</p>
      </div>
    </header>
  );

  if (id) {
    return (
      <>
        {hero}
        <div className="container section plan-page">
          {stored.isLoading && <p role="status">Loading your plan…</p>}
          {stored.isError && (
            <div className="card">
              <p className="alert" role="alert">
                {errorMessage(stored.error, 'This plan could not be loaded.')}
              </p>
              <Link className="btn btn--primary" to={paths.farmPlan} onClick={onReset}>
                Create Another Plan
              </Link>
            </div>
          )}
          {stored.data && <PlanResult plan={stored.data} onReset={onReset} />}
        </div>
      </>
    );
  }

  const { label, percent } = progress(step);
  const filled = stepFilled(step, answers);
  const busy = generate.isPending;
  return (
    <>
      {hero}
      <div className="container section plan-page">
        <section className="card plan-wizard" aria-labelledby="plan-step-title">
          <div className="plan-progress">
            <div className="plan-progress__text">
              <span>{label}</span>
              <span>{percent}%</span>
            </div>
            <div className="plan-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <div className="plan-progress__bar" style={{ width: `${percent}%` }} />
            </div>
          </div>
          <h2 id="plan-step-title" ref={headingRef} tabIndex={-1}>
            {STEP_TITLES[step - 1]}
          </h2>
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              onNext();
            }}
          >
            {step === 1 && (
              <>
                <TextField
                  id="plan-location"
                  label="Location"
                  hint="Your town, region or country, so the plan can speak to your season."
                  autoComplete="address-level2"
                  maxLength={MAX_LOCATION_CHARS}
                  value={answers.location}
                  onValueChange={(location) => update({ location })}
                  error={/[<>]/.test(answers.location) ? 'Please use plain text, without < or >.' : undefined}
                />
                <details className="plan-frost">
                  <summary>Know your last spring frost date? (optional)</summary>
                  <p className="field__hint">Dates in the plan count from it. Without it, the plan assumes mid-April (mid-October south of the equator) and says so.</p>
                  <TextField id="plan-frost-date" label="Average last spring frost" type="date" value={answers.lastFrostDate} onValueChange={(lastFrostDate) => update({ lastFrostDate })} />
                  <div className="field">
                    <label htmlFor="plan-frost-month">Or only the month</label>
                    <select
                      id="plan-frost-month"
                      className="input"
                      value={answers.lastFrostMonth}
                      disabled={answers.lastFrostDate !== ''}
                      onChange={(e) => update({ lastFrostMonth: e.target.value })}
                    >
                      <option value="">Not sure</option>
                      {MONTHS.map((m, i) => (
                        <option key={m} value={String(i + 1)}>
                          {m}
                        </option>
                      ))}
                    </select>
                  </div>
                  <fieldset className="plan-choices plan-choices--inline">
                    <legend>Hemisphere</legend>
                    <Choice name="hemisphere" checked={answers.hemisphere === 'north'} onChange={() => update({ hemisphere: 'north' })}>
                      Northern
                    </Choice>
                    <Choice name="hemisphere" checked={answers.hemisphere === 'south'} onChange={() => update({ hemisphere: 'south' })}>
                      Southern
                    </Choice>
                    <Choice name="hemisphere" checked={answers.hemisphere === ''} onChange={() => update({ hemisphere: '' })}>
                      Not sure
                    </Choice>
                  </fieldset>
                </details>
              </>
            )}
            {step === 2 && (
              <fieldset className="plan-choices">
                <legend className="visually-hidden">Experience</legend>
                {EXPERIENCE_OPTIONS.map((o) => (
                  <Choice key={o.value} name="experience" checked={answers.experience === o.value} onChange={() => update({ experience: o.value })}>
                    <strong>{o.label}</strong> <small>{o.hint}</small>
                  </Choice>
                ))}
              </fieldset>
            )}
            {step === 3 && (
              <fieldset className="plan-choices plan-choices--grid">
                <legend className="visually-hidden">Crops (choose one or more)</legend>
                {CROP_OPTIONS.map((o) => (
                  <Choice key={o.value} type="checkbox" name="crops" checked={answers.crops.includes(o.value)} onChange={() => update({ crops: toggleCrop(answers.crops, o.value) })}>
                    {o.label}
                  </Choice>
                ))}
              </fieldset>
            )}
            {step === 4 && (
              <fieldset className="plan-choices">
                <legend className="visually-hidden">Budget</legend>
                {BUDGET_OPTIONS.map((o) => (
                  <Choice key={o.value} name="budget" checked={answers.budget === o.value} onChange={() => update({ budget: o.value })}>
                    <strong>{o.label}</strong> <small>{o.range}</small>
                  </Choice>
                ))}
              </fieldset>
            )}
            {step === 5 && (
              <fieldset className="plan-choices">
                <legend className="visually-hidden">Time per week</legend>
                {TIME_OPTIONS.map((o) => (
                  <Choice key={o.value} name="timePerWeek" checked={answers.timePerWeek === o.value} onChange={() => update({ timePerWeek: o.value })}>
                    {o.label}
                  </Choice>
                ))}
              </fieldset>
            )}
            {failure && step === STEP_COUNT && (
              <p className="alert" role="alert">
                {failure}
              </p>
            )}
            <div className="btn-row plan-wizard__nav">
              <button type="button" className="btn btn--secondary" disabled={step === 1 || busy} onClick={() => setStep(step - 1)}>
                Previous
              </button>
              <button type="submit" className="btn btn--primary" disabled={!filled || busy}>
                {step < STEP_COUNT ? 'Next' : busy ? 'Generating…' : 'Generate My Plan'}
              </button>
            </div>
          </form>
        </section>
      </div>
    </>
  );
}
