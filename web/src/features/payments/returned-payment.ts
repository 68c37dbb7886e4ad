import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ConfirmPaymentResponse } from '@shop/contracts';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { confirmPayment } from './api';
import { problemFrom, type PaymentProblem } from './payment-outcome';

/**
 * Back from a redirecting payment method (the bank, or Stripe's page), as the server sees it:
 * the query's `redirect_status` is only the browser's word, so the server checks the intent with
 * the provider and settles the order when it succeeded.
 */
export type ReturnedPayment =
  /** The page was not reached from a redirect. */
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'paid'; result: ConfirmPaymentResponse }
  /** The bank has not confirmed yet; the webhook or the reconciler settles the order later. */
  | { state: 'processing'; result: ConfirmPaymentResponse }
  /** Failed or cancelled at the bank: the order is unpaid and may be paid again. */
  | { state: 'failed'; problem: PaymentProblem };

const returnedPaymentQuery = (paymentIntentId: string | null) =>
  queryOptions({
    queryKey: ['/api/payment/confirm-payment', paymentIntentId],
    queryFn: () => confirmPayment(paymentIntentId!),
    enabled: paymentIntentId !== null,
  });

export function useReturnedPayment(): ReturnedPayment {
  useLanguage();
  const [search] = useSearchParams();
  const intentId = search.get('payment_intent');
  const confirm = useQuery(returnedPaymentQuery(intentId));
  if (intentId === null) return { state: 'none' };
  if (confirm.isPending) return { state: 'checking' };
  if (confirm.isError) {
    return {
      state: 'failed',
      problem: problemFrom(confirm.error, m.orders_payment_errors_confirmation),
    };
  }
  const result = confirm.data;
  if (result.ok) return { state: 'paid', result };
  if (result.paymentStatus === 'processing') return { state: 'processing', result };
  return {
    state: 'failed',
    problem: {
      title: m.orders_payment_errors_failed(),
      message: m.orders_payment_bankFailed(),
    },
  };
}

/** What a checkout page is told when the customer comes back to it from a failed payment. */
export interface PaymentRetryState {
  paymentProblem: PaymentProblem;
  /** The order to pay again, when the page cannot find it by itself (merchandise). */
  orderId?: number;
}

const isRetryState = (state: unknown): state is PaymentRetryState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as { paymentProblem?: { message?: unknown } }).paymentProblem?.message === 'string';

/** The failed payment this checkout page was sent back with, if any. */
export function usePaymentRetry(): PaymentRetryState | null {
  const { state } = useLocation();
  return isRetryState(state) ? state : null;
}
