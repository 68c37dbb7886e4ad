/** Card payments (Stripe or test mode), settlement, webhooks, refunds and the reconciler. */
export { createPayments, type Payments, type PaymentsDeps } from './payments.module';
export { paymentRoutes, type PaymentRoutesDeps } from './payments.routes';
export { paymentWebhookRoutes } from './webhook.routes';
export type { Refunds } from './refunds';
export { lastWebhookEvent, unsettledPaymentCount } from './payment-health';
