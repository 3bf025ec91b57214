import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { usePaymentsStatus, useStartCheckout, type CheckoutRequest } from '../api/payments';
import { formatPrice } from '../utils/checkout';

/**
 * The end of a payment card: a notice when payments are off, the failure text, and the Pay
 * button that continues to Stripe's secure checkout, followed by `children` (a way back).
 */
export function PayActions({
  price,
  request,
  failureText,
  onError,
  children,
}: {
  price: string;
  request: CheckoutRequest;
  /** Shown when the server gives no reason. */
  failureText: string;
  onError?: (err: unknown) => void;
  children: ReactNode;
}) {
  const status = usePaymentsStatus();
  const checkout = useStartCheckout();
  const disabled = status.data?.enabled === false;
  const pending = checkout.isPending || checkout.isSuccess;
  return (
    <>
      {disabled && (
        <p className="pay-card__notice" role="status">
          Payments are not set up yet. Please check back soon.
        </p>
      )}
      {checkout.isError && (
        <p className="pay-card__error" role="alert">
          {errorMessage(checkout.error, failureText)}
        </p>
      )}
      <div className="btn-row">
        <button
          type="button"
          className="btn btn--primary"
          disabled={disabled || pending}
          onClick={() => checkout.mutate(request, { onError })}
        >
          {pending ? 'Opening secure checkout…' : `Pay ${formatPrice(price)}`}
        </button>
        {children}
      </div>
    </>
  );
}
