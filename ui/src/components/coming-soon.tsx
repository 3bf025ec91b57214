import { Link } from 'react-router-dom';
import { hrefs, paths } from '@/app/paths';
import './coming-soon.css';

export interface ComingSoonProps {
  /** The page's real title. */
  title: string;
  /** One honest sentence about what the page will do. */
  description: string;
  /** Heading level: 1 for a whole page, 2 inside another page. */
  level?: 1 | 2;
}

/** The one notice for pages whose screens arrive with later work. No fake forms, no fake data. */
export function ComingSoon({ title, description, level = 1 }: ComingSoonProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="coming-soon container" aria-labelledby="coming-soon-title">
      <div className="coming-soon__card card">
        <svg className="coming-soon__art" viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
          <path d="M4 70h112" stroke="#8b5e34" strokeWidth="4" strokeLinecap="round" />
          <path d="M30 70V46m0 8c-8-1-12-6-12-12 7 0 12 4 12 12zm0-4c7-1 11-6 11-12-7 0-11 4-11 12z" fill="#7fbf6a" stroke="#2f5d3a" strokeWidth="2" strokeLinejoin="round" />
          <path d="M62 70V36m0 10c-10-1-15-8-15-15 9 0 15 5 15 15zm0-5c9-1 14-8 14-15-9 0-14 5-14 15z" fill="#7fbf6a" stroke="#2f5d3a" strokeWidth="2" strokeLinejoin="round" />
          <path d="M94 70V54m0 6c-6 0-9-4-9-8 5 0 9 3 9 8zm0-3c5 0 8-4 8-8-5 0-8 3-8 8z" fill="#7fbf6a" stroke="#2f5d3a" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="100" cy="16" r="9" fill="#f0b429" />
        </svg>
        <p className="eyebrow">Coming soon</p>
        <Heading id="coming-soon-title">{title}</Heading>
        <p className="coming-soon__description">{description}</p>
        <p>This part of the site is being built and will open soon.</p>
        <div className="btn-row coming-soon__actions">
          <Link to={paths.home} className="btn btn--primary">
            Back to the home page
          </Link>
          <Link to={hrefs.assistant} className="btn btn--secondary">
            Meet the farm assistant
          </Link>
        </div>
      </div>
    </section>
  );
}
