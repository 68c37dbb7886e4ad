import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createPostgresDatabase } from '../../../test/databases';
import { FakeStripe, type StripeEventType } from '../../../test/fake-stripe';
import type { TestClient } from '../../../test/http-client';
import {
  merchandiseOrderWithIntent,
  paidEvents,
  placeMerchandiseOrder,
  seedMerchandise,
  startStripePaymentsApi,
  type PaymentsTestApi,
} from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { merchandiseOrders, orders } from '../../db/schema';
import { paymentAlerts, paymentIntents, webhookEvents } from './payments.tables';
import { RECONCILE_WINDOW_MS } from './reconciler';
import { PAYMENT_NOT_STARTED } from './payments.service';
import { StripeProvider } from './stripe-provider';

const SECRET = 'whsec_test_current_secret';
const OLD_SECRET = 'whsec_test_rotated_out';

let database: Database;
let api: PaymentsTestApi;
let fake: FakeStripe;
let items: Awaited<ReturnType<typeof seedMerchandise>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
  fake = await new FakeStripe().start();
  api = await startStripePaymentsApi(database, fake, SECRET);
  items = await seedMerchandise(database.db);
});

afterAll(async () => {
  await api.close();
  await fake.stop();
  await database.close();
});

const placeOrder = (client: TestClient = api.client()) => placeMerchandiseOrder(client, items);
const orderWithIntent = () => merchandiseOrderWithIntent(api.client(), items);

/** A signed-to-be webhook body from Stripe's published event shapes (fixtures/stripe). */
function eventBody(type: StripeEventType, intent: Stripe.PaymentIntent, id?: string) {
  return fake.event(type, intent, id);
}

