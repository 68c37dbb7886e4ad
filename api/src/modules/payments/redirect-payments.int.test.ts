import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import Stripe from 'stripe';
import { TEST_CARDS } from '@shop/contracts';
import { DomainEvent } from '@shop/contracts/events';
import { createPostgresDatabase } from '../../../test/databases';
import { FakeStripe } from '../../../test/fake-stripe';
import { ADDRESSES, guestContact, seededMenu } from '../../../test/food-orders';
import type { TestClient } from '../../../test/http-client';
import {
  paidEventRows,
  paidEvents,
  startPaymentsApi,
  startStripePaymentsApi,
  type PaymentsTestApi,
} from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { seedDemoData } from '../../seed/seed';
import { orders } from '../../db/schema';
import { paymentIntents, testPaymentIntents } from './payments.tables';
import { TEST_MODE_MESSAGES } from './test-mode-cards';

const SECRET = 'whsec_test_redirects';

let database: Database;
let testMode: PaymentsTestApi;
let stripeMode: PaymentsTestApi;
let fake: FakeStripe;
let menu: Awaited<ReturnType<typeof seededMenu>>;
/** Every event the fake Stripe sent, as Stripe would deliver it to the webhook. */
const sent: { type: string; body: string }[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase();
  await seedDemoData(database.db, pino({ level: 'silent' }));
  menu = await seededMenu(database.db);
  fake = await new FakeStripe().start();
  fake.onEvent((type, body) => sent.push({ type, body }));
  testMode = await startPaymentsApi(database);
  stripeMode = await startStripePaymentsApi(database, fake, SECRET);
});

afterAll(async () => {
  await testMode.close();
  await stripeMode.close();
  await fake.stop();
  await database.close();
});

/** A guest's delivery to Damrak (2 × Panino Porchetta) and its PaymentIntent. */
async function orderWithIntent(api: PaymentsTestApi, paymentMethod?: string) {
  const client = api.client();
  const placed = await client.post('/api/orders', {
    items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
    deliveryAddress: ADDRESSES.damrak,
    ...guestContact,
    ...(paymentMethod ? { paymentMethod } : {}),
  });
  expect(placed.status, placed.text).toBe(201);
  const orderId = placed.body.id as number;
  const intent = await client.post('/api/payment/create-payment-intent', { orderId });
  expect(intent.status).toBe(200);
  return {
    client,
    orderId,
    intentId: intent.body.paymentIntentId as string,
    clientSecret: intent.body.clientSecret as string,
    totalCents: Math.round((placed.body.total as number) * 100),
  };
}

