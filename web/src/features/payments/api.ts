import { queryOptions } from '@tanstack/react-query';
import type {
  ConfirmPaymentResponse,
  PaymentConfig,
  PaymentIntentResponse,
  TestModeAuthenticateInput,
  TestModeBankInput,
  TestModeBankPayment,
  TestModeConfirmInput,
  TestModePaymentResult,
} from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Which form to show: Stripe Elements with a publishable key, else the test-mode card form. */
export const paymentConfigQuery = queryOptions({
  queryKey: ['/api/payment/config'],
  queryFn: () => api.get<PaymentConfig>('/api/payment/config'),
});

/**
 * The order's PaymentIntent. The server keeps one per order and charges the order's own total,
 * so asking again returns the same intent; the amount sent is ignored.
 */
export const paymentIntentQuery = (orderId: number, amount?: number) =>
  queryOptions({
    queryKey: ['/api/payment/create-payment-intent', orderId],
    queryFn: () =>
      api.post<PaymentIntentResponse>('/api/payment/create-payment-intent', {
        orderId,
        ...(amount !== undefined ? { amount } : {}),
        currency: 'eur',
      }),
    gcTime: 0,
  });

export const confirmTestModePayment = (input: TestModeConfirmInput) =>
  api.post<TestModePaymentResult>('/api/payment/test-mode/confirm', input);

export const authenticateTestModePayment = (input: TestModeAuthenticateInput) =>
  api.post<TestModePaymentResult>('/api/payment/test-mode/authenticate', input);

/** Test mode's bank page: the payment it stands in for. */
export const testModeBankQuery = (input: TestModeBankInput) =>
  queryOptions({
    queryKey: ['/api/payment/test-mode/bank', input.paymentIntentId],
    queryFn: () => api.post<TestModeBankPayment>('/api/payment/test-mode/bank', input),
    gcTime: 0,
  });

/** Asks the server to check the intent with the provider and settle the order. */
export const confirmPayment = (paymentIntentId: string) =>
  api.post<ConfirmPaymentResponse>('/api/payment/confirm-payment', { paymentIntentId });
