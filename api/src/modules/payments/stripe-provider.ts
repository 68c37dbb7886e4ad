import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { PAYMENT_METHOD_TYPES, PaymentIntentStatus } from '@shop/contracts';
import {
  ProviderIdempotencyError,
  ProviderRefusedError,
  ProviderUnavailableError,
  WebhookSignatureError,
  type CreateIntentRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderRefund,
  type RefundRequest,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** Tests point the SDK at a local stub (host, port, protocol or httpClient). */
  client?: Partial<Stripe.StripeConfig>;
}

/** Stripe's PaymentIntent statuses plus the card-era one we never create. */
function status(value: string): PaymentIntentStatus {
  const parsed = PaymentIntentStatus.safeParse(value);
  // 'requires_capture' cannot happen (automatic capture); treat anything unknown as unpaid.
  return parsed.success ? parsed.data : 'requires_payment_method';
}

/** The attached payment method's type; it is only known when Stripe expanded the method. */
function methodTypeOf(pi: Stripe.PaymentIntent): string | null {
  const method = pi.payment_method;
  return method && typeof method === 'object' ? method.type : null;
}

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  const orderId = Number(pi.metadata?.orderId);
  const error = pi.last_payment_error;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: status(pi.status),
    amountCents: pi.amount,
    amountReceivedCents: pi.amount_received ?? 0,
    currency: pi.currency,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    lastError: error
      ? {
          code: error.code ?? 'payment_failed',
          declineCode: error.decline_code ?? null,
          message: error.message ?? 'Your payment was not accepted.',
        }
      : null,
    methodType: methodTypeOf(pi),
  };
}

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const pi = refund.payment_intent;
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { id: refund.id, intentId: typeof pi === 'string' ? pi : (pi?.id ?? ''), status };
}

/** The PaymentIntent an event is about: the object itself, or a charge's payment_intent. */
function intentIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  const pi = object.payment_intent;
  if (typeof pi === 'string') return pi;
  if (pi && typeof pi === 'object' && typeof (pi as { id?: unknown }).id === 'string') {
    return (pi as { id: string }).id;
  }
  return null;
}

/**
 * Waits before asking again while Stripe still runs the first request under our key (409
 * idempotency_key_in_use), on top of the SDK's own two retries: a double click or a second tab
 * then gets the first request's intent instead of an error.
 */
const KEY_IN_USE_WAITS_MS = [250, 500, 1000, 2000];

function keyInUse(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && err.statusCode === 409;
}

function unavailable(err: unknown): ProviderUnavailableError {
  const message = err instanceof Error ? err.message : String(err);
  return new ProviderUnavailableError(`Stripe request failed: ${message}`, { cause: err });
}

/**
 * PaymentIntents through the Stripe SDK. The SDK retries network failures with its own random
 * idempotency key, which does not stop a double click; we pass our key per order as well.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...options.client,
    });
  }

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    for (let attempt = 0; ; attempt++) {
      try {
        const pi = await this.stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            description: request.description,
            metadata: { orderId: String(request.orderId) },
            // Our methods only, not all the Dashboard's: every method that can pay has a label.
            allowed_payment_method_types: [...PAYMENT_METHOD_TYPES],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return toIntent(pi);
      } catch (err) {
        const wait = KEY_IN_USE_WAITS_MS[attempt];
        if (keyInUse(err) && wait !== undefined) {
          await sleep(wait);
          continue;
        }
        if (err instanceof Stripe.errors.StripeIdempotencyError) {
          // Our key was first used with other parameters (e.g. an order number seen before a
          // database reset): another try with the same key can only fail the same way.
          throw new ProviderIdempotencyError(err.message, { cause: err });
        }
        throw unavailable(err);
      }
    }
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    try {
      // Expanded, the payment method says its type: the method that paid, for the order.
      return toIntent(
        await this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }),
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')
        return null;
      throw unavailable(err);
    }
  }

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.intentId,
          amount: request.amountCents,
          metadata: { orderId: String(request.orderId) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toRefund(refund);
    } catch (err) {
      // Our key already names another refund (an order number seen before a database reset).
      if (err instanceof Stripe.errors.StripeIdempotencyError) {
        throw new ProviderIdempotencyError(err.message, { cause: err });
      }
      // A 400 or 404: nothing left to refund, more than is left, no such payment. Asking again
      // under the same key gets the same answer.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new ProviderRefusedError(err.message, { cause: err });
      }
      throw unavailable(err);
    }
  }

  async retrieveRefund(id: string): Promise<ProviderRefund | null> {
    try {
      return toRefund(await this.stripe.refunds.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')
        return null;
      throw unavailable(err);
    }
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string): ProviderEvent {
    let event: Stripe.Event;
    try {
      // Verifies the HMAC of the raw bytes and a timestamp within the default 300 s tolerance.
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.options.webhookSecret,
      );
    } catch (err) {
      throw new WebhookSignatureError(
        err instanceof Error ? err.message : 'Invalid webhook signature',
      );
    }
    return { id: event.id, type: event.type, intentId: intentIdOf(event), payload: event };
  }
}
