/**
 * Stripe's side of a webhook endpoint, for a Stripe stand-in (the load tool's, on top of
 * api/test/fake-stripe.ts): each event is POSTed to the endpoint with a fresh `Stripe-Signature`
 * (HMAC-SHA256 with the endpoint's signing secret, as Stripe signs every attempt anew), and an
 * attempt that does not get a 2xx in time is retried with exponential backoff until it is
 * delivered or the retry window closes. Stripe retries for up to three days (live mode); here the
 * schedule is compressed to seconds so a run sees it: 1 s, 2 s, 4 s … capped, for ten minutes.
 */
import Stripe from 'stripe';

export interface WebhookSenderOptions {
  /** The endpoint's URL, e.g. `http://127.0.0.1:41000/api/payment/webhook`. */
  endpoint: string;
  /** Its signing secret (`whsec_…`), as the shop has it in STRIPE_WEBHOOK_SECRET. */
  secret: string;
  /** Wait before the first retry; each further retry waits twice as long (default 1 s). */
  firstRetryMs?: number;
  /** Longest wait between two attempts (default 30 s). */
  maxRetryMs?: number;
  /** No new attempt once this long has passed since the event (default 10 min). */
  giveUpAfterMs?: number;
  /** An attempt without an answer by then failed (default 10 s). */
  timeoutMs?: number;
}

/** One POST of one event to the endpoint. */
export interface DeliveryAttempt {
  eventId: string;
  at: number;
  /** The endpoint's HTTP status; null when it gave none (refused, reset, timed out). */
  status: number | null;
  ok: boolean;
}

/** One event and what became of it. */
export interface Delivery {
  eventId: string;
  type: string;
  createdAt: number;
  attempts: number;
  /** When an attempt got a 2xx; null while it is still being retried (or was given up). */
  deliveredAt: number | null;
  gaveUp: boolean;
}

/** The wait before retry number `retry` (1, 2, …): doubling from `firstMs`, at most `maxMs`. */
export function retryDelayMs(retry: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** (retry - 1));
}

export class StripeWebhookSender {
  readonly attempts: DeliveryAttempt[] = [];
  readonly deliveries = new Map<string, Delivery>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  private readonly firstRetryMs: number;
  private readonly maxRetryMs: number;
  private readonly giveUpAfterMs: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: WebhookSenderOptions) {
    this.firstRetryMs = options.firstRetryMs ?? 1000;
    this.maxRetryMs = options.maxRetryMs ?? 30_000;
    this.giveUpAfterMs = options.giveUpAfterMs ?? 600_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** Sends an event body (Stripe's JSON, with its `id` and `type`) now, and again until 2xx. */
  send(body: string): void {
    const { id, type } = JSON.parse(body) as { id: string; type: string };
    const delivery: Delivery = {
      eventId: id,
      type,
      createdAt: Date.now(),
      attempts: 0,
      deliveredAt: null,
      gaveUp: false,
    };
    this.deliveries.set(id, delivery);
    this.attempt(delivery, body);
  }

  /** Events not delivered yet and still being retried. */
  get pending(): number {
    let n = 0;
    for (const d of this.deliveries.values()) if (d.deliveredAt === null && !d.gaveUp) n++;
    return n;
  }

  /** Cancels every retry still planned and waits for the attempts on the way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private attempt(delivery: Delivery, body: string): void {
    if (this.stopped) return;
    const running = this.post(delivery, body).finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  private async post(delivery: Delivery, body: string): Promise<void> {
    delivery.attempts++;
    const at = Date.now();
    let status: number | null = null;
    try {
      const res = await fetch(this.options.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: this.options.secret,
          }),
        },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      // Refused, reset or timed out: Stripe counts it as a failed attempt like any non-2xx.
    }
    const ok = status !== null && status >= 200 && status < 300;
    this.attempts.push({ eventId: delivery.eventId, at, status, ok });
    if (ok) {
      delivery.deliveredAt = Date.now();
      return;
    }
    const wait = retryDelayMs(delivery.attempts, this.firstRetryMs, this.maxRetryMs);
    if (Date.now() + wait - delivery.createdAt > this.giveUpAfterMs || this.stopped) {
      delivery.gaveUp = true;
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.attempt(delivery, body);
    }, wait);
    this.timers.add(timer);
  }
}