async function orderRow(id: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function paidReceiptMethod(orderId: number): Promise<string | undefined> {
  const [row] = await paidEventRows(database.db, orderId);
  const event = row ? DomainEvent.parse(row.event) : null;
  return event?.name === 'order.paid' && event.data.kind === 'food'
    ? event.data.receipt.paymentMethod
    : undefined;
}

describe('test mode: iDEAL | Wero and Bancontact through the bank page', () => {
  it('iDEAL waits for the bank; authorized there, the order is paid and says iDEAL', async () => {
    const { client, orderId, intentId, clientSecret, totalCents } = await orderWithIntent(testMode);
    const ids = { paymentIntentId: intentId, clientSecret };
    const returnUrl = `/order/success?orderId=${orderId}`;

    const sentToBank = await client.post('/api/payment/test-mode/confirm', {
      ...ids,
      method: 'ideal',
      returnUrl,
    });
    expect(sentToBank.body).toEqual({
      paymentIntentId: intentId,
      status: 'requires_action',
      error: null,
      redirectUrl: `/test-payment/authorize?${new URLSearchParams({
        payment_intent: intentId,
        payment_intent_client_secret: clientSecret,
        return_url: returnUrl,
      })}`,
    });
    // Nothing is paid before the bank answers, whatever the browser says.
    const early = await client.post('/api/payment/confirm-payment', { paymentIntentId: intentId });
    expect(early.body).toMatchObject({ ok: false, status: 'requires_action' });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });

    const bank = await client.post('/api/payment/test-mode/bank', ids);
    expect(bank.body).toEqual({
      paymentIntentId: intentId,
      orderId,
      amount: totalCents / 100,
      currency: 'eur',
      method: 'ideal',
      status: 'requires_action',
    });

    const authorized = await client.post('/api/payment/test-mode/authenticate', {
      ...ids,
      approve: true,
    });
    expect(authorized.body).toMatchObject({ status: 'succeeded', error: null });
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      status: 'preparing',
      paymentMethod: 'ideal',
    });
    expect(await paidEvents(database.db, orderId)).toBe(1);
    expect(await paidReceiptMethod(orderId)).toBe('ideal');
    const view = await client.get(`/api/orders/${orderId}`);
    expect(view.body.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'ideal' });
  });

  it('a failed bank payment leaves the order unpaid; the same intent then pays by Bancontact', async () => {
    const { client, orderId, intentId, clientSecret } = await orderWithIntent(testMode);
    const ids = { paymentIntentId: intentId, clientSecret };
    const returnUrl = `/order/success?orderId=${orderId}`;
    await client.post('/api/payment/test-mode/confirm', { ...ids, method: 'ideal', returnUrl });

    const failed = await client.post('/api/payment/test-mode/authenticate', {
      ...ids,
      approve: false,
    });
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      error: {
        code: 'payment_intent_payment_attempt_failed',
        message: TEST_MODE_MESSAGES.redirectFailed,
      },
    });
    const back = await client.post('/api/payment/confirm-payment', { paymentIntentId: intentId });
    expect(back.body).toMatchObject({
      ok: false,
      status: 'requires_payment_method',
      paymentStatus: 'unpaid',
      message: TEST_MODE_MESSAGES.redirectFailed,
    });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });

    // Trying again: the order keeps its one intent, which takes another method.
    const again = await client.post('/api/payment/create-payment-intent', { orderId });
    expect(again.body).toMatchObject({
      paymentIntentId: intentId,
      status: 'requires_payment_method',
    });
    const retry = await client.post('/api/payment/test-mode/confirm', {
      ...ids,
      method: 'bancontact',
      returnUrl,
    });
    expect(retry.body.status).toBe('requires_action');
    await client.post('/api/payment/test-mode/authenticate', { ...ids, approve: true });

    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'bancontact',
    });
    expect(await paidEvents(database.db, orderId)).toBe(1);
    const intents = await database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(intents).toHaveLength(1);
  });

  it('records the method that paid, not the one the order was placed with', async () => {
    const { client, orderId, intentId, clientSecret } = await orderWithIntent(testMode, 'ideal');
    expect((await orderRow(orderId)).paymentMethod).toBe('ideal');
    const paid = await client.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intentId,
      clientSecret,
      card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(paid.body).toMatchObject({ status: 'succeeded', redirectUrl: null });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card' });
    expect(await paidReceiptMethod(orderId)).toBe('card');
  });

  it('answers bad input with 4xx and a clear message', async () => {
    const { client, intentId, clientSecret } = await orderWithIntent(testMode);
    const ids = { paymentIntentId: intentId, clientSecret };
    const noReturn = await client.post('/api/payment/test-mode/confirm', {
      ...ids,
      method: 'ideal',
    });
    expect(noReturn.status).toBe(400);
    expect(noReturn.body.message).toBe(
      'A return URL is required for a payment method that goes through the bank',
    );
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const elsewhere = await client.post('/api/payment/test-mode/confirm', {
        ...ids,
        method: 'bancontact',
        returnUrl,
      });
      expect(elsewhere.status, returnUrl).toBe(400);
      expect(elsewhere.body.message).toBe(
        'The return URL must be a path of this shop, e.g. /order/success',
      );
    }
    const sofort = await client.post('/api/payment/test-mode/confirm', {
      ...ids,
      method: 'sofort',
      returnUrl: '/order/success',
    });
    expect(sofort.status).toBe(400);
    expect(sofort.body.fieldErrors).toHaveProperty('method');

    const wrongSecret = await client.post('/api/payment/test-mode/bank', {
      paymentIntentId: intentId,
      clientSecret: `${intentId}_secret_guessed`,
    });
    expect(wrongSecret.status).toBe(404);
    expect(wrongSecret.body.message).toBe('No such payment intent');
    expect(
      (await client.post('/api/payment/test-mode/bank', { paymentIntentId: intentId })).status,
    ).toBe(400);
    // A bank page answered twice (a reload, a second tab) changes nothing the second time.
    await client.post('/api/payment/test-mode/confirm', {
      ...ids,
      method: 'ideal',
      returnUrl: '/order/success',
    });
    await client.post('/api/payment/test-mode/authenticate', { ...ids, approve: true });
    const late = await client.post('/api/payment/test-mode/authenticate', {
      ...ids,
      approve: false,
    });
    expect(late.body).toMatchObject({ status: 'succeeded', error: null });
  });

  it('is in the OpenAPI document', async () => {
    const doc = await testMode.client().get('/api/openapi.json');
    expect(doc.body.paths).toHaveProperty(['/api/payment/test-mode/bank']);
  });
});

