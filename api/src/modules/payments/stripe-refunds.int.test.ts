/**
 * Refunds of cancelled paid food orders through the Stripe adapter, against the loopback fake
 * Stripe (Stripe's API v1 shapes and idempotency rules): staff cancel a paid order, Stripe is asked
 * once under 'refund:<orderId>', the order stays paid while the bank has not confirmed, and
 * becomes refunded, with one 'order.refunded' event, when a signed webhook or the reconciler
 * finds the refund succeeded. Lost answers, failures, refusals and races end the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import Stripe from 'stripe';
import type { Order } from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import { FakeStripe, type StripeRefundEventType } from '../../../test/fake-stripe';
import { ADDRESSES, guestContact, seededMenu } from '../../../test/food-orders';
import type { TestClient } from '../../../test/http-client';
import { startStripePaymentsApi, type PaymentsTestApi } from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { seedDemoData } from '../../seed/seed';
import { outbox } from '../../shared/events/outbox.tables';
import { orders } from '../../db/schema';
import { refunds, webhookEvents } from './payments.tables';

const SECRET = 'whsec_test_refunds_secret';

interface LogLine {
  level: number;
  msg: string;
  orderId?: number;
  refundId?: string;
}

let database: Database;
let api: PaymentsTestApi;
let fake: FakeStripe;
let menu: Awaited<ReturnType<typeof seededMenu>>;
let staff: TestClient;
/** What the api logged at warn and above. */
const logs: LogLine[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase();
  await seedDemoData(database.db, pino({ level: 'silent' }));
  fake = await new FakeStripe().start();
  api = await startStripePaymentsApi(database, fake, SECRET, {
    log: pino({ level: 'warn' }, { write: (line: string) => logs.push(JSON.parse(line)) }),
  });
  menu = await seededMenu(database.db);
  staff = await api.signedIn('staff');
});

afterAll(async () => {
  await api?.close();
  await fake?.stop();
  await database?.close();
});

/** A guest's delivery order (two panini to Damrak), paid at Stripe and confirmed by the browser. */
async function paidOrder() {
  const client = api.client();
  const placed = await client.post('/api/orders', {
    items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
    deliveryAddress: ADDRESSES.damrak,
    ...guestContact,
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body.id as number;
  const intent = await client.post('/api/payment/create-payment-intent', { orderId });
  expect(intent.status).toBe(200);
  const intentId = intent.body.paymentIntentId as string;
  fake.succeed(intentId);
  const confirmed = await client.post('/api/payment/confirm-payment', {
    paymentIntentId: intentId,
  });
  expect(confirmed.body).toMatchObject({ ok: true, paymentStatus: 'paid' });
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  return { client, orderId, intentId, totalCents: row!.totalCents };
}

function cancel(orderId: number) {
  return staff.request('PATCH', `/api/orders/${orderId}/status`, {
    json: { status: 'cancelled', reason: 'Oven broke down' },
  });
}

/** A paid order cancelled by staff; Stripe holds its one refund. */
async function cancelledOrder() {
  const order = await paidOrder();
  const res = await cancel(order.orderId);
  expect(res.status).toBe(200);
  const [refund, ...more] = fake.refundsOf(order.intentId);
  expect(more).toEqual([]);
  return { ...order, cancelled: res.body.order as Order, refund: refund! };
}

function sign(payload: string) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
    timestamp: Math.floor(Date.now() / 1000),
  });
}

function deliver(payload: string) {
  return api.client().request('POST', '/api/payment/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
  });
}

/** One webhook body, delivered `times` times at once (Stripe retries, overlapping deliveries). */
async function deliverTimes(type: StripeRefundEventType, refund: Stripe.Refund, times: number) {
  const payload = fake.refundEvent(type, refund);
  const answers = await Promise.all(Array.from({ length: times }, () => deliver(payload)));
  expect(answers.map((a) => a.status)).toEqual(Array(times).fill(200));
  await api.payments.inbox.idle();
  return JSON.parse(payload).id as string;
}

async function orderRow(orderId: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function refundRow(orderId: number) {
  const [row] = await database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return row!;
}

/** How many 'order.refunded' events the outbox holds for one order. */
async function refundedEvents(orderId: number): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        eq(outbox.name, 'order.refunded'),
        sql`(${outbox.event}->'data'->>'orderId')::int = ${orderId}`,
      ),
    );
  return row?.n ?? 0;
}

