import type { PaymentIntentStatus, PaymentProviderName } from '@shop/contracts';
import type { Tx } from '../../db/client';
import type { PaymentError } from './payments.tables';

/** A PaymentIntent as every provider reports it (Stripe's shape, money in integer cents). */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  /** What was actually collected; equals the amount once the intent succeeded. */
  amountReceivedCents: number;
  currency: string;
  /** The order id from the intent's metadata; null for an intent we did not create. */
  orderId: number | null;
  /** Why the last attempt failed (a declined card), as the provider words it. */
  lastError: PaymentError | null;
  /**
   * The type of the payment method on the intent ('card', 'ideal', …) as the provider reports
   * it; null while none is attached. Once the intent succeeded, the method that paid.
   */
  methodType: string | null;
}

export interface CreateIntentRequest {
  orderId: number;
  amountCents: number;
  currency: 'eur';
  /** Ours, derived from the order ('pi:create:<orderId>'): a repeat returns the same intent. */
  idempotencyKey: string;
  description: string;
}

export interface RefundRequest {
  orderId: number;
  intentId: string;
  amountCents: number;
  /** Ours, derived from the order ('refund:<orderId>'): a repeat returns the same refund. */
  idempotencyKey: string;
}

/** A refund as every provider reports it. */
export interface ProviderRefund {
  id: string;
  intentId: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/** The refund events we act on: the refund's state is then read from the provider. */
export const REFUND_EVENT_TYPES = [
  'charge.refunded',
  'charge.refund.updated',
  'refund.updated',
  'refund.failed',
];

/** The payment events we act on; every other type is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
  'charge.succeeded',
  ...REFUND_EVENT_TYPES,
] as const;

/** A verified provider event, reduced to what settlement needs: which intent to look at. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about (for charges: the charge's payment_intent). */
  intentId: string | null;
  payload: unknown;
}

/** The signature was missing, wrong, stale, or the body was altered. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or answered with an error of its own. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The provider refused our idempotency key because it was first used with other parameters
 * (for Stripe: 400 idempotency_error). Retrying cannot help; the order needs a person.
 */
export class ProviderIdempotencyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderIdempotencyError';
  }
}

/**
 * The provider refused the request for good (for Stripe: a 400 such as a refund above what is
 * left of the charge, or of a charge refunded in full from its Dashboard). Retrying cannot help.
 */
export class ProviderRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderRefusedError';
  }
}

/**
 * Payments behind one interface: Stripe when configured, the built-in test-mode provider
 * otherwise. Amounts always come from our orders, never from a client.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the web: Stripe Elements needs it; null in test mode. */
  readonly publishableKey: string | null;
  createIntent(request: CreateIntentRequest): Promise<ProviderIntent>;
  /**
   * The intent as the provider holds it now; null when it does not exist. `tx` lets the
   * test-mode provider read inside the settling transaction (Stripe ignores it).
   */
  retrieveIntent(id: string, options?: { tx?: Tx }): Promise<ProviderIntent | null>;
  /**
   * Refunds a succeeded intent (in full); the same idempotency key gives the same refund. Throws
   * ProviderRefusedError or ProviderIdempotencyError when it can never be made.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  retrieveRefund(id: string): Promise<ProviderRefund | null>;
  /** Verifies a webhook on its raw body; Stripe only. Throws WebhookSignatureError. */
  parseWebhook?(rawBody: Buffer, signatureHeader: string): ProviderEvent;
}

export function intentIdempotencyKey(orderId: number): string {
  return `pi:create:${orderId}`;
}

export function refundIdempotencyKey(orderId: number): string {
  return `refund:${orderId}`;
}
