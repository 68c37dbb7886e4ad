/**
 * Card payments for the managed shop in Stripe mode (`payments: stripe-standin`): the api
 * processes run with test keys and STRIPE_API_URL pointing at a Stripe stand-in on loopback
 * (api/test/fake-stripe.ts: PaymentIntents with Stripe's idempotency, and the confirm Stripe.js
 * sends with the customer's card). Each confirm's event (`payment_intent.succeeded` or
 * `.payment_failed`) goes, signed with the endpoint's secret, to the shop's webhook through a relay
 * the tool owns (webhook-relay.ts), retried with Stripe's backoff compressed to seconds
 * (infra/testing/stripe-webhooks.ts). The `webhook-failing` fault takes that endpoint down; what
 * the stand-in knows (who paid when, which deliveries failed) tells how the shop came back.
 */
import { randomBytes } from 'node:crypto';
import { FakeStripe } from '../../../../api/test/fake-stripe';
import { StripeWebhookSender } from '../../../testing/stripe-webhooks';
import { WebhookRelay } from './webhook-relay';

/** A payment Stripe took: the order it pays, when, and the event that says so. */
export interface StripeCharge {
  orderId: number;
  intentId: string;
  eventId: string;
  at: number;
}

/** The shop's reconciler re-reads unsettled intents every minute during a run (15 by default). */
const RECONCILE_MINUTES = '1';

export class StripeStandIn {
  readonly publishableKey = 'pk_test_load_standin';
  readonly charges: StripeCharge[] = [];
  private readonly secret = `whsec_load_${randomBytes(12).toString('hex')}`;
  private readonly fake = new FakeStripe();
  private readonly relay = new WebhookRelay();
  private sender!: StripeWebhookSender;

  async start(): Promise<this> {
    await this.fake.start();
    await this.relay.start();
    this.sender = new StripeWebhookSender({ endpoint: this.relay.url, secret: this.secret });
    this.fake.onEvent((type, body) => {
      if (type === 'payment_intent.succeeded') {
        const event = JSON.parse(body) as {
          id: string;
          data: { object: { id: string; metadata: Record<string, string> } };
        };
        this.charges.push({
          orderId: Number(event.data.object.metadata.orderId),
          intentId: event.data.object.id,
          eventId: event.id,
          at: Date.now(),
        });
      }
      this.sender.send(body);
    });
    return this;
  }

  /** Where customers' browsers reach "Stripe" (Stripe.js's confirm). */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.fake.port}`;
  }

  /** The api processes' settings for Stripe mode against the stand-in. */
  get apiEnv(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_load_standin',
      STRIPE_WEBHOOK_SECRET: this.secret,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_API_URL: this.apiUrl,
      PAYMENT_RECONCILE_MINUTES: RECONCILE_MINUTES,
    };
  }

  /** The api processes the webhook relay passes deliveries to. */
  set apiUrls(urls: string[]) {
    this.relay.upstreams = urls;
  }

  /** The webhook endpoint fails (503 at the relay) for `ms`. */
  failWebhooks(ms: number): Promise<void> {
    return this.relay.failFor(ms);
  }

  /** Succeeded charges per order: more than one would be a customer charged twice. */
  chargesPerOrder(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const intent of this.fake.intents.values())
      if (intent.status === 'succeeded') {
        const orderId = Number(intent.metadata.orderId);
        counts.set(orderId, (counts.get(orderId) ?? 0) + 1);
      }
    return counts;
  }

  /** What the deliveries of events made in [from, to) went through. */
  deliveriesBetween(from: number, to: number) {
    const deliveries = [...this.sender.deliveries.values()].filter(
      (d) => d.createdAt >= from && d.createdAt < to,
    );
    const ids = new Set(deliveries.map((d) => d.eventId));
    return {
      events: deliveries.length,
      failedAttempts: this.sender.attempts.filter((a) => ids.has(a.eventId) && !a.ok).length,
      deliveredOnRetry: deliveries.filter((d) => d.deliveredAt !== null && d.attempts > 1).length,
      gaveUp: deliveries.filter((d) => d.gaveUp).length,
    };
  }

  /** Deliveries the endpoint refused (any time), for the report. */
  get refusedAtRelay(): number {
    return this.relay.refused;
  }

  /** True once no event waits for a retry, false when `ms` ran out first. */
  async deliveriesDone(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (this.sender.pending > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    return this.sender.pending === 0;
  }

  async stop(): Promise<void> {
    await this.sender?.stop();
    await this.relay.close();
    await this.fake.stop();
  }
}
