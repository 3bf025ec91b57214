import type { ReactNode } from 'react';
import { isSafeExternalUrl, usePageMeta, useSite } from '@/features/site';
import { useStoreProducts } from '../api/get-store-products';
import { useOpenGuide } from '../hooks/use-open-guide';
import {
  FREE_GUIDES,
  PREMIUM_GUIDES,
  TEACHER_GUIDES,
  buildGuides,
  guideDownloadUrl,
  type Guide,
} from '../utils/guides';
import { ProductImage } from './product-image';
import './catalog.css';

/** The older guides page (seed 000 §2 guides page): premium, free and teacher guides. */
export default function GuidesPage() {
  usePageMeta({
    title: 'Country Store Guides',
    description:
      'Premium, free and teacher & student farming guides from the community farm. The free guides download at once, with no account or payment.',
  });
  const { site } = useSite();
  // The page is whole without the store list; it only refines titles and covers.
  const products = useStoreProducts().data ?? [];
  const { busyKey, openGuide } = useOpenGuide();
  const surveyUrl = site.surveyUrl.trim();

  function renderAction(guide: Guide) {
    if (guide.kind === 'free') {
      const busy = busyKey === guide.slug;
      return (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-label={busy ? undefined : `Download Free: ${guide.title}`}
          onClick={() => void openGuide(guide.slug, guideDownloadUrl(guide.slug), guide.title)}
        >
          {busy ? 'Opening...' : 'Download Free'}
        </button>
      );
    }
    return (
      <button type="button" className="btn btn--secondary" disabled>
        {guide.kind === 'premium' ? 'Coming Soon' : 'Temporarily Unavailable'}
      </button>
    );
  }

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">country-store</p>
          <h1>Country Store Guides</h1>
          <p>Free and premium farming guides from the community farm, plus editions for teachers and students.</p>
        </div>
      </section>

      <div className="container section">
        <GuideSection
          id="premium-guides"
          title="Premium Guides"
          intro="In-depth guides for growers ready to go further."
          guides={buildGuides('premium', PREMIUM_GUIDES, products)}
          renderAction={renderAction}
        />
        <GuideSection
          id="free-guides"
          title="Free Guides"
          intro="Download, print and share: no account or payment needed."
          guides={buildGuides('free', FREE_GUIDES, products)}
          renderAction={renderAction}
        />
        <GuideSection
          id="teacher-guides"
          title="Teacher & Student Guides"
          intro="Classroom editions with lesson plans and worksheets."
          guides={buildGuides('teacher', TEACHER_GUIDES, products)}
          renderAction={renderAction}
        />

        {surveyUrl && isSafeExternalUrl(surveyUrl) && (
          <section className="notice guides-survey" aria-labelledby="survey-title">
            <h2 id="survey-title">Tell us what you need</h2>
            <p>Which guides would help you most? Share your feedback in our short survey.</p>
            <a className="btn btn--earth" href={surveyUrl} target="_blank" rel="noopener noreferrer">
              Take the survey
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </section>
        )}
      </div>
    </>
  );
}

interface GuideSectionProps {
  id: string;
  title: string;
  intro: string;
  guides: Guide[];
  renderAction: (guide: Guide) => ReactNode;
}

function GuideSection({ id, title, intro, guides, renderAction }: GuideSectionProps) {
  return (
    <section className="guides-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="section__intro">{intro}</p>
      <div className="product-grid">
        {guides.map((guide) => (
          <article key={guide.slug} className="card product-card" aria-labelledby={`guide-${guide.slug}`}>
            <div className="product-card__cover">
              <ProductImage src={guide.cover} alt="" />
            </div>
            <div className="product-card__body">
              <h3 id={`guide-${guide.slug}`}>{guide.title}</h3>
              <p className="product-card__description">{guide.description}</p>
              <div className="product-card__meta">
                <span className={guide.kind === 'free' ? 'product-card__price' : 'product-card__price guide-card__price--muted'}>
                  {guide.price}
                </span>
              </div>
              <div className="product-card__action">{renderAction(guide)}</div>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