/** The browser's side at Stripe: Stripe.js confirms the intent with the publishable key. */
async function confirmAtStripe(
  intentId: string,
  clientSecret: string,
  fields: Record<string, string>,
) {
  const res = await fetch(`${fake.baseUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, key: 'pk_test_fake', ...fields }),
  });
  return { status: res.status, body: (await res.json()) as Stripe.PaymentIntent & { error?: any } };
}

/** The customer's answer on Stripe's bank page: where the browser is sent back to. */
async function answerBank(url: string, answer: 'authorize' | 'fail'): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Authorize Test Payment');
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ answer }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

/** Delivers, signed, the events Stripe sent about one intent since `from`. */
async function deliverWebhooks(intentId: string, from: number) {
  for (const { body } of sent.slice(from)) {
    if ((JSON.parse(body) as { data: { object: { id: string } } }).data.object.id !== intentId)
      continue;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    const res = await stripeMode.client().request('POST', '/api/payment/webhook', {
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(res.status).toBe(200);
  }
  await stripeMode.payments.inbox.idle();
}

async function redirectedToBank(
  client: TestClient,
  orderId: number,
  intentId: string,
  secret: string,
  type: string,
) {
  const returnUrl = `http://shop.test/order/success?orderId=${orderId}`;
  const confirmed = await confirmAtStripe(intentId, secret, {
    'payment_method_data[type]': type,
    return_url: returnUrl,
  });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toMatchObject({
    status: 'requires_action',
    next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl } },
  });
  const early = await client.post('/api/payment/confirm-payment', { paymentIntentId: intentId });
  expect(early.body).toMatchObject({
    ok: false,
    status: 'requires_action',
    paymentStatus: 'unpaid',
  });
  return confirmed.body.next_action!.redirect_to_url!.url!;
}

