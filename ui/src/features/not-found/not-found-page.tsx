import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/features/site';

/** Any unknown route (seed 002: "Page Not Found"). */
export function NotFoundPage() {
  usePageMeta({
    title: 'Page Not Found',
    description: 'There is no page at this address. Head back to the home page, the country store or the farm assistant.',
  });
  return (
    <section className="container section narrow" aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>We looked in every row of the garden, but this page isn’t here. It may have moved, or the link may be mistyped.</p>
      <div className="btn-row">
        <Link to={paths.home} className="btn btn--primary">
          Go to the home page
        </Link>
        <Link to={paths.contact} className="btn btn--secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}
