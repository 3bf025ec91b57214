import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/features/site';
import { OUTCOME_TEXT, mailingListOutcome } from '../utils/outcome';

/**
 * `/mailing-list?status=…`: where the confirmation and unsubscribe links of our emails land
 * (the server redirects there), saying what happened, with a way home.
 */
export default function MailingListPage() {
  const [params] = useSearchParams();
  const outcome = mailingListOutcome(params.get('status'));
  usePageMeta({
    title: 'Mailing List',
    description: 'Confirm or stop your subscription to the community farm’s emails: seasonal tips, workshop dates and new guides.',
  });
  return (
    <section className="container section narrow" aria-labelledby="mailing-list-title">
      <div className="card mailing-list-result" data-outcome={outcome}>
        <h1 id="mailing-list-title">Mailing List</h1>
        <p>{OUTCOME_TEXT[outcome]}</p>
        <Link to={paths.home} className="btn btn--primary">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
