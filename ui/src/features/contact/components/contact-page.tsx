import { useEffect, useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { usePageMeta, useSite } from '@/features/site';
import { sendContactMessage } from '../api/send-message';
import type { ContactMessage, ContactStatus } from '../types';
import { MAX_MESSAGE_CHARS, MAX_NAME_CHARS, SUCCESS_CLEAR_MS, trimContact, validateContact } from '../utils/contact-form';
import './contact.css';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/** Digits and a leading + only, for a tel: link. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Contact Us (seed 001 §2, §4, §5): name, email and message. The status goes idle → sending →
 * success (the form is cleared; the thanks go away after 5 s) or error (a banner with the
 * reason). The farm's own contact details, when set, sit beside the form.
 */
export default function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Send the farm a message about programmes, volunteering, visits or partnerships, and we will reply by email.',
  });
  const { site } = useSite();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), SUCCESS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = validateContact(values);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(trimContact(values));
      setValues(EMPTY);
      setStatus({ kind: 'success' });
    } catch (err) {
      setStatus({ kind: 'error', message: errorMessage(err, 'Your message could not be sent. Please try again.') });
    }
  }

  const hasDetails = Boolean(site.email || site.phone || site.location);
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Get in touch</p>
          <h1>Contact Us</h1>
          <p>Questions about our programmes, volunteering, visits or partnerships? Send us a message and we will reply by email.</p>
        </div>
      </header>
      <div className="container section contact-layout">
        <section className="card contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <div aria-live="polite">
            {status.kind === 'success' && (
              <p className="notice contact-success">Thank you for your message! We will get back to you soon.</p>
            )}
          </div>
          {status.kind === 'error' && (
            <p className="alert" role="alert">
              {status.message}
            </p>
          )}
          <form className="form" onSubmit={onSubmit} noValidate>
            <TextField
              id="contact-name"
              label="Name"
              name="name"
              autoComplete="name"
              maxLength={MAX_NAME_CHARS}
              value={values.name}
              onValueChange={(name) => setValues({ ...values, name })}
            />
            <TextField
              id="contact-email"
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={values.email}
              onValueChange={(email) => setValues({ ...values, email })}
            />
            <TextAreaField
              id="contact-message"
              label="Message"
              name="message"
              rows={6}
              maxLength={MAX_MESSAGE_CHARS}
              hint={`Up to ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters.`}
              value={values.message}
              onValueChange={(message) => setValues({ ...values, message })}
            />
            <button type="submit" className="btn btn--primary contact-card__submit" disabled={sending}>
              {sending ? 'Sending…' : 'Send Message'}
            </button>
          </form>
        </section>

        {hasDetails && (
          <aside className="card contact-details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Other ways to reach us</h2>
            <address>
              {site.location && (
                <p>
                  <span className="contact-details__label">Visit</span>
                  {site.location}
                </p>
              )}
              {site.email && (
                <p>
                  <span className="contact-details__label">Email</span>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </p>
              )}
              {site.phone && (
                <p>
                  <span className="contact-details__label">Phone</span>
                  <a href={telHref(site.phone)}>{site.phone}</a>
                </p>
              )}
            </address>
          </aside>
        )}
      </div>
    </>
  );
}
