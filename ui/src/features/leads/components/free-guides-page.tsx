import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { TextField } from '@/components/text-field';
import { usePageMeta } from '@/features/site';
import { captureLead } from '../api/capture-lead';
import type { FreeGuide, Lead } from '../types';
import { MAX_FIRST_NAME_CHARS, isGuideUrl, leadFailureAlert, leadRefusalReason, trimLead, validateLead } from '../utils/lead-form';
import './leads.css';

/**
 * The free guides page (seed 001 §2, §4, §5, §8): first name and email; once the server
 * confirms, a thank-you view with the guides and the ways on.
 */
export default function FreeGuidesPage() {
  usePageMeta({
    title: 'Free Farming Guides',
    description:
      'Leave your first name and email to get our four free farming guides: download links right away, and a copy in your inbox.',
  });
  const [values, setValues] = useState<Lead>({ firstName: '', email: '' });
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<{ firstName: string; guides: FreeGuide[] } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = validateLead(values);
    if (problem) {
      window.alert(problem);
      return;
    }
    const lead = trimLead(values);
    setSending(true);
    setRefusal(null);
    try {
      const answer = await captureLead(lead);
      if (answer.success !== true) throw new Error('The server did not confirm the request.');
      setDone({ firstName: lead.firstName, guides: Array.isArray(answer.guides) ? answer.guides : [] });
    } catch (err) {
      setRefusal(leadRefusalReason(err));
      window.alert(leadFailureAlert(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Free resources</p>
          <h1>Free Farming Guides</h1>
          <p>Four free, printable guides on growing food, caring for soil and working together as a community.</p>
        </div>
      </header>
      <div className="container section narrow">
        {done ? (
          <ThankYou firstName={done.firstName} guides={done.guides} />
        ) : (
          <section className="card lead-card" aria-labelledby="lead-form-title">
            <h2 id="lead-form-title">Get your free guides</h2>
            <p>Tell us where to send them. You will get the download links right away, and a copy by email.</p>
            <form className="form" onSubmit={onSubmit} noValidate>
              <TextField
                id="lead-first-name"
                label="First name"
                name="firstName"
                autoComplete="given-name"
                maxLength={MAX_FIRST_NAME_CHARS}
                value={values.firstName}
                onValueChange={(firstName) => setValues({ ...values, firstName })}
              />
              <TextField
                id="lead-email"
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                value={values.email}
                onValueChange={(email) => setValues({ ...values, email })}
              />
              {/* Always there, so screen readers announce the reason when it is filled in. */}
              <p className="field__hint" aria-live="polite">
                {refusal}
              </p>
              <button type="submit" className="btn btn--primary lead-card__submit" disabled={sending}>
                {sending ? 'Sending…' : 'Get My Free Guides'}
              </button>
            </form>
          </section>
        )}
      </div>
    </>
  );
}

/** The success view: the guides (linked when the link is safe) and where to go next. */
function ThankYou({ firstName, guides }: { firstName: string; guides: FreeGuide[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it, so keyboard and screen reader users follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card lead-card lead-thanks" aria-labelledby="lead-thanks-title">
      <h2 id="lead-thanks-title" ref={heading} tabIndex={-1}>
        Thank you, {firstName}!
      </h2>
      <p>Your free guides are ready. We have also emailed you the links.</p>
      <ul className="lead-thanks__guides">
        {guides.map((guide) => (
          <li key={guide.url || guide.title}>
            {isGuideUrl(guide.url) ? <a href={guide.url}>{guide.title}</a> : guide.title}
          </li>
        ))}
      </ul>
      <p>
        Looking for more? Browse all our guides in the <Link to={paths.store}>Country Store</Link>.
      </p>
      <div className="btn-row">
        <Link to={paths.contact} className="btn btn--primary">
          Schedule a Consultation
        </Link>
        <Link to={paths.courses} className="btn btn--secondary">
          Explore Premium Courses
        </Link>
      </div>
    </section>
  );
}
