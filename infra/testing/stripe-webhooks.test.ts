/**
 * The Stripe stand-in's webhook deliveries, against a local endpoint that fails on purpose: what
 * the shop relies on is that every event arrives signed with its secret (freshly per attempt),
 * that a failed attempt is retried with growing waits until one gets a 2xx, that a delivered
 * event is not sent again, and that retries stop when the window closes.
 */
import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from './eventually';
import { retryDelayMs, StripeWebhookSender } from './stripe-webhooks';

const SECRET = 'whsec_test_stand_in';

interface Received {
  at: number;
  eventId: string | null;
  /** The signature verified with SECRET. */
  verified: boolean;
}

let server: Server | null = null;
let sender: StripeWebhookSender | null = null;

afterEach(async () => {
  await sender?.stop();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
});

/** An endpoint answering the statuses given in turn (the last one from then on). */
async function endpoint(statuses: number[]): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let eventId: string | null = null;
      try {
        eventId = Stripe.webhooks.constructEvent(
          body,
          String(req.headers['stripe-signature']),
          SECRET,
        ).id;
      } catch {
        // Counted as not verified.
      }
      received.push({ at: Date.now(), eventId, verified: eventId !== null });
      res.writeHead(statuses[Math.min(received.length - 1, statuses.length - 1)]!).end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/api/payment/webhook`, received };
}

const event = (id: string) =>
  JSON.stringify({ id, object: 'event', type: 'payment_intent.succeeded', data: { object: {} } });

describe('Stripe webhook deliveries of the stand-in', () => {
  it('waits twice as long before each retry, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries a failing endpoint with backoff until it answers 2xx, then stops', async () => {
    const { url, received } = await endpoint([503, 500, 502, 200]);
    sender = new StripeWebhookSender({ endpoint: url, secret: SECRET, firstRetryMs: 40 });
    sender.send(event('evt_1'));
    await eventually(() => expect(sender!.pending).toBe(0), 5000);
    // A little longer: a delivered event must not come again.
    await new Promise((r) => setTimeout(r, 300));

    expect(received.map((r) => r.eventId)).toEqual(['evt_1', 'evt_1', 'evt_1', 'evt_1']);
    expect(received.every((r) => r.verified)).toBe(true);
    const gaps = received.slice(1).map((r, i) => r.at - received[i]!.at);
    // Each retry waited at least its backoff (40, 80, 160 ms).
    gaps.forEach((gap, i) =>
      expect(gap).toBeGreaterThanOrEqual(retryDelayMs(i + 1, 40, 30_000) - 5),
    );
    expect(sender.deliveries.get('evt_1')).toMatchObject({ attempts: 4, gaveUp: false });
    expect(sender.deliveries.get('evt_1')!.deliveredAt).not.toBeNull();
    expect(sender.attempts.map((a) => [a.status, a.ok])).toEqual([
      [503, false],
      [500, false],
      [502, false],
      [200, true],
    ]);
  });

  it('counts a refused connection as a failed attempt and retries it', async () => {
    const { url } = await endpoint([200]);
    const refused = url.replace(/:(\d+)\//, ':1/');
    sender = new StripeWebhookSender({
      endpoint: refused,
      secret: SECRET,
      firstRetryMs: 20,
      giveUpAfterMs: 100,
    });
    sender.send(event('evt_2'));
    await eventually(() => expect(sender!.pending).toBe(0), 5000);

    const delivery = sender.deliveries.get('evt_2')!;
    expect(delivery.deliveredAt).toBeNull();
    // 0, 20, 60 ms: the next wait (80 ms) would end past the 100 ms window, so it gives up.
    expect(delivery).toMatchObject({ attempts: 3, gaveUp: true });
    expect(sender.attempts.every((a) => a.status === null && !a.ok)).toBe(true);
  });
});
