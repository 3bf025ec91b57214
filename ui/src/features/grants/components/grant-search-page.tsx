import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { useUser } from '@/features/accounts';
import { usePageMeta } from '@/features/site';
import { useApplicationHistory, useSearchGrants, useTrackApplication } from '../api/grants';
import type { GrantCriteria, GrantMatch } from '../types';
import {
  DEADLINE_LABELS,
  EMPTY_CRITERIA,
  FARM_TYPES,
  FARMER_TYPES,
  FUNDING_RANGES,
  KIND_LABELS,
  PROJECT_FOCUS,
  STATUS_LABELS,
  TIPS_SHOWN,
  searchBody,
  startedTrackingNote,
} from '../utils/grants';
import { ApplicationsPanel } from './applications-panel';
import './grants.css';

function Select({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function MatchCard({ match }: { match: GrantMatch }) {
  const track = useTrackApplication();
  const tracked = match.trackedStatus ?? (track.isSuccess ? 'researching' : null);
  const { grant } = match;
  return (
    <article className="card grant-match" aria-labelledby={`grant-${grant.id}`}>
      <div className="grant-match__head">
        <div>
          <h3 id={`grant-${grant.id}`}>{grant.title}</h3>
          <p className="grant-match__agency">{grant.agency}</p>
        </div>
        <p className="grant-match__score" aria-label={`Match score ${match.matchScore} out of 100`}>
          <strong>{match.matchScore}</strong>
          <span>/100 match</span>
        </p>
      </div>
      <dl className="grant-match__facts">
        <dt>Type</dt>
        <dd>{KIND_LABELS[grant.kind] ?? grant.kind}</dd>
        <dt>Amount</dt>
        <dd>{grant.amount}</dd>
        {grant.applicants && (
          <>
            <dt>Who may apply</dt>
            <dd>{grant.applicants}</dd>
          </>
        )}
        <dt>Deadline</dt>
        <dd>
          <span className={`grant-status grant-status--${match.deadlineStatus}`}>{DEADLINE_LABELS[match.deadlineStatus]}</span> {grant.deadline}
        </dd>
        {grant.match && (
          <>
            <dt>Match required</dt>
            <dd>{grant.match}</dd>
          </>
        )}
        {grant.regionLabel && (
          <>
            <dt>Region</dt>
            <dd>{grant.regionLabel}</dd>
          </>
        )}
      </dl>
      <p>{grant.description}</p>
      <h4>Why it matches</h4>
      <ul className="grant-reasons">
        {match.criteria.map((r) => (
          <li key={r.criterion} className={r.met ? 'grant-reason--met' : 'grant-reason--missed'}>
            <span aria-hidden="true">{r.met ? '✓' : '✗'}</span>
            <span className="visually-hidden">{r.met ? 'Met:' : 'Missed:'}</span> {r.text}
          </li>
        ))}
      </ul>
      <h4>Application tips</h4>
      <ul>
        {match.applicationTips.slice(0, TIPS_SHOWN).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p className="grant-match__notice">
        {grant.checkNotice} Figures from {grant.figuresYear}.
      </p>
      <div className="btn-row">
        <a className="btn btn--secondary" href={grant.website} target="_blank" rel="noopener noreferrer">
          Visit Website
        </a>
        <button
          type="button"
          className="btn btn--primary"
          disabled={tracked !== null || track.isPending}
          onClick={() => track.mutate({ match, notes: startedTrackingNote() })}
        >
          {tracked ? `Tracking: ${STATUS_LABELS[tracked] ?? tracked}` : track.isPending ? 'Tracking…' : 'Track Application'}
        </button>
      </div>
      {track.isError && (
        <p className="alert" role="alert">
          {errorMessage(track.error, 'This grant could not be tracked. Please try again.')}
        </p>
      )}
    </article>
  );
}

/**
 * Grant search (seed 001 §2): members only. Signed out: Please Sign In, and Sign In to
 * Continue goes to /api/login and back here. Signed in: the search form (every filter
 * optional), ranked matches with their reasons, deadline status and three tips, Track
 * Application, Your Applications, tips and Chat with Dexter Jr.
 */
export default function GrantSearchPage() {
  usePageMeta({
    title: 'Grant Search',
    description: 'Find farming grants, loans and cost-share programs that fit your farm, and keep track of your applications.',
  });
  const user = useUser();
  const navigate = useNavigate();
  const signedIn = Boolean(user.data);
  const [criteria, setCriteria] = useState<GrantCriteria>(EMPTY_CRITERIA);
  const search = useSearchGrants();
  const history = useApplicationHistory(signedIn);
  const { mutate: runSearch } = search;

  // Members see every program, ranked by deadline, before choosing any filter.
  useEffect(() => {
    if (signedIn) runSearch({});
  }, [signedIn, runSearch]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search.mutate(searchBody(criteria));
  }

  const hero = (
    <header className="page-hero">
      <div className="container">
        <p className="eyebrow">Funding for growers</p>
        <h1>Grant Search</h1>
        <p>Find grants, loans and cost-share programs that fit your farm, see why each one matches, and keep track of your applications.</p>
      </div>
    </header>
  );

  if (user.isLoading) {
    return (
      <>
        {hero}
        <p className="container section" role="status">
          Checking your sign-in…
        </p>
      </>
    );
  }

  if (!signedIn) {
    return (
      <>
        {hero}
        <div className="container section">
          <section className="card grant-gate" aria-labelledby="grant-gate-title">
            <h2 id="grant-gate-title">Please Sign In</h2>
            <p>Grant search and application tracking are for members. Sign in, or create a free account, to search programs and keep your applications in one place.</p>
            <button type="button" className="btn btn--primary" onClick={() => window.location.assign('/api/login?next=/grant-search')}>
              Sign In to Continue
            </button>
          </section>
        </div>
      </>
    );
  }

  const matches = search.data?.matches ?? [];
  return (
    <>
      {hero}
      <div className="container section grant-layout">
        <div className="grant-main">
          <section className="card" aria-labelledby="grant-form-title">
            <h2 id="grant-form-title">Find grants for your farm</h2>
            <p className="field__hint">Every filter is optional. Programs you can't apply to are left out; the rest are scored on how well they fit.</p>
            <form className="form grant-form" onSubmit={onSubmit}>
              <Select id="grant-farmer" label="Farmer type" value={criteria.farmerType} options={FARMER_TYPES} onChange={(farmerType) => setCriteria({ ...criteria, farmerType })} />
              <Select id="grant-farm" label="Farm type" value={criteria.farmType} options={FARM_TYPES} onChange={(farmType) => setCriteria({ ...criteria, farmType })} />
              <Select id="grant-funding" label="Funding range" value={criteria.fundingRange} options={FUNDING_RANGES} onChange={(fundingRange) => setCriteria({ ...criteria, fundingRange })} />
              <Select id="grant-focus" label="Project focus" value={criteria.projectFocus} options={PROJECT_FOCUS} onChange={(projectFocus) => setCriteria({ ...criteria, projectFocus })} />
              <TextField id="grant-location" label="Location" hint="Town and state, e.g. Macon, GA" maxLength={100} value={criteria.location} onValueChange={(location) => setCriteria({ ...criteria, location })} />
              <div className="btn-row">
                <button type="submit" className="btn btn--primary" disabled={search.isPending}>
                  {search.isPending ? 'Searching…' : 'Search Grants'}
                </button>
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => {
                    setCriteria(EMPTY_CRITERIA);
                    search.mutate({});
                  }}
                >
                  Clear Filters
                </button>
              </div>
            </form>
          </section>

          <section aria-labelledby="grant-results-title" aria-busy={search.isPending}>
            <h2 id="grant-results-title" aria-live="polite">
              {search.data ? `${search.data.totalResults} ${search.data.totalResults === 1 ? 'program matches' : 'programs match'}` : 'Results'}
            </h2>
            {search.isError && (
              <p className="alert" role="alert">
                {errorMessage(search.error, 'The search could not be run. Please try again.')}
              </p>
            )}
            {search.data && matches.length === 0 && <p>No program fits every choice. Try fewer filters.</p>}
            <div className="grant-matches">
              {matches.map((m) => (
                <MatchCard key={m.grant.id} match={m} />
              ))}
            </div>
          </section>
        </div>

        <aside className="grant-side">
          <ApplicationsPanel history={history} />
          <section className="card" aria-labelledby="grant-tips-title">
            <h2 id="grant-tips-title">Tips for applying</h2>
            <ul>
              <li>Register in SAM.gov and Grants.gov weeks before a federal deadline; registration takes time.</li>
              <li>Call the program officer or your local USDA service center early: they answer questions before the rush.</li>
              <li>Match your budget to the narrative line by line, and count in-kind help toward any match.</li>
              <li>Ask a farmer who won before to read your draft.</li>
            </ul>
            <button type="button" className="btn btn--secondary" onClick={() => navigate(paths.home)}>
              Chat with Dexter Jr.
            </button>
          </section>
          <p className="grant-account">
            Signed in as <strong>{user.data?.username}</strong>. <Link to={paths.account}>Your account</Link>
          </p>
        </aside>
      </div>
    </>
  );
}