/** Every POST /v1/refunds made for this order (answered or not). */
function refundPosts(orderId: number) {
  return fake.refundCreates().filter((r) => r.params.get('metadata[orderId]') === String(orderId));
}

/** The refund was asked for this long ago (the reconciler leaves younger ones alone). */
async function backdateRefund(orderId: number, minutes = 2) {
  await database.db
    .update(refunds)
    .set({ requestedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(refunds.orderId, orderId));
}

function errorsAbout(orderId: number) {
  return logs.filter((l) => l.level >= 50 && l.orderId === orderId);
}

describe('cancelling a paid order refunds it at Stripe', () => {
  it("asks once, under 'refund:<orderId>', for the order's amount; pending keeps it paid", async () => {
    const { client, orderId, intentId, totalCents, cancelled, refund } = await cancelledOrder();

    const posts = refundPosts(orderId);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ idempotencyKey: `refund:${orderId}`, status: 200 });
    expect(Object.fromEntries(posts[0]!.params)).toEqual({
      payment_intent: intentId,
      amount: String(totalCents),
      'metadata[orderId]': String(orderId),
    });
    expect(refund).toMatchObject({ amount: totalCents, status: 'pending' });

    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refund: { status: 'pending', amount: totalCents / 100, refundedAt: null },
    });
    expect(await refundRow(orderId)).toMatchObject({
      providerRefundId: refund.id,
      status: 'pending',
      lastError: null,
    });
    const page = await client.get(`/api/orders/${orderId}`);
    expect(page.body.order).toMatchObject({ paymentStatus: 'paid', refund: { status: 'pending' } });

    // Stripe sends charge.refunded as soon as the refund exists, before the bank confirmed it.
    await deliverTimes('charge.refunded', refund, 1);
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    expect((await refundRow(orderId)).status).toBe('pending');
    expect(await refundedEvents(orderId)).toBe(0);
    expect(refundPosts(orderId)).toHaveLength(1);
  });

  it('a signed charge.refunded webhook, delivered three times, refunds the order once', async () => {
    const { orderId, refund } = await cancelledOrder();
    fake.settleRefund(refund.id, 'succeeded');
    const payload = fake.refundEvent('charge.refunded', refund);
    for (let i = 0; i < 3; i++) expect((await deliver(payload)).status).toBe(200);
    await api.payments.inbox.idle();

    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    const row = await refundRow(orderId);
    expect(row).toMatchObject({ status: 'succeeded', lastError: null });
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(await refundedEvents(orderId)).toBe(1);
    const stored = await database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, JSON.parse(payload).id as string));
    expect(stored).toHaveLength(1);
    // Stripe was read (GET /v1/refunds/:id), never asked for a second refund.
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/refunds/${refund.id}`),
    ).toBe(true);
    expect(refundPosts(orderId)).toHaveLength(1);
  });

  it('the same webhook ten times at once, and refund.updated with it: one order.refunded', async () => {
    const { client, orderId, refund } = await cancelledOrder();
    fake.settleRefund(refund.id, 'succeeded');
    const refunded = fake.refundEvent('charge.refunded', refund);
    const bodies = [
      ...Array<string>(10).fill(refunded),
      fake.refundEvent('refund.updated', refund),
    ];
    const answers = await Promise.all(bodies.map((b) => deliver(b)));
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    await api.payments.inbox.idle();

    expect(await refundedEvents(orderId)).toBe(1);
    const page = await client.get(`/api/orders/${orderId}`);
    expect(page.body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { status: 'succeeded' },
    });
    expect(page.body.order.refund.refundedAt).not.toBeNull();
    expect(refundPosts(orderId)).toHaveLength(1);
  });

  it('with the webhook lost, the reconciler finds the refund succeeded, once', async () => {
    const { orderId, refund } = await cancelledOrder();
    fake.settleRefund(refund.id, 'succeeded');

    // Asked for a moment ago: left to the webhook.
    await api.payments.reconciler.runOnce();
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');

    await backdateRefund(orderId);
    const first = await api.payments.reconciler.runOnce();
    expect(first.refundsChecked).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).paymentStatus).toBe('refunded');
    expect(await refundedEvents(orderId)).toBe(1);

    await api.payments.reconciler.runOnce();
    expect(await refundedEvents(orderId)).toBe(1);
    expect(refundPosts(orderId)).toHaveLength(1);
  });

  it('Stripe answering succeeded at once refunds the order in the cancel itself', async () => {
    fake.refundsSucceedImmediately();
    let cancelled;
    try {
      cancelled = await cancelledOrder();
    } finally {
      fake.refundsSucceedImmediately(false);
    }
    const { orderId, refund } = cancelled;
    expect(refund.status).toBe('succeeded');
    expect(cancelled.cancelled).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'succeeded' },
    });
    await deliverTimes('charge.refunded', refund, 2);
    expect(await refundedEvents(orderId)).toBe(1);
  });

  it('ten staff cancelling at once send one refund', async () => {
    const { orderId, intentId } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(orderId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const posts = refundPosts(orderId);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.idempotencyKey).toBe(`refund:${orderId}`);
    expect(fake.refundsOf(intentId)).toHaveLength(1);
    expect((await refundRow(orderId)).status).toBe('pending');
  });
});

describe('a lost answer from Stripe', () => {
  it('is asked again by the SDK under the same key: one refund', async () => {
    const { orderId, intentId } = await paidOrder();
    fake.dropNextResponses(1);
    const res = await cancel(orderId);
    expect(res.status).toBe(200);
    expect(res.body.order.refund).toMatchObject({ status: 'pending' });
    const posts = refundPosts(orderId);
    expect(posts.map((p) => [p.idempotencyKey, p.status])).toEqual([
      [`refund:${orderId}`, 0],
      [`refund:${orderId}`, 200],
    ]);
    const [refund, ...more] = fake.refundsOf(intentId);
    expect(more).toEqual([]);
    expect((await refundRow(orderId)).providerRefundId).toBe(refund!.id);
  });

  it('lost on every try: the reconciler asks again under the same key and applies what Stripe holds', async () => {
    const { orderId, intentId } = await paidOrder();
    // The first try and both of the SDK's retries reach Stripe; no answer comes back.
    fake.dropNextResponses(3);
    const res = await cancel(orderId);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'paid', refund: { status: 'pending' } });
    const lost = await refundRow(orderId);
    expect(lost).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(lost.lastError).toMatch(/Stripe request failed/);
    const [refund, ...more] = fake.refundsOf(intentId);
    expect(more).toEqual([]);

    // Meanwhile the bank confirmed; Stripe's replay of the first answer still says 'pending'.
    fake.settleRefund(refund!.id, 'succeeded');
    await backdateRefund(orderId);
    await api.payments.reconciler.runOnce();

    const posts = refundPosts(orderId);
    expect(posts).toHaveLength(4);
    expect(new Set(posts.map((p) => p.idempotencyKey))).toEqual(new Set([`refund:${orderId}`]));
    expect(fake.refundsOf(intentId)).toHaveLength(1);
    expect(await refundRow(orderId)).toMatchObject({
      status: 'succeeded',
      providerRefundId: refund!.id,
      lastError: null,
    });
    expect((await orderRow(orderId)).paymentStatus).toBe('refunded');
    expect(await refundedEvents(orderId)).toBe(1);
  });

  it('lost, then the webhook comes first: it applies the refund Stripe already confirmed', async () => {
    const { orderId, intentId } = await paidOrder();
    fake.dropNextResponses(3);
    expect((await cancel(orderId)).status).toBe(200);
    const [refund] = fake.refundsOf(intentId);
    fake.settleRefund(refund!.id, 'succeeded');
    await deliverTimes('charge.refunded', refund!, 1);
    expect((await orderRow(orderId)).paymentStatus).toBe('refunded');
    expect(await refundedEvents(orderId)).toBe(1);
    expect(fake.refundsOf(intentId)).toHaveLength(1);
  });
});

describe('a refund that does not go through', () => {
  it('failed at the bank: the order stays paid, the refund is failed, one error for a person', async () => {
    const { client, orderId, refund } = await cancelledOrder();
    fake.settleRefund(refund.id, 'failed', 'expired_or_canceled_card');
    await Promise.all([
      deliverTimes('refund.failed', refund, 3),
      deliverTimes('refund.updated', refund, 3),
      deliverTimes('charge.refund.updated', refund, 1),
    ]);

    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(await refundRow(orderId)).toMatchObject({ status: 'failed', refundedAt: null });
    expect(await refundedEvents(orderId)).toBe(0);
    const page = await client.get(`/api/orders/${orderId}`);
    expect(page.body.order).toMatchObject({ paymentStatus: 'paid', refund: { status: 'failed' } });
    expect(errorsAbout(orderId)).toEqual([
      expect.objectContaining({
        refundId: refund.id,
        msg: 'refund failed at the provider; needs a person',
      }),
    ]);

    // Not asked again: a failed refund is for a person to settle.
    await backdateRefund(orderId);
    await api.payments.reconciler.runOnce();
    expect(refundPosts(orderId)).toHaveLength(1);
    expect(errorsAbout(orderId)).toHaveLength(1);
  });

  it('refund.failed on its own is enough to mark it failed', async () => {
    const { orderId, refund } = await cancelledOrder();
    fake.settleRefund(refund.id, 'failed');
    await deliverTimes('refund.failed', refund, 1);
    expect(await refundRow(orderId)).toMatchObject({ status: 'failed' });
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    expect(errorsAbout(orderId)).toHaveLength(1);
  });

  it('refused by Stripe (part refunded from its Dashboard): failed with its reason, not retried', async () => {
    const { orderId, intentId, totalCents } = await paidOrder();
    const dashboard = new Stripe('sk_test_fake', fake.clientConfig);
    await dashboard.refunds.create({ payment_intent: intentId, amount: 500 });

    const res = await cancel(orderId);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refund: { status: 'failed' },
    });
    const posts = refundPosts(orderId);
    expect(posts.map((p) => p.status)).toEqual([400]);
    const left = ((totalCents - 500) / 100).toFixed(2);
    expect((await refundRow(orderId)).lastError).toBe(
      `Refund amount (€${(totalCents / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${left})`,
    );
    expect(errorsAbout(orderId)).toEqual([
      expect.objectContaining({ msg: 'refund refused by the provider; needs a person' }),
    ]);

    await backdateRefund(orderId);
    await api.payments.reconciler.runOnce();
    expect(refundPosts(orderId)).toHaveLength(1);
    expect(fake.refundsOf(intentId)).toHaveLength(1);
    expect(await refundedEvents(orderId)).toBe(0);
  });
});

describe('the fake answers refunds like Stripe', () => {
  /** A raw call, as the SDK would make it but without its retries. */
  function post(key: string, params: Record<string, string>) {
    return fetch(`http://127.0.0.1:${fake.port}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_fake',
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': key,
      },
      body: new URLSearchParams(params).toString(),
    });
  }

  it('replays a key, refuses other parameters, too much, unpaid intents, and unknown refunds', async () => {
    const paid = fake.seedIntent({ amount: 2310 });
    fake.succeed(paid.id);
    const key = `test:refund:${paid.id}`;
    const first = await post(key, { payment_intent: paid.id, amount: '1000' });
    expect(first.status).toBe(200);
    const created = (await first.json()) as Stripe.Refund;
    expect(created).toMatchObject({
      object: 'refund',
      amount: 1000,
      status: 'pending',
      payment_intent: paid.id,
      charge: paid.latest_charge,
      currency: 'eur',
    });

    const replay = await post(key, { amount: '1000', payment_intent: paid.id });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as Stripe.Refund).id).toBe(created.id);
    const reused = await post(key, { payment_intent: paid.id, amount: '900' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { type: 'idempotency_error' } });

    const tooMuch = await post(`${key}:2`, { payment_intent: paid.id, amount: '1311' });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toEqual({
      error: expect.objectContaining({
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: 'Refund amount (€13.11) is greater than unrefunded amount on charge (€13.10)',
      }),
    });
    // Without an amount: what is left. Then nothing is left.
    const rest = await post(`${key}:3`, { payment_intent: paid.id });
    expect(((await rest.json()) as Stripe.Refund).amount).toBe(1310);
    const none = await post(`${key}:4`, { payment_intent: paid.id });
    expect(await none.json()).toMatchObject({ error: { code: 'charge_already_refunded' } });

    const unpaid = fake.seedIntent({ amount: 1000 });
    const notPaid = await post(`test:refund:${unpaid.id}`, { payment_intent: unpaid.id });
    expect(notPaid.status).toBe(400);
    expect(await notPaid.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        param: 'payment_intent',
        message: `This PaymentIntent (${unpaid.id}) does not have a successful charge to refund.`,
      },
    });

    const sdk = new Stripe('sk_test_fake', { ...fake.clientConfig, maxNetworkRetries: 0 });
    expect(await sdk.refunds.retrieve(created.id)).toMatchObject({ id: created.id });
    const missing = await sdk.refunds.retrieve('re_missing').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ code: 'resource_missing', statusCode: 404 });
  });
});
