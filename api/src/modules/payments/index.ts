/** Card payments (Stripe or test mode), settlement, webhooks, refunds and the reconciler. */

import type { Router } from 'express';
import { paymentRoutes, type PaymentRoutesDeps } from './payments.routes';
import { paymentWebhookRoutes } from './webhook.routes';

export { createPayments, type Payments, type PaymentsDeps } from './payments.module';
export type { Refunds } from './refunds';
export { lastWebhookEvent, unsettledPaymentCount } from './payment-health';
// What other modules read of payments and refunds inside their own statements.
export { paymentRecords, refundRecords, type RefundRecord } from './payments.read-models';

/**
 * The routes around a process's `Payments` (createPayments; the reconciler shares it): the
 * webhook, which goes before the JSON parser because its signature covers the raw body, and the
 * checkout's payment calls.
 */
export function createPaymentsModule(deps: PaymentRoutesDeps): {
  webhookRouter: Router;
  router: Router;
} {
  return { webhookRouter: paymentWebhookRoutes(deps), router: paymentRoutes(deps) };
}
