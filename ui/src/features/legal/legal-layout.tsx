import type { ReactNode } from 'react';
import { usePageMeta } from '@/features/site';

/** The date both legal pages state (seed 002 §9). */
export const LEGAL_LAST_UPDATED = 'June 15, 2025';

/** Shared frame for the legal pages: title, date, readable text column. */
export function LegalLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  // The intro says in one sentence what the page covers: it is the page's description too.
  usePageMeta({ title, description: intro });
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Legal</p>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
      </header>
      <div className="container section">
        <article className="prose">
          <p className="updated">Last updated: {LEGAL_LAST_UPDATED}</p>
          {children}
        </article>
      </div>
    </>
  );
}

/** "email us at …" with a mailto link, or a pointer to the contact page when no email is set. */
export function ContactEmail({ email }: { email: string }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <>the address on our Contact page</>;
}
