import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DomainEvent } from '@shop/contracts/events';
import { jobsFor } from '@shop/contracts/jobs';
import { TEST_CARDS } from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import type { TestClient } from '../../../test/http-client';
import {
  paidEvents,
  seedMerchandise,
  shippingAddress,
  startPaymentsApi,
  type PaymentsTestApi,
} from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { outbox } from '../../shared/events/outbox.tables';
import { merchandiseOrders } from '../../db/schema';
import { PAYMENT_OWNER_ONLY } from '../orders';
import { PAYMENT_NOT_STARTED } from './payments.service';
import { paymentIntents, testPaymentIntents, webhookEvents } from './payments.tables';

let database: Database;
let api: PaymentsTestApi;
let items: Awaited<ReturnType<typeof seedMerchandise>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
  api = await startPaymentsApi(database);
  items = await seedMerchandise(database.db);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const card = (number: string, expYear = 2099) => ({ number, expMonth: 12, expYear, cvc: '123' });

/** A guest places a merchandise order (hoodie + cap = 69.94) and opens its PaymentIntent. */
async function orderWithIntent(client: TestClient = api.client()) {
  const order = await client.post('/api/merchandise/orders', {
    items: [
      { merchandiseId: items.hoodie.id, quantity: 1 },
      { merchandiseId: items.cap.id, quantity: 1 },
    ],
    shippingAddress,
  });
  expect(order.status).toBe(201);
  const intent = await client.post('/api/payment/create-payment-intent', {
    orderId: order.body.id,
    amount: 0.5,
    currency: 'usd',
  });
  expect(intent.status).toBe(200);
  return { client, orderId: order.body.id as number, intent: intent.body };
}

async function orderRow(id: number) {
  const [row] = await database.db
    .select()
    .from(merchandiseOrders)
    .where(eq(merchandiseOrders.id, id));
  return row!;
}