function sign(payload: string, secret = SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

function deliver(payload: string, signature: string | null) {
  return api.client().request('POST', '/api/payment/webhook', {
    body: payload,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

async function orderRow(id: number) {
  const [row] = await database.db
    .select()
    .from(merchandiseOrders)
    .where(eq(merchandiseOrders.id, id));
  return row!;
}

async function eventRows(eventId: string) {
  return database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
}

describe('Stripe adapter', () => {
  it('hands the web the publishable key', async () => {
    const res = await api.client().get('/api/payment/config');
    expect(res.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it("creates the intent with our key 'pi:create:<orderId>' and the server's amount, once", async () => {
    const { client, orderId, intentId } = await orderWithIntent();
    const creates = fake
      .creates()
      .filter((r) => r.params.get('metadata[orderId]') === String(orderId));
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toBe(`pi:create:${orderId}`);
    expect(creates[0]!.params.get('amount')).toBe('5585');
    expect(creates[0]!.params.get('currency')).toBe('eur');
    const again = await client.post('/api/create-payment-intent', { orderId, amount: 0.5 });
    expect(again.body).toMatchObject({ paymentIntentId: intentId, amount: 55.85 });
    expect(fake.creates().filter((r) => r.idempotencyKey === `pi:create:${orderId}`)).toHaveLength(
      1,
    );
  });

  it('a lost answer is retried by the SDK under our key: still one PaymentIntent', async () => {
    const { client, orderId } = await placeOrder();
    const before = fake.intents.size;
    fake.dropNextResponses(1);
    const res = await client.post('/api/payment/create-payment-intent', { orderId });
    expect(res.status).toBe(200);
    expect(fake.intents.size).toBe(before + 1);
    const attempts = fake.creates().filter((r) => r.idempotencyKey === `pi:create:${orderId}`);
    expect(attempts).toHaveLength(2);
  });

  it('concurrent creates for one order end with one intent', async () => {
    const { client, orderId } = await placeOrder();
    const before = fake.intents.size;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/payment/create-payment-intent', { orderId }),
      ),
    );
    expect(new Set(answers.map((a) => a.body.paymentIntentId)).size).toBe(1);
    expect(fake.intents.size).toBe(before + 1);
  });

  it('the same signed webhook delivered 10 times at once pays the order once', async () => {
    const { orderId, intentId } = await orderWithIntent();
    const payload = eventBody('payment_intent.succeeded', fake.succeed(intentId));
    const eventId = JSON.parse(payload).id as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliver(payload, sign(payload))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await api.payments.inbox.idle();
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
    expect(await paidEvents(database.db, orderId)).toBe(1);
    expect(await eventRows(eventId)).toHaveLength(1);
  });

  it('browser confirms, webhooks and the reconciler racing on one payment record one order.paid', async () => {
    const { client, orderId, intentId } = await orderWithIntent();
    const intent = fake.succeed(intentId);
    await database.db
      .update(paymentIntents)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(paymentIntents.intentId, intentId));
    const webhooks = Array.from({ length: 4 }, () => eventBody('payment_intent.succeeded', intent));
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        client.post('/api/payment/confirm-payment', { paymentIntentId: intentId }),
      ),
      ...webhooks.map((b) => deliver(b, sign(b))),
      api.payments.reconciler.runOnce(),
    ]);
    await api.payments.inbox.idle();
    for (const confirm of answers.slice(0, 4)) {
      expect(confirm).toMatchObject({ status: 200, body: { ok: true, paymentStatus: 'paid' } });
    }
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('the same fact as payment_intent.succeeded and charge.succeeded pays once', async () => {
    const { orderId, intentId } = await orderWithIntent();
    const intent = fake.succeed(intentId);
    const bodies = [
      eventBody('charge.succeeded', intent),
      eventBody('payment_intent.succeeded', intent),
    ];
    await Promise.all(bodies.map((b) => deliver(b, sign(b))));
    await api.payments.inbox.idle();
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('events out of order: processing or payment_failed after succeeded leave the order paid', async () => {
    const { client, orderId, intentId } = await orderWithIntent();
    const succeeded = eventBody('payment_intent.succeeded', fake.succeed(intentId));
    await deliver(succeeded, sign(succeeded));
    await api.payments.inbox.idle();
    // Even if the provider were to report an older state, paid does not go back.
    const stale = fake.update(intentId, { status: 'processing' });
    for (const type of ['payment_intent.processing', 'payment_intent.payment_failed'] as const) {
      const late = eventBody(type, stale);
      expect((await deliver(late, sign(late))).status).toBe(200);
    }
    await api.payments.inbox.idle();
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
    const confirm = await client.post('/api/payment/confirm-payment', {
      paymentIntentId: intentId,
    });
    expect(confirm.body).toMatchObject({ ok: true, paymentStatus: 'paid' });
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('a declined payment reported by webhook leaves the order unpaid', async () => {
    const { client, orderId, intentId } = await orderWithIntent();
    const declined = fake.decline(intentId, {
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const payload = eventBody('payment_intent.payment_failed', declined);
    await deliver(payload, sign(payload));
    await api.payments.inbox.idle();
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    const confirm = await client.post('/api/payment/confirm-payment', {
      paymentIntentId: intentId,
    });
    expect(confirm.body).toMatchObject({ ok: false, message: 'Your card has insufficient funds.' });
  });

  it('a succeeded intent of another amount does not pay the order and raises an alert', async () => {
    const { orderId, intentId } = await orderWithIntent();
    const short = fake.update(intentId, { status: 'succeeded', amount_received: 100 });
    const payload = eventBody('payment_intent.succeeded', short);
    await deliver(payload, sign(payload));
    await api.payments.inbox.idle();
    expect((await orderRow(orderId)).paymentStatus).not.toBe('paid');
    expect(await paidEvents(database.db, orderId)).toBe(0);
    const alerts = await database.db
      .select()
      .from(paymentAlerts)
      .where(eq(paymentAlerts.intentId, intentId));
    expect(alerts).toMatchObject([{ orderId, reason: 'amount' }]);
  });
});

describe("Stripe's idempotency rules", () => {
  /** A raw call to the fake Stripe, as the SDK would make it but without its retries. */
  function post(key: string, params: Record<string, string>) {
    return fetch(`http://127.0.0.1:${fake.port}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_fake',
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': key,
      },
      body: new URLSearchParams(params).toString(),
    });
  }
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('the fake answers like Stripe: replay, other parameters 400, in progress 409', async () => {
    const k = key();
    const first = await post(k, { amount: '1000', currency: 'eur' });
    const created = (await first.json()) as Stripe.PaymentIntent;
    expect(first.status).toBe(200);
    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 1000,
      status: 'requires_payment_method',
    });

    const replay = await post(k, { currency: 'eur', amount: '1000' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as Stripe.PaymentIntent).id).toBe(created.id);

    const reused = await post(k, { amount: '2000', currency: 'eur' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      error: {
        type: 'idempotency_error',
        message: expect.stringContaining(`Try using a key other than '${k}'`),
      },
    });

    fake.slowCreates(300);
    try {
      const k2 = key();
      const racing = await Promise.all(
        [1, 2].map(() => post(k2, { amount: '1000', currency: 'eur' })),
      );
      expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
      const busy = racing.find((r) => r.status === 409)!;
      expect(await busy.json()).toMatchObject({
        error: {
          type: 'invalid_request_error',
          code: 'idempotency_key_in_use',
          message: expect.stringContaining('another in-progress request using this Idempotent Key'),
        },
      });
    } finally {
      fake.slowCreates(0);
    }
  });

  it('the adapter waits out a key still in progress (409) and returns the one intent', async () => {
    // Without the SDK's own retries, so the adapter's handling is what is tested.
    const provider = new StripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: SECRET,
      publishableKey: 'pk_test_fake',
      client: { ...fake.clientConfig, maxNetworkRetries: 0 },
    });
    const request = {
      orderId: 990001,
      amountCents: 1250,
      currency: 'eur' as const,
      idempotencyKey: key(),
      description: 'Italieno order 990001',
    };
    const before = fake.intents.size;
    fake.slowCreates(600);
    try {
      const intents = await Promise.all([1, 2, 3].map(() => provider.createIntent(request)));
      expect(new Set(intents.map((i) => i.id)).size).toBe(1);
    } finally {
      fake.slowCreates(0);
    }
    expect(fake.intents.size).toBe(before + 1);
    const statuses = fake.creates().filter((r) => r.idempotencyKey === request.idempotencyKey);
    expect(statuses.map((r) => r.status)).toContain(409);
  });

  it('a double click while Stripe is still creating the intent gets the same intent', async () => {
    const { client, orderId } = await placeOrder();
    const before = fake.intents.size;
    fake.slowCreates(400);
    let answers;
    try {
      answers = await Promise.all(
        [1, 2].map(() => client.post('/api/payment/create-payment-intent', { orderId })),
      );
    } finally {
      fake.slowCreates(0);
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.paymentIntentId).toBe(answers[1]!.body.paymentIntentId);
    expect(fake.intents.size).toBe(before + 1);
  });

  it('our key already used with other parameters: a clear 409, no 503, and no second intent', async () => {
    const { client, orderId } = await placeOrder();
    // An earlier database handed out this order number and paid 12.50 under its key.
    const sdk = new Stripe('sk_test_fake', fake.clientConfig);
    await sdk.paymentIntents.create(
      { amount: 1250, currency: 'eur' },
      { idempotencyKey: `pi:create:${orderId}` },
    );
    const before = fake.intents.size;
    const res = await client.post('/api/payment/create-payment-intent', { orderId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      type: 'conflict',
      code: 'payment_key_conflict',
      message: PAYMENT_NOT_STARTED,
    });
    expect(res.headers.get('retry-after')).toBeNull();
    expect(fake.intents.size).toBe(before);
    const links = await database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.orderId, orderId));
    expect(links).toEqual([]);
  });
});

describe('Stripe webhook signatures', () => {
  async function succeededPayload() {
    const { orderId, intentId } = await orderWithIntent();
    return { orderId, payload: eventBody('payment_intent.succeeded', fake.succeed(intentId)) };
  }

  it('refuses a missing signature, a wrong secret, an altered body and a stale timestamp', async () => {
    const { orderId, payload } = await succeededPayload();
    const altered = payload.replace('"livemode":false', '"livemode":true ');
    const cases: [string, string | null][] = [
      [payload, null],
      [payload, sign(payload, 'whsec_somebody_else')],
      [altered.slice(0, payload.length), sign(payload)],
      [payload, sign(payload, SECRET, Math.floor(Date.now() / 1000) - 301)],
      [payload, 'garbage'],
    ];
    for (const [body, signature] of cases) {
      const res = await deliver(body, signature);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/signature/i);
    }
    await api.payments.inbox.idle();
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    const [stored] = await database.db.select({ n: count() }).from(webhookEvents);
    const eventId = JSON.parse(payload).id as string;
    expect(await eventRows(eventId)).toHaveLength(0);
    expect(stored!.n).toBeGreaterThanOrEqual(0);
  });

  it('accepts a valid delivery through the api (after its JSON parser), and a replay is a no-op', async () => {
    const { orderId, payload } = await succeededPayload();
    const first = await deliver(payload, sign(payload));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    await api.payments.inbox.idle();
    const replay = await deliver(payload, sign(payload));
    expect(replay.status).toBe(200);
    await api.payments.inbox.idle();
    expect(await eventRows(JSON.parse(payload).id)).toHaveLength(1);
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('accepts a header with two v1 signatures while the secret is rotated', async () => {
    const { orderId, payload } = await succeededPayload();
    const t = Math.floor(Date.now() / 1000);
    const v1 = (secret: string) => /v1=([0-9a-f]+)/.exec(sign(payload, secret, t))![1];
    const res = await deliver(payload, `t=${t},v1=${v1(OLD_SECRET)},v1=${v1(SECRET)}`);
    expect(res.status).toBe(200);
    await api.payments.inbox.idle();
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  });
});

describe('payment reconciliation', () => {
  async function backdate(intentId: string, minutes: number) {
    await database.db
      .update(paymentIntents)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(paymentIntents.intentId, intentId));
  }

  it('pays an order whose webhook never came, once; a second run adds nothing', async () => {
    const { orderId, intentId } = await orderWithIntent();
    fake.succeed(intentId);
    const young = await api.payments.reconciler.runOnce();
    expect(young.paid).toBe(0);
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    await backdate(intentId, 2);
    const first = await api.payments.reconciler.runOnce();
    expect(first.paid).toBe(1);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
    const second = await api.payments.reconciler.runOnce();
    expect(second.paid).toBe(0);
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('re-reads intents for four days, beyond the three days Stripe retries a webhook', async () => {
    const window = RECONCILE_WINDOW_MS / 60_000;
    const ages = { threeDays: 3 * 24 * 60, justInside: window - 2, justOutside: window + 2 };
    const placed = await Promise.all(
      Object.entries(ages).map(async ([name, minutes]) => {
        const { orderId, intentId } = await orderWithIntent();
        fake.succeed(intentId);
        await backdate(intentId, minutes);
        return [name, orderId] as const;
      }),
    );
    await api.payments.reconciler.runOnce();
    const status = Object.fromEntries(
      await Promise.all(
        placed.map(async ([name, id]) => [name, (await orderRow(id)).paymentStatus] as const),
      ),
    );
    expect(status).toEqual({ threeDays: 'paid', justInside: 'paid', justOutside: 'unpaid' });
  });

  it('applies a succeeded event that arrived before its order existed', async () => {
    // Stripe already holds the succeeded intent; our food order and its link commit later.
    const intent = fake.seedIntent({ amount: 2310, status: 'succeeded', amount_received: 2310 });
    const payload = eventBody('payment_intent.succeeded', intent);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    await api.payments.inbox.idle();
    const [early] = await eventRows(JSON.parse(payload).id);
    expect(early).toMatchObject({ processedAt: null });

    const [order] = await database.db
      .insert(orders)
      .values({
        orderType: 'normal',
        customerName: 'Marco Bianchi',
        customerEmail: 'marco@example.com',
        deliveryType: 'delivery',
        subtotalCents: 2000,
        foodTaxCents: 165,
        deliveryFeeCents: 200,
        serviceFeeCents: 110,
        totalCents: 2310,
      })
      .returning();
    await database.db.insert(paymentIntents).values({
      orderId: order!.id,
      orderKind: 'food',
      provider: 'stripe',
      intentId: intent.id,
      amountCents: 2310,
      currency: 'eur',
      status: 'requires_payment_method',
    });

    const report = await api.payments.reconciler.runOnce();
    expect(report.eventsApplied).toBeGreaterThanOrEqual(1);
    const [paid] = await database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'preparing' });
    expect(await paidEvents(database.db, order!.id)).toBe(1);
    const [applied] = await eventRows(JSON.parse(payload).id);
    expect(applied!.processedAt).toBeInstanceOf(Date);
    await api.payments.reconciler.runOnce();
    expect(await paidEvents(database.db, order!.id)).toBe(1);
  });
});
