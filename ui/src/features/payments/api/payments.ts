import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { PaymentVerification } from '../types';

/** Leaving the site for Stripe's page (a seam for tests: jsdom cannot navigate away). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};

/** The guest id the seeds send with guide checkouts (visitors are anonymous). */
export const GUEST_USER_ID = 'guest';

/** Whether card payments are configured on this site. */
export function usePaymentsStatus() {
  return useQuery(queryOptions<{ enabled: boolean }>({ queryKey: ['/api/payments/status'], staleTime: 60_000 }));
}

export type CheckoutRequest =
  | { bookId: number | string; title: string; price: string; userId: string }
  | { courseId: string; email: string };

/** Starts a Stripe Checkout Session and sends the browser to it. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (body: CheckoutRequest) => {
      const res = await apiRequest('POST', '/api/stripe/create-checkout', body);
      const data = (await res.json()) as { url?: string; message?: string };
      if (!data.url) throw new Error(data.message ?? 'Failed to create checkout session');
      browser.assign(data.url);
      return data.url;
    },
  });
}

/** Confirms a returning buyer's payment; the server asks Stripe if its webhook is late. */
export function useVerifyPayment(sessionId: string | null) {
  return useQuery({
    ...queryOptions<PaymentVerification>({ queryKey: ['/api/verify-payment', sessionId ?? ''] }),
    enabled: Boolean(sessionId),
    retry: false,
  });
}

/** Asks for a fresh download link, emailed to the address the order was paid with. */
export function useRenewDownloadLink() {
  return useMutation({
    mutationFn: async (body: { sessionId: string; email: string }) => {
      const res = await apiRequest('POST', '/api/download-links', body);
      return (await res.json()) as { message: string };
    },
  });
}