describe('Stripe mode: iDEAL | Wero and Bancontact through Stripe’s redirect', () => {
  it('creates the intent for card, iDEAL and Bancontact only, in that order', async () => {
    const { orderId } = await orderWithIntent(stripeMode);
    const [create] = fake.creates().filter((r) => r.idempotencyKey === `pi:create:${orderId}`);
    expect([0, 1, 2].map((i) => create!.params.get(`allowed_payment_method_types[${i}]`))).toEqual([
      'card',
      'ideal',
      'bancontact',
    ]);
    expect(create!.params.has('automatic_payment_methods[enabled]')).toBe(false);
  });

  it('iDEAL: the bank page sends the customer back; the webhook pays the order and records iDEAL', async () => {
    const { client, orderId, intentId, clientSecret } = await orderWithIntent(stripeMode);
    const bankUrl = await redirectedToBank(client, orderId, intentId, clientSecret, 'ideal');
    const from = sent.length;

    const back = await answerBank(bankUrl, 'authorize');
    expect(back.pathname).toBe('/order/success');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      orderId: String(orderId),
      payment_intent: intentId,
      payment_intent_client_secret: clientSecret,
      redirect_status: 'succeeded',
    });
    // Until Stripe's word reaches the shop, the order is not paid.
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');

    await deliverWebhooks(intentId, from);
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      status: 'preparing',
      paymentMethod: 'ideal',
    });
    expect(await paidEvents(database.db, orderId)).toBe(1);
    expect(await paidReceiptMethod(orderId)).toBe('ideal');
    // The browser's return asks the server, which settles nothing twice.
    const returned = await client.post('/api/payment/confirm-payment', {
      paymentIntentId: intentId,
    });
    expect(returned.body).toMatchObject({ ok: true, paymentStatus: 'paid' });
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('a bank that confirms later: processing, then paid by the reconciler when the webhook is lost', async () => {
    const { client, orderId, intentId, clientSecret } = await orderWithIntent(stripeMode);
    const bankUrl = await redirectedToBank(client, orderId, intentId, clientSecret, 'bancontact');
    fake.bankConfirmsAfter(300);
    try {
      await answerBank(bankUrl, 'authorize');
      const waiting = await client.post('/api/payment/confirm-payment', {
        paymentIntentId: intentId,
      });
      expect(waiting.body).toMatchObject({
        ok: false,
        status: 'processing',
        paymentStatus: 'processing',
      });
      expect(await orderRow(orderId)).toMatchObject({
        paymentStatus: 'processing',
        status: 'pending',
        paymentMethod: 'bancontact',
      });
      await expect.poll(() => fake.intents.get(intentId)?.status).toBe('succeeded');
    } finally {
      fake.bankConfirmsAfter(null);
    }
    // The succeeded webhook never arrives; the reconciler reads the intent from Stripe.
    await database.db
      .update(paymentIntents)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(paymentIntents.intentId, intentId));
    expect((await orderRow(orderId)).paymentStatus).toBe('processing');
    await stripeMode.payments.reconciler.runOnce();
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'bancontact',
    });
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('a failed bank payment: unpaid, then the same intent pays by card', async () => {
    const { client, orderId, intentId, clientSecret } = await orderWithIntent(stripeMode, 'ideal');
    const bankUrl = await redirectedToBank(client, orderId, intentId, clientSecret, 'ideal');
    const from = sent.length;

    const back = await answerBank(bankUrl, 'fail');
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    await deliverWebhooks(intentId, from);
    expect(sent.slice(from).map((e) => e.type)).toEqual(['payment_intent.payment_failed']);
    const returned = await client.post('/api/payment/confirm-payment', {
      paymentIntentId: intentId,
    });
    expect(returned.body).toMatchObject({
      ok: false,
      status: 'requires_payment_method',
      paymentStatus: 'unpaid',
      message: TEST_MODE_MESSAGES.redirectFailed,
    });
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    // The bank page cannot be answered again.
    expect((await fetch(bankUrl)).status).toBe(404);

    const again = await client.post('/api/payment/create-payment-intent', { orderId });
    expect(again.body).toMatchObject({
      paymentIntentId: intentId,
      status: 'requires_payment_method',
    });
    const card = await confirmAtStripe(intentId, clientSecret, {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': TEST_CARDS.succeeds,
    });
    expect(card.body.status).toBe('succeeded');
    const paid = await client.post('/api/payment/confirm-payment', { paymentIntentId: intentId });
    expect(paid.body).toMatchObject({ ok: true, paymentStatus: 'paid' });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card' });
    expect(fake.creates().filter((r) => r.idempotencyKey === `pi:create:${orderId}`)).toHaveLength(
      1,
    );
  });

  it('Stripe refuses a method the intent does not allow, and a redirect without a return URL', async () => {
    const { intentId, clientSecret } = await orderWithIntent(stripeMode);
    const sofort = await confirmAtStripe(intentId, clientSecret, {
      'payment_method_data[type]': 'sofort',
      return_url: 'http://shop.test/order/success',
    });
    expect(sofort.status).toBe(400);
    const noReturn = await confirmAtStripe(intentId, clientSecret, {
      'payment_method_data[type]': 'ideal',
    });
    expect(noReturn.status).toBe(400);
    expect(noReturn.body.error.param).toBe('return_url');
    expect(fake.intents.get(intentId)?.status).toBe('requires_payment_method');
  });
});
