import { useState } from 'react';
import type { FarmPlan } from '../types';
import { hoursText } from '../utils/wizard';

function shortDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const METHOD_LABELS: Record<string, string> = {
  direct: 'Sow outdoors',
  transplant: 'Start indoors, then plant out',
  'buy-plants': 'Buy plants',
};

/**
 * The plan (seed 001 step 6): the message, four weeks of dated tasks with their minutes and
 * Dexter's tips, the crops with their quantities, and the downloads: the seed's text file, a
 * printable page and a calendar, plus a link to reopen or share it.
 */
export function PlanResult({ plan, onReset }: { plan: FarmPlan; onReset: () => void }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(plan.links.share);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="plan-result">
      <section className="card plan-result__intro" aria-labelledby="plan-title">
        <h2 id="plan-title" tabIndex={-1}>
          Your 4-Week Farm Plan
        </h2>
        <p className="plan-result__message">{plan.customMessage}</p>
        <div className="btn-row plan-result__actions">
          <a className="btn btn--primary" href={plan.links.text} download>
            Download Plan
          </a>
          <a className="btn btn--secondary" href={plan.links.print} target="_blank" rel="noopener">
            Printable Version
          </a>
          <a className="btn btn--secondary" href={plan.links.calendar} download>
            Add to Calendar (.ics)
          </a>
          <button type="button" className="btn btn--secondary" onClick={() => void copyLink()}>
            Copy Link
          </button>
          <button type="button" className="btn btn--earth" onClick={onReset}>
            Create Another Plan
          </button>
        </div>
        <p aria-live="polite" className="plan-result__copied">
          {copied === 'copied' && 'Link copied: anyone with it can open this plan.'}
          {copied === 'failed' && `Copy this link to share the plan: ${plan.links.share}`}
        </p>
      </section>

      <ol className="plan-weeks">
        {plan.weeklyPlans.map((week) => (
          <li key={week.week} className="card plan-week">
            <h3>
              Week {week.week}: {week.title}
            </h3>
            <p className="plan-week__meta">
              {shortDate(week.startDate)} – {shortDate(week.endDate)} · {hoursText(week.minutes)} of your {plan.timePerWeek} hours
            </p>
            <h4>Tasks</h4>
            <ul className="plan-week__tasks">
              {week.schedule.map((task, i) => (
                <li key={i}>
                  <span className="plan-week__date">{shortDate(task.date)}</span> {task.text}{' '}
                  <span className="plan-week__minutes">({task.minutes} min)</span>
                </li>
              ))}
            </ul>
            <h4>Dexter’s Tips</h4>
            <ul className="plan-week__tips">
              {week.dexterTips.map((tip, i) => (
                <li key={i}>{tip}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <section className="card" aria-labelledby="plan-crops-title">
        <h3 id="plan-crops-title">Your crops</h3>
        <ul className="plan-crops">
          {plan.cropPlans.map((crop) => (
            <li key={crop.slug} className="plan-crop">
              <h4>
                {crop.name} <span className="plan-crop__group">{crop.groupLabel}</span>
              </h4>
              <dl>
                <dt>How</dt>
                <dd>{METHOD_LABELS[crop.method] ?? crop.method}</dd>
                <dt>Space</dt>
                <dd>
                  {crop.plants} plants in {crop.squareFeet} sq ft, {crop.inRowInches} in apart (a full 4 × 8 ft bed holds{' '}
                  {crop.bedCapacity})
                </dd>
                <dt>Seed</dt>
                <dd>{crop.seedToBuy}</dd>
                <dt>When</dt>
                <dd>{crop.timing}</dd>
                <dt>Harvest</dt>
                <dd>
                  {crop.daysToMaturity}. {crop.harvest}
                </dd>
                <dt>Water</dt>
                <dd>about {crop.waterGallonsPerWeek} gallons a week</dd>
                {crop.container && (
                  <>
                    <dt>Container</dt>
                    <dd>{crop.container}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
        {plan.laterGroups.length > 0 && (
          <>
            <h4>Later</h4>
            <ul>
              {plan.laterGroups.map((g) => (
                <li key={g.group}>{g.note}</li>
              ))}
            </ul>
          </>
        )}
        <h4>Supplies</h4>
        <ul>
          {plan.supplies.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <p className="plan-result__note">{plan.season.note}</p>
      </section>
    </div>
  );
}
