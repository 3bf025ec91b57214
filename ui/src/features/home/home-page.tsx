import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ASSISTANT_SECTION_ID, hrefs, paths } from '@/app/paths';
import { ChatWidget } from '@/features/assistant';
import { useRecentBlogPosts } from '@/features/blog';
import { isSafeExternalUrl, usePageMeta, useSite } from '@/features/site';
import { wisdomTeasers } from './home-content';
import { FeaturePanels } from './lazy-feature-panels';

const SubscribeForm = lazy(() => import('./lazy-subscribe-form'));
import './home.css';

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Smoothly scrolls to the assistant section and moves keyboard focus there. */
function goToAssistant() {
  const section = document.getElementById(ASSISTANT_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/** The home page: sections in the order of seed 000 §2. */
export function HomePage() {
  const { site } = useSite();
  // The organisation's own description (set by its admin); without one, index.html's.
  usePageMeta({ description: site.description });
  const showAcademy = Boolean(site.academyUrl && isSafeExternalUrl(site.academyUrl));

  return (
    <div className="home">
      {/* 1. Banner */}
      <section className="home-banner" aria-label="Welcome">
        <img
          className="home-banner__image"
          src="/banner.svg"
          width="1200"
          height="400"
          alt="Illustration of rows of crops stretching toward a rising sun, with a red barn and a tree."
          fetchPriority="high"
        />
        <div className="home-banner__caption container">
          <h1>{site.organizationName}</h1>
          <p>{site.tagline}</p>
        </div>
      </section>

      {/* 2. Academy */}
      {showAcademy && (
        <div className="container home-academy">
          <a className="btn btn--earth home-academy__button" href={site.academyUrl} target="_blank" rel="noopener noreferrer">
            {site.academyLabel || 'Visit our academy'}
            <span aria-hidden="true">↗</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      )}

      {/* 3. Shortcuts */}
      <section className="section" aria-labelledby="shortcuts-title">
        <div className="container">
          <h2 id="shortcuts-title" className="visually-hidden">
            Shortcuts
          </h2>
          <div className="grid grid--2">
            <Link to={paths.communityGriot} className="card card--link shortcut">
              <span className="card__icon" aria-hidden="true">
                <IconBowl />
              </span>
              <span className="shortcut__title">Recipe Generator</span>
              <span className="shortcut__text">Turn what is ripe in your garden into a meal: list what you have, pick one of six cuisines, get a recipe.</span>
              <span className="card__more">Find a recipe →</span>
            </Link>
            <button type="button" className="card card--link shortcut" onClick={goToAssistant}>
              <span className="card__icon" aria-hidden="true">
                <IconPen />
              </span>
              <span className="shortcut__title">Let’s Write a Grant</span>
              <span className="shortcut__text">Work through a grant application step by step with our farm assistant.</span>
              <span className="card__more">Go to the assistant ↓</span>
            </button>
          </div>
        </div>
      </section>

      {/* 4. Learning platform */}
      <section className="section section--tint" aria-labelledby="learning-title">
        <div className="container">
          <p className="eyebrow">Learn at your pace</p>
          <h2 id="learning-title">Learning Platform</h2>
          <p className="section__intro">Free, practical lessons for new growers and experienced farmers alike.</p>
          <div className="grid grid--2">
            <Link to={paths.courses} className="card card--link">
              <span className="card__icon" aria-hidden="true">
                <IconCheck />
              </span>
              <h3>Interactive Quizzes</h3>
              <p>Short quizzes on gardening basics, soil and plant care, with instant feedback on every answer.</p>
              <span className="card__more">Take a quiz →</span>
            </Link>
            <Link to={paths.courses} className="card card--link">
              <span className="card__icon" aria-hidden="true">
                <IconCalendar />
              </span>
              <h3>Create Your Farm Plan</h3>
              <p>A 4-week personalised plan that fits your space, your climate and the time you have.</p>
              <span className="card__more">Start planning →</span>
            </Link>
          </div>
        </div>
      </section>

      {/* 5. Daily Farming Wisdom */}
      <section className="section" aria-labelledby="wisdom-title">
        <div className="container">
          <p className="eyebrow">From the blog</p>
          <h2 id="wisdom-title">Daily Farming Wisdom</h2>
          <p className="section__intro">Seasonal tasks and lessons from the field, shared in the Community Griot.</p>
          <WisdomTeasers />
        </div>
      </section>

      {/* 6. Assistant */}
      <section
        id={ASSISTANT_SECTION_ID}
        className="section section--sand home-assistant"
        aria-labelledby="assistant-title"
        tabIndex={-1}
      >
        <div className="container">
          <div className="home-assistant__panel card">
            <span className="home-assistant__avatar" aria-hidden="true">
              <IconSprout />
            </span>
            <div>
              <p className="eyebrow">Your farm assistant</p>
              <h2 id="assistant-title">Meet Dexter Jr.</h2>
              <p>
                Dexter Jr. is our community farm assistant. Ask about soil health, planting times, urban gardening, our
                programmes, or get help writing a grant application.
              </p>
            </div>
          </div>
          <Suspense fallback={<p className="home-assistant__loading">Loading the chat…</p>}>
            <ChatWidget />
          </Suspense>
        </div>
      </section>

      {/* 7. Feature panels */}
      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title">What we offer</h2>
          <Suspense fallback={null}>
            <FeaturePanels />
          </Suspense>
        </div>
      </section>

      {/* 8. About blurb */}
      <section className="section section--tint" aria-labelledby="about-blurb-title">
        <div className="container home-about">
          <div>
            <p className="eyebrow">Who we are</p>
            <h2 id="about-blurb-title">About {site.organizationName}</h2>
            <p>{site.description}</p>
          </div>
          <Link to={paths.about} className="btn btn--primary">
            Learn more about us
          </Link>
        </div>
      </section>

      {/* 9. Mailing list */}
      <section className="section" aria-labelledby="newsletter-title">
        <div className="container">
          <div className="card newsletter">
            <div>
              <h2 id="newsletter-title">Stay in the loop</h2>
              <p>Seasonal tips, workshop dates and new guides, straight to your inbox.</p>
            </div>
            <Suspense fallback={null}>
              <SubscribeForm />
            </Suspense>
          </div>
        </div>
      </section>
    </div>
  );
}

/**
 * The five latest daily posts, each linking to its page; while they load (or if they cannot
 * be loaded) the built-in teasers, linking to the Community Griot.
 */
function WisdomTeasers() {
  const recent = useRecentBlogPosts().data?.posts;
  const teasers = recent?.length
    ? recent.slice(0, 5).map((post) => ({ key: post.slug, to: hrefs.blogPost(post.slug), title: post.title, blurb: post.excerpt }))
    : wisdomTeasers.map((teaser) => ({ key: teaser.title, to: paths.communityGriot, ...teaser }));
  return (
    <ul className="wisdom-list">
      {teasers.map((teaser) => (
        <li key={teaser.key}>
          <Link to={teaser.to} className="wisdom-list__link">
            <span className="wisdom-list__title">{teaser.title}</span>
            <span className="wisdom-list__blurb">{teaser.blurb}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      {children}
    </svg>
  );
}
function IconBowl() {
  return (
    <Svg>
      <path d="M3 11h18a9 9 0 0 1-18 0z" />
      <path d="M8 7c0-2 2-2 2-4M13 7c0-2 2-2 2-4" />
    </Svg>
  );
}
function IconPen() {
  return (
    <Svg>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13 7l4 4" />
    </Svg>
  );
}
function IconCheck() {
  return (
    <Svg>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 12l3 3 5-6" />
    </Svg>
  );
}
function IconCalendar() {
  return (
    <Svg>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Svg>
  );
}
function IconSprout() {
  return (
    <Svg>
      <path d="M12 21v-9" />
      <path d="M12 12c-5 0-8-3-8-8 5 0 8 3 8 8z" />
      <path d="M12 14c0-4 3-7 8-7 0 4-3 7-8 7z" />
    </Svg>
  );
}
