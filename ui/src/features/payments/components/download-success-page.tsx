import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { toast } from '@/app/toast/use-toast';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useRenewDownloadLink, useVerifyPayment } from '../api/payments';
import type { LinkProblem } from '../types';
import './payments.css';

const LINK_PROBLEMS: Record<LinkProblem, string> = {
  expired: 'Your download link has expired.',
  used: 'Your download link has been used 5 times, its limit.',
  invalid: 'That download link is not valid.',
};

/**
 * `/download-success?session_id=…`: verifying, then success (Download Your Guide Now) or
 * Payment Verification Failed. With `&link=expired|used|invalid` (a refused download link)
 * it also offers a fresh link by email. Once the buyer has had a fresh link emailed, the
 * server gives no download link here any more (only the message saying so): the page then
 * shows that message and the form for another fresh link, with no download button.
 */
export default function DownloadSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const linkParam = params.get('link');
  const linkProblem = linkParam && linkParam in LINK_PROBLEMS ? (linkParam as LinkProblem) : null;
  const verification = useVerifyPayment(sessionId);
  usePageMeta({
    title: 'Your Download',
    description: 'Confirm your payment and download your farming guide, or ask for a fresh download link by email.',
  });

  if (!sessionId) {
    return <Failed message="No payment session found" />;
  }
  if (verification.isPending) {
    return (
      <div className="container section narrow">
        <div className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Verifying your payment…</span>
        </div>
      </div>
    );
  }
  if (verification.isError) {
    return <Failed message={errorMessage(verification.error, 'Failed to verify payment.')} />;
  }
  const result = verification.data;
  if (!result.success) {
    return (
      <Failed message={result.message || 'Payment verification failed'}>
        <button type="button" className="btn btn--secondary" onClick={() => void verification.refetch()}>
          Check again
        </button>
      </Failed>
    );
  }

  // Paid, neither a download nor a course to open here: the fresh link went by email.
  const linkEmailed = !result.downloadUrl && !result.courseUrl;

  const openDownload = () => {
    if (!result.downloadUrl) return;
    const url = `${result.downloadUrl}&session_id=${encodeURIComponent(sessionId)}`;
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(url);
  };

  return (
    <div className="container section narrow">
      <section className="pay-card pay-card--success" aria-labelledby="success-title">
        <p className="eyebrow">Payment Successful!</p>
        <h1 id="success-title">{result.title}</h1>
        <p>{result.message}</p>
        {linkProblem && (
          <p className="pay-card__notice" role="status">
            {LINK_PROBLEMS[linkProblem]} Ask for a fresh one below.
          </p>
        )}
        <div className="btn-row">
          {result.downloadUrl && !linkProblem && (
            <button type="button" className="btn btn--primary" onClick={openDownload}>
              Download Your Guide Now
            </button>
          )}
          {result.courseUrl && (
            <Link to={result.courseUrl} className="btn btn--primary">
              Open Your Course
            </Link>
          )}
          <Link to={paths.store} className="btn btn--secondary">
            Back to the store
          </Link>
        </div>
        <p className="pay-card__note">
          We have emailed your receipt with the link. A download link works for 7 days and up to 5 downloads.
        </p>
        {(result.downloadUrl || linkEmailed) && <RenewLink sessionId={sessionId} open={Boolean(linkProblem) || linkEmailed} />}
      </section>
    </div>
  );
}

function Failed({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="container section narrow">
      <section className="pay-card pay-card--failed" role="alert" aria-labelledby="failed-title">
        <h1 id="failed-title">Payment Verification Failed</h1>
        <p>{message}</p>
        <div className="btn-row">
          {children}
          <Link to={paths.store} className="btn btn--primary">
            Return to the store
          </Link>
        </div>
      </section>
    </div>
  );
}

/** A fresh download link, emailed to the address the order was paid with. */
function RenewLink({ sessionId, open }: { sessionId: string; open: boolean }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const renew = useRenewDownloadLink();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Please enter the email address you paid with.');
      return;
    }
    setError(null);
    renew.mutate(
      { sessionId, email: email.trim() },
      {
        onSuccess: (data) => toast({ title: 'Check your email', description: data.message }),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  }

  return (
    <details className="renew" open={open}>
      <summary>Link expired or used up?</summary>
      <form className="renew-form" onSubmit={submit} noValidate>
        <TextField
          id="renew-email"
          label="Email address you paid with"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={error ?? undefined}
        />
        {renew.isSuccess && <p role="status">{renew.data.message}</p>}
        <div>
          <button type="submit" className="btn btn--secondary" disabled={renew.isPending}>
            {renew.isPending ? 'Sending…' : 'Email me a fresh link'}
          </button>
        </div>
      </form>
    </details>
  );
}
