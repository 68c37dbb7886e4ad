/**
 * "Exactly one confirmation e-mail" end to end, on the split path: PostgreSQL, the outbox relay,
 * BullMQ in Redis, the e-mail worker and a real SMTP sink. A payment is confirmed by the browser
 * twice at once, delivered by Stripe as the same signed webhook ten times at once, and looked at
 * by the reconciler; the customer still gets one e-mail per paid order, carrying its number and
 * total. Also RELIABILITY C-7: payments whose webhooks were lost are paid by the reconciler.
 */
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_CARDS, formatEuros } from '@shop/contracts';
import { createProcessors, startBullWorkers, type BullWorkers } from '@shop/workers';
import { mailerTo, wholeShopConfig } from './shop-harness';
import { merchandiseOrders, orders } from '../src/modules/orders/orders.tables';
import { paymentIntents, webhookEvents } from '../src/modules/payments/payments.tables';
import type { PaymentProvider } from '../src/modules/payments/provider';
import { StripeProvider } from '../src/modules/payments/stripe-provider';
import { outbox } from '../src/shared/events/outbox.tables';
import { startShop, type Shop } from '../src/shop';
import { eventually } from '../../infra/testing/eventually';
import { startSmtpSink, type SmtpSink } from './smtp';
import { createPostgresDatabase } from './databases';
import { FakeStripe } from './fake-stripe';
import { ADDRESSES, guestContact, seededMenu } from './food-orders';
import { TestClient } from './http-client';
import { paidEvents, seedMerchandise, shippingAddress } from './payments-harness';

const log = pino({ level: 'silent' });
const WEBHOOK_SECRET = 'whsec_test_payment_emails';

interface Harness {
  shop: Shop;
  smtp: SmtpSink;
  items: Awaited<ReturnType<typeof seedMerchandise>>;
  menu: Awaited<ReturnType<typeof seededMenu>>;
  /** Resolves once the outbox is relayed and the e-mail queue has nothing left to run. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The shop in split mode with its e-mail worker beside it, as separate processes would run them,
 * on queues of their own (a key prefix) so other test files' workers never take these jobs.
 */
async function splitShop(
  options: { provider?: PaymentProvider; env?: Record<string, string> } = {},
): Promise<Harness> {
  const redisUrl = inject('redisUrl');
  const prefix = `payment-emails-${randomBytes(4).toString('hex')}`;
  const smtp = await startSmtpSink();
  const database = await createPostgresDatabase();
  const mailer = mailerTo(smtp);
  const workers: BullWorkers = await startBullWorkers({
    redisUrl,
    processors: createProcessors({ db: database.db, mailer, log, shopInbox: null }),
    log,
    prefix,
  });
  const config = wholeShopConfig({
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REALTIME_SECRET: 'a-test-realtime-secret-of-32-characters-at-least',
    ...options.env,
  });
  const shop = await startShop(config, {
    log,
    database,
    seed: true,
    jobPrefix: prefix,
    ...(options.provider ? { paymentProvider: options.provider } : {}),
  });
  const redis = new Redis(redisUrl);
  const queue = new Queue('email', { connection: redis, prefix });
  return {
    shop,
    smtp,
    items: await seedMerchandise(database.db),
    menu: await seededMenu(database.db),
    async settled() {
      await eventually(async () => {
        const [row] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(isNull(outbox.publishedAt));
        expect(row?.n).toBe(0);
        expect(await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized')).toBe(
          0,
        );
      });
      // Room for a duplicate that would still be on its way to the SMTP server.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    async stop() {
      await shop.stop();
      await workers.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await redis.quit();
      await database.close();
      await mailer.close();
      await smtp.close();
    },
  };
}

/** The messages the SMTP sink received about one order (its number is in the subject). */
function mailsFor(smtp: SmtpSink, orderId: number) {
  return smtp.messages.filter((m) => new RegExp(`#${orderId}\\b`).test(m.subject ?? ''));
}

function recipients(mail: SmtpSink['messages'][number]) {
  const to = mail.to && !Array.isArray(mail.to) ? mail.to.value : [];
  return to.map((a) => a.address);
}

/** A guest's merchandise order: T-shirt × 2 = 49.90, under 50.00 so 5.95 shipping: 55.85. */
async function placeMerchandiseOrder(h: Harness) {
  const client = new TestClient(h.shop.url);
  const res = await client.post('/api/merchandise/orders', {
    items: [{ merchandiseId: h.items.tshirt.id, quantity: 2 }],
    shippingAddress,
  });
  expect(res.status).toBe(201);
  return { client, orderId: res.body.id as number };
}

/** A guest's delivery order to Damrak (two panini porchetta), with the invoice e-mail. */
async function placeFoodOrder(h: Harness) {
  const client = new TestClient(h.shop.url);
  const res = await client.post('/api/orders', {
    items: [{ menuItemId: h.menu.item('Panino Porchetta').id, quantity: 2 }],
    deliveryAddress: ADDRESSES.damrak,
    ...guestContact,
  });
  expect(res.status).toBe(201);
  return { client, orderId: res.body.id as number, total: res.body.total as number };
}

async function openIntent(client: TestClient, orderId: number) {
  const res = await client.post('/api/payment/create-payment-intent', { orderId });
  expect(res.status).toBe(200);
  return res.body as { paymentIntentId: string; clientSecret: string };
}

/** Puts an intent past the reconciler's one-minute grace, as if checkout was a while ago. */
async function backdate(h: Harness, intentIds: string[]) {
  await h.shop.database.db
    .update(paymentIntents)
    .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
    .where(inArray(paymentIntents.intentId, intentIds));
}

async function paymentStatus(h: Harness, kind: 'merchandise' | 'food', orderId: number) {
  const table = kind === 'merchandise' ? merchandiseOrders : orders;
  const [row] = await h.shop.database.db
    .select({ paymentStatus: table.paymentStatus })
    .from(table)
    .where(eq(table.id, orderId));
  return row?.paymentStatus;
}

/** Every unpaid-or-paid row of this order kind that is paid: exactly one order, not a copy. */
async function paidOrderCount(h: Harness, kind: 'merchandise' | 'food', orderId: number) {
  const table = kind === 'merchandise' ? merchandiseOrders : orders;
  const [row] = await h.shop.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.id, orderId), eq(table.paymentStatus, 'paid')));
  return row?.n ?? 0;
}

