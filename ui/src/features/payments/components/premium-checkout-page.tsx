import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { errorMessage } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useCourse } from '@/features/courses';
import { formatPrice } from '../utils/checkout';
import { PayActions } from './pay-actions';
import './payments.css';

/**
 * `/premium-checkout?course=…&email=…`: the course summary, the buyer's email and the price;
 * Pay continues to Stripe's secure checkout and returns to /course-access.
 */
export default function PremiumCheckoutPage() {
  const [params] = useSearchParams();
  const courseId = params.get('course')?.trim() || null;
  const email = params.get('email')?.trim() || null;
  const course = useCourse(courseId && email ? courseId : null);
  usePageMeta({
    title: 'Premium Course Checkout',
    description: 'Enrol in the premium farming course: check what it includes, then pay securely by card through Stripe.',
  });

  if (!courseId || !email) {
    return <PaymentError message="Missing course or email information. Please go back and try again." />;
  }
  if (course.isPending) return <PageLoader />;
  if (course.isError) {
    return <PaymentError message="Failed to initialize payment. Please try again." detail={errorMessage(course.error)} />;
  }
  const c = course.data;

  return (
    <div className="container section narrow">
      <p className="eyebrow">Premium course checkout</p>
      <section className="pay-card" aria-labelledby="premium-title">
        <h1 id="premium-title">{c.title}</h1>
        <ul>
          {c.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <dl className="pay-card__summary">
          <div>
            <dt>Lessons</dt>
            <dd>
              {c.lessons.length} lessons, about {Math.round(c.totalMinutes / 60)} hours
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd className="pay-card__price">{formatPrice(c.price)}</dd>
          </div>
        </dl>
        <p className="pay-card__note">
          You pay by card on Stripe's secure page. Your course opens as soon as the payment is confirmed, and we email
          your access link to {email}.
        </p>
        <PayActions price={c.price} request={{ courseId: c.id, email }} failureText="Failed to initialize payment. Please try again.">
          <Link to={paths.courses} className="btn btn--secondary">
            Back to Courses
          </Link>
        </PayActions>
      </section>
    </div>
  );
}

function PaymentError({ message, detail }: { message: string; detail?: string }) {
  return (
    <div className="container section narrow">
      <section className="pay-card pay-card--failed" role="alert" aria-labelledby="payment-error-title">
        <h1 id="payment-error-title">Payment Error</h1>
        <p>{message}</p>
        {detail && <p className="pay-card__note">{detail}</p>}
        <Link to={paths.courses} className="btn btn--primary">
          Back to Courses
        </Link>
      </section>
    </div>
  );
}