describe('test-mode payments', () => {
  it('tells the web to use the test-mode card form', async () => {
    const res = await api.client().get('/api/payment/config');
    expect(res.body).toEqual({ provider: 'test', publishableKey: null });
  });

  it("creates one PaymentIntent per order, at the order's total, on either path", async () => {
    const { client, orderId, intent } = await orderWithIntent();
    expect(intent).toMatchObject({
      orderId,
      amount: 69.94,
      currency: 'eur',
      status: 'requires_payment_method',
    });
    expect(intent.paymentIntentId).toMatch(/^pi_test_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_`));
    const again = await client.post('/api/create-payment-intent', { orderId, amount: 1 });
    const racing = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/payment/create-payment-intent', { orderId })),
    );
    for (const res of [again, ...racing])
      expect(res.body.paymentIntentId).toBe(intent.paymentIntentId);
  });

  it('pays with 4242 4242 4242 4242: the order is paid and processing, with one order.paid event', async () => {
    const { client, orderId, intent } = await orderWithIntent();
    const paid = await client.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: card('4242 4242 4242 4242'),
    });
    expect(paid.body).toEqual({
      paymentIntentId: intent.paymentIntentId,
      status: 'succeeded',
      error: null,
      redirectUrl: null,
    });
    const confirms = await Promise.all(
      [1, 2].map(() =>
        client.post('/api/payment/confirm-payment', { paymentIntentId: intent.paymentIntentId }),
      ),
    );
    for (const res of confirms) {
      expect(res.body).toEqual({
        ok: true,
        orderId,
        status: 'succeeded',
        paymentStatus: 'paid',
        message: 'Payment successful',
        texts: { message: { code: 'payment_succeeded' } },
      });
    }
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await paidEvents(database.db, orderId)).toBe(1);

    const again = await client.post('/api/payment/create-payment-intent', { orderId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order has already been paid');
    const view = await client.get(`/api/merchandise-orders/${orderId}`);
    expect(view.body).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
  });

  it('asks the e-mail worker for one confirmation, keyed on the event id', async () => {
    const { client, orderId, intent } = await orderWithIntent();
    await client.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: card(TEST_CARDS.succeeds),
    });
    const rows = await database.db.select().from(outbox).where(eq(outbox.name, 'order.paid'));
    const event = rows
      .map((r) => DomainEvent.parse(r.event))
      .find((e) => e.name === 'order.paid' && e.data.orderId === orderId)!;
    expect(event.data).toMatchObject({ kind: 'merchandise', totalCents: 6994, currency: 'eur' });
    const jobs = jobsFor(event);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      queue: 'email',
      name: 'merchandise-order-confirmation',
      jobId: `merchandise-order-confirmation__${event.id}`,
      data: {
        orderId,
        to: 'giulia@example.com',
        subtotalCents: 6994,
        shippingCents: 0,
        totalCents: 6994,
        vatLines: [{ rate: 0.21, cents: 1214 }],
        lines: [
          { name: 'Italieno Hoodie', quantity: 1, unitPriceCents: 4995, lineTotalCents: 4995 },
          { name: 'Italieno Cap', quantity: 1, unitPriceCents: 1999, lineTotalCents: 1999 },
        ],
      },
    });
  });

  it.each([
    [TEST_CARDS.declined, 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      TEST_CARDS.insufficientFunds,
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['4000000000000101', 'incorrect_number', null, 'Your card number is incorrect.'],
  ])(
    'card %s is refused and the order stays unpaid',
    async (number, code, declineCode, message) => {
      const { client, orderId, intent } = await orderWithIntent();
      const attempt = await client.post('/api/payment/test-mode/confirm', {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        card: card(number),
      });
      expect(attempt.body).toEqual({
        paymentIntentId: intent.paymentIntentId,
        status: 'requires_payment_method',
        error: { code, declineCode, message },
        redirectUrl: null,
      });
      const confirm = await client.post('/api/payment/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirm.body).toMatchObject({ ok: false, paymentStatus: 'unpaid', message });
      expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
      expect(await paidEvents(database.db, orderId)).toBe(0);
    },
  );

  it('refuses a card whose expiry date is in the past', async () => {
    const { client, intent } = await orderWithIntent();
    const attempt = await client.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: card(TEST_CARDS.succeeds, 2020),
    });
    expect(attempt.body.error.message).toBe("Your card's expiration date is in the past.");
  });

  it('a declined card can be followed by a good one on the same intent', async () => {
    const { client, orderId, intent } = await orderWithIntent();
    const secret = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
    await client.post('/api/payment/test-mode/confirm', {
      ...secret,
      card: card(TEST_CARDS.declined),
    });
    const retry = await client.post('/api/payment/test-mode/confirm', {
      ...secret,
      card: card(TEST_CARDS.succeeds),
    });
    expect(retry.body.status).toBe('succeeded');
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  });

  it('3-D Secure: requires_action, then the approved authentication pays the order', async () => {
    const { client, orderId, intent } = await orderWithIntent();
    const secret = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
    const first = await client.post('/api/payment/test-mode/confirm', {
      ...secret,
      card: card(TEST_CARDS.requiresAuthentication),
    });
    expect(first.body).toMatchObject({ status: 'requires_action', error: null });
    const pending = await client.post('/api/payment/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(pending.body).toMatchObject({
      ok: false,
      status: 'requires_action',
      paymentStatus: 'unpaid',
    });
    const approved = await client.post('/api/payment/test-mode/authenticate', {
      ...secret,
      approve: true,
    });
    expect(approved.body).toMatchObject({ status: 'succeeded', error: null });
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('3-D Secure refused: the payment method must change and the order stays unpaid', async () => {
    const { client, orderId, intent } = await orderWithIntent();
    const secret = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
    await client.post('/api/payment/test-mode/confirm', {
      ...secret,
      card: card(TEST_CARDS.requiresAuthentication),
    });
    const refused = await client.post('/api/payment/test-mode/authenticate', {
      ...secret,
      approve: false,
    });
    expect(refused.body).toMatchObject({
      status: 'requires_payment_method',
      error: {
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
  });

  it('settles a test-mode payment through the same stored-event path a webhook takes', async () => {
    const { client, orderId, intent } = await orderWithIntent();
    const secret = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
    const toBank = await client.post('/api/payment/test-mode/confirm', {
      ...secret,
      method: 'bancontact',
      returnUrl: `/orders/merchandise/${orderId}/success`,
    });
    expect(toBank.body.redirectUrl).toMatch(/^\/test-payment\/authorize\?/);
    await client.post('/api/payment/test-mode/authenticate', { ...secret, approve: true });
    const events = await database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.intentId, intent.paymentIntentId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      provider: 'test',
      type: 'payment_intent.succeeded',
      outcome: 'paid',
    });
    const [link] = await database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.intentId, intent.paymentIntentId));
    expect(link!.settledAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong client secret without touching the intent', async () => {
    const { client, orderId, intent } = await orderWithIntent();
    const res = await client.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: `${intent.paymentIntentId}_secret_guessed`,
      card: card(TEST_CARDS.succeeds),
    });
    expect(res.status).toBe(404);
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
  });

  it("another guest or customer gets 404 for someone else's order and payment", async () => {
    const { orderId, intent } = await orderWithIntent();
    for (const other of [api.client(), await api.signedIn('customer')]) {
      const create = await other.post('/api/payment/create-payment-intent', { orderId });
      expect(create.status).toBe(404);
      expect(create.text).not.toContain(intent.clientSecret);
      const confirm = await other.post('/api/payment/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirm.status).toBe(404);
    }
  });

  it.each(['staff', 'admin'] as const)(
    "%s may read a guest's merchandise order but gets 403 for its payment, on every path",
    async (role) => {
      const { orderId, intent } = await orderWithIntent();
      const backOffice = await api.signedIn(role);
      expect((await backOffice.get(`/api/merchandise-orders/${orderId}`)).status).toBe(200);
      for (const path of ['/api/payment/create-payment-intent', '/api/create-payment-intent']) {
        const res = await backOffice.post(path, { orderId });
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({
          type: 'forbidden',
          code: 'payment_owner_only',
          message: PAYMENT_OWNER_ONLY,
        });
        expect(res.text).not.toContain(intent.clientSecret);
      }
      const confirm = await backOffice.post('/api/payment/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirm.status).toBe(403);
      expect(confirm.body).toEqual({
        type: 'forbidden',
        code: 'payment_owner_only',
        message: PAYMENT_OWNER_ONLY,
      });
    },
  );

  it('answers bad input with 400 and a clear message', async () => {
    const client = api.client();
    const noOrder = await client.post('/api/payment/create-payment-intent', {});
    expect(noOrder.status).toBe(400);
    expect(noOrder.body.message).toContain('Order id must be a number');
    const zero = await client.post('/api/payment/create-payment-intent', { orderId: 0 });
    expect(zero.body.message).toBe('Order id must be at least 1');
    const noIntent = await client.post('/api/payment/confirm-payment', {});
    expect(noIntent.status).toBe(400);
    const short = await client.post('/api/payment/test-mode/confirm', {
      paymentIntentId: 'pi_test_x',
      clientSecret: 'x',
      card: { number: '4242', expMonth: 1, expYear: 2099, cvc: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Your card number is incomplete.');
    expect(
      (await client.post('/api/payment/create-payment-intent', { orderId: 999999 })).status,
    ).toBe(404);
  });

  it('documents every payment route in the OpenAPI document', async () => {
    const res = await api.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    for (const path of [
      '/api/payment/config',
      '/api/payment/create-payment-intent',
      '/api/create-payment-intent',
      '/api/payment/confirm-payment',
      '/api/payment/test-mode/confirm',
      '/api/payment/test-mode/authenticate',
      '/api/payment/test-mode/bank',
      '/api/payment/webhook',
      '/api/merchandise/orders',
      '/api/merchandise-orders/{id}',
    ]) {
      expect(res.body.paths).toHaveProperty([path]);
    }
  });

  it('an order whose key holds another amount gets a clear 409, not a server error', async () => {
    const client = api.client();
    const order = await client.post('/api/merchandise/orders', {
      items: [{ merchandiseId: items.lighter.id, quantity: 1 }],
      shippingAddress,
    });
    expect(order.status).toBe(201);
    // An earlier attempt under this order's key was for another amount.
    await database.db.insert(testPaymentIntents).values({
      id: `pi_test_earlier${order.body.id}`,
      clientSecret: `pi_test_earlier${order.body.id}_secret_x`,
      idempotencyKey: `pi:create:${order.body.id}`,
      amountCents: 100,
      currency: 'eur',
      description: 'earlier',
      orderId: order.body.id,
      status: 'requires_payment_method',
    });
    const res = await client.post('/api/payment/create-payment-intent', { orderId: order.body.id });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'payment_key_conflict', message: PAYMENT_NOT_STARTED });
  });

  it('has no webhook in test mode', async () => {
    const res = await api.client().request('POST', '/api/payment/webhook', {
      body: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.status).toBe(404);
  });
});