/** The relay crashed after publishing but before stamping: it publishes this order's event again. */
async function relayPaidEventAgain(h: Harness, orderId: number) {
  await h.shop.database.db
    .update(outbox)
    .set({ publishedAt: null })
    .where(
      and(
        eq(outbox.name, 'order.paid'),
        sql`(${outbox.event}->'data'->>'orderId')::int = ${orderId}`,
      ),
    );
  await h.shop.relay.kick();
}

describe('exactly one e-mail per paid order, test mode (split: PostgreSQL, BullMQ, SMTP)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await splitShop();
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** The browser pays with 4242 twice at once and confirms twice at once; the reconciler runs. */
  async function payTwiceAndReconcile(client: TestClient, orderId: number) {
    const intent = await openIntent(client, orderId);
    await backdate(h, [intent.paymentIntentId]);
    const card = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' };
    const answers = await Promise.all([
      ...[1, 2].map(() =>
        client.post('/api/payment/test-mode/confirm', {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card,
        }),
      ),
      ...[1, 2].map(() =>
        client.post('/api/payment/confirm-payment', { paymentIntentId: intent.paymentIntentId }),
      ),
    ]);
    for (const res of answers.slice(0, 2)) expect(res.body.status).toBe('succeeded');
    const report = await h.shop.payments.reconciler.runOnce();
    expect(report.paid).toBe(0);
    // The confirm that raced the card may have seen the intent before it succeeded; now it is.
    const confirm = await client.post('/api/payment/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(confirm.body).toMatchObject({ ok: true, paymentStatus: 'paid' });
  }

  it('a merchandise order: one paid order, one order.paid, one confirmation at the SMTP server', async () => {
    const { client, orderId } = await placeMerchandiseOrder(h);
    await payTwiceAndReconcile(client, orderId);

    expect(await paidOrderCount(h, 'merchandise', orderId)).toBe(1);
    expect(await paidEvents(h.shop.database.db, orderId)).toBe(1);
    await eventually(() => expect(mailsFor(h.smtp, orderId)).toHaveLength(1));
    await relayPaidEventAgain(h, orderId);
    await h.settled();

    const mails = mailsFor(h.smtp, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your Italieno order #${orderId} is confirmed`);
    expect(recipients(mails[0]!)).toEqual([shippingAddress.email]);
    expect(mails[0]!.text).toContain(`We have received your payment for order #${orderId}`);
    expect(mails[0]!.text).toContain('Total: € 55,85');
  });

  it('a food order: one paid order, one order.paid, one invoice at the SMTP server', async () => {
    const { client, orderId, total } = await placeFoodOrder(h);
    await payTwiceAndReconcile(client, orderId);

    expect(await paidOrderCount(h, 'food', orderId)).toBe(1);
    expect(await paidEvents(h.shop.database.db, orderId)).toBe(1);
    await eventually(() => expect(mailsFor(h.smtp, orderId)).toHaveLength(1));
    await relayPaidEventAgain(h, orderId);
    await h.settled();

    const mails = mailsFor(h.smtp, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      new RegExp(`^Your Italieno invoice for order #${orderId} \\(\\d{4}-\\d{5}\\)$`),
    );
    expect(recipients(mails[0]!)).toEqual([guestContact.email]);
    expect(mails[0]!.text).toContain(`Total: ${formatEuros(total)}`);
  });
});

describe('exactly one e-mail per paid order, Stripe mode (split, fake Stripe API)', () => {
  let h: Harness;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await new FakeStripe().start();
    const provider = new StripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_fake',
      client: fake.clientConfig,
    });
    h = await splitShop({
      provider,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      },
    });
  });
  afterAll(async () => {
    await h?.stop();
    await fake?.stop();
  });

  function deliver(payload: string) {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return new TestClient(h.shop.url).request('POST', '/api/payment/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  /**
   * The customer paid at Stripe; then, all at once: the browser confirms twice, Stripe delivers
   * the same signed payment_intent.succeeded ten times, and the reconciler runs.
   */
  async function payWithEverythingRacing(client: TestClient, orderId: number) {
    const { paymentIntentId } = await openIntent(client, orderId);
    await backdate(h, [paymentIntentId]);
    const payload = fake.event('payment_intent.succeeded', fake.succeed(paymentIntentId));
    const [confirms, webhooks] = await Promise.all([
      Promise.all(
        [1, 2].map(() => client.post('/api/payment/confirm-payment', { paymentIntentId })),
      ),
      Promise.all(Array.from({ length: 10 }, () => deliver(payload))),
      h.shop.payments.reconciler.runOnce(),
    ]);
    for (const res of confirms) expect(res.body).toMatchObject({ ok: true, paymentStatus: 'paid' });
    expect(webhooks.map((w) => w.status)).toEqual(Array(10).fill(200));
    await h.shop.payments.inbox.idle();
    const stored = await h.shop.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, JSON.parse(payload).id as string));
    expect(stored).toHaveLength(1);
  }

  it('a merchandise order: one paid order, one order.paid, one confirmation at the SMTP server', async () => {
    const { client, orderId } = await placeMerchandiseOrder(h);
    await payWithEverythingRacing(client, orderId);

    expect(await paidOrderCount(h, 'merchandise', orderId)).toBe(1);
    expect(await paidEvents(h.shop.database.db, orderId)).toBe(1);
    await eventually(() => expect(mailsFor(h.smtp, orderId)).toHaveLength(1));
    await h.settled();

    const mails = mailsFor(h.smtp, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your Italieno order #${orderId} is confirmed`);
    expect(mails[0]!.text).toContain('Total: € 55,85');
  });

  it('a food order: one paid order, one order.paid, one invoice at the SMTP server', async () => {
    const { client, orderId, total } = await placeFoodOrder(h);
    await payWithEverythingRacing(client, orderId);

    expect(await paidOrderCount(h, 'food', orderId)).toBe(1);
    expect(await paidEvents(h.shop.database.db, orderId)).toBe(1);
    await eventually(() => expect(mailsFor(h.smtp, orderId)).toHaveLength(1));
    await h.settled();

    const mails = mailsFor(h.smtp, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      new RegExp(`^Your Italieno invoice for order #${orderId} \\(\\d{4}-\\d{5}\\)$`),
    );
    expect(mails[0]!.text).toContain(`Total: ${formatEuros(total)}`);
  });

  it('C-7: five payments whose webhooks were lost are paid by the reconciler, with one e-mail each', async () => {
    const placed = await Promise.all([1, 2, 3, 4, 5].map(() => placeMerchandiseOrder(h)));
    const intents = await Promise.all(
      placed.map(async ({ client, orderId }) => ({
        orderId,
        intentId: (await openIntent(client, orderId)).paymentIntentId,
      })),
    );
    // Stripe holds them succeeded; none of their webhooks ever arrives.
    for (const { intentId } of intents) fake.succeed(intentId);
    await backdate(
      h,
      intents.map((i) => i.intentId),
    );

    let runs = 0;
    const unpaid = async () => {
      const statuses = await Promise.all(
        intents.map((i) => paymentStatus(h, 'merchandise', i.orderId)),
      );
      return statuses.filter((s) => s !== 'paid').length;
    };
    while ((await unpaid()) > 0 && runs < 2) {
      await h.shop.payments.reconciler.runOnce();
      runs++;
    }
    expect(await unpaid()).toBe(0);
    expect(runs).toBeLessThanOrEqual(2);

    await eventually(() =>
      expect(intents.map((i) => mailsFor(h.smtp, i.orderId).length)).toEqual([1, 1, 1, 1, 1]),
    );
    const mailsBefore = h.smtp.messages.length;

    // Another run finds nothing to do and sends nothing.
    const again = await h.shop.payments.reconciler.runOnce();
    expect(again.paid).toBe(0);
    await h.settled();
    for (const { orderId } of intents) {
      expect(await paidEvents(h.shop.database.db, orderId)).toBe(1);
      expect(mailsFor(h.smtp, orderId)).toHaveLength(1);
    }
    expect(h.smtp.messages.length).toBe(mailsBefore);
  });
});
