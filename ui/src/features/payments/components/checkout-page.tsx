import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { toast } from '@/app/toast/use-toast';
import { errorMessage } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { DownloadFreeActions, useStoreProduct } from '@/features/catalog';
import { GUEST_USER_ID } from '../api/payments';
import { formatPrice, itemFromProduct, itemFromState, productIdParam } from '../utils/checkout';
import type { CheckoutItem } from '../types';
import { PayActions } from './pay-actions';
import './payments.css';

/**
 * `/checkout`: the item comes from navigation state ({bookId, title, price}) or
 * `?product={id}` from the store. Free items get a Free Download panel; paid items a card
 * payment summary whose Pay button continues to Stripe's secure checkout.
 */
export default function CheckoutPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromState = itemFromState(location.state);
  const productId = fromState ? null : productIdParam(params.get('product'));
  const product = useStoreProduct(productId);
  const item = fromState ?? (product.data ? itemFromProduct(product.data) : null);
  const missing = !fromState && (!productId || product.isError);
  const warned = useRef(false);
  usePageMeta({
    title: 'Checkout',
    description: 'Check your farming guide and its price, then pay securely by card through Stripe, or download it at once when it is free.',
  });

  useEffect(() => {
    if (!missing || warned.current) return;
    warned.current = true;
    toast({ title: 'Invalid Request', description: 'No product selected for checkout.', variant: 'destructive' });
    void navigate(paths.store, { replace: true });
  }, [missing, navigate]);

  if (missing || !item) return <PageLoader />;
  return (
    <div className="container section narrow">
      <p className="eyebrow">Checkout</p>
      {item.isFree ? (
        <FreePanel item={item} downloadUrl={product.data?.downloadUrl ?? `/api/download/${item.bookId}`} />
      ) : (
        <PaidPanel item={item} />
      )}
    </div>
  );
}

function FreePanel({ item, downloadUrl }: { item: CheckoutItem; downloadUrl: string }) {
  return (
    <section className="pay-card" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Free Download</h1>
      <p className="pay-card__item">{item.title}</p>
      <p>This guide is free. No payment is needed.</p>
      <DownloadFreeActions id={String(item.bookId)} url={downloadUrl} title={item.title} />
    </section>
  );
}

function PaidPanel({ item }: { item: CheckoutItem }) {
  return (
    <section className="pay-card" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{item.title}</h1>
      <dl className="pay-card__summary">
        <div>
          <dt>Item</dt>
          <dd>Digital Download</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd className="pay-card__price">{formatPrice(item.price)}</dd>
        </div>
      </dl>
      <p className="pay-card__note">
        You pay by card on Stripe's secure page, then come straight back here for your download. We email you a receipt
        with the link.
      </p>
      <PayActions
        price={item.price}
        request={{ bookId: item.bookId, title: item.title, price: item.price, userId: GUEST_USER_ID }}
        failureText="Unable to setup payment. Please try again."
        onError={(err) =>
          toast({
            title: 'Payment Error',
            description: errorMessage(err, 'Unable to setup payment. Please try again.'),
            variant: 'destructive',
          })
        }
      >
        <Link to={paths.store} className="btn btn--secondary">
          Back to the store
        </Link>
      </PayActions>
    </section>
  );
}
