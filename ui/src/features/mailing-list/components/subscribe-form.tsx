import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api';
import { subscribe } from '../api/subscribe';
import './subscribe-form.css';

/**
 * The home page's mailing-list sign-up (seed 000 §2 item 9): the server's answer (or its
 * reason for refusing) is announced under the form. NOTE: part of the main bundle: keep it
 * small (no query client, no extra dependencies).
 */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed?: boolean }>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      setAnswer({ text: await subscribe(email.trim()) });
      setEmail('');
    } catch (err) {
      setAnswer({ text: errorMessage(err), failed: true });
    }
    setSending(false);
  }

  return (
    <div>
      <form className="subscribe-form" onSubmit={onSubmit}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.org"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      <p className={answer?.failed ? 'subscribe-form__answer subscribe-form__answer--failed' : 'subscribe-form__answer'} role="status">
        {answer?.text}
      </p>
    </div>
  );
}
