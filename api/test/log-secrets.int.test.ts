/**
 * The api's log (pino, request log at trace level, so every request is written) after a whole
 * merchandise order as a guest, a sign-in, a realtime ticket, a card payment, a refused replay
 * of the order and a webhook: none of the secrets those carry appears in it.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shop/contracts';
import { createAccount } from './accounts';
import { createPostgresDatabase } from './databases';
import { seedMerchandise, shippingAddress } from './payments-harness';
import { startTestApp, type TestApp } from './test-app';
import type { Database } from '../src/db/client';
import { redactUrl } from '../src/shared/http/request-log';

let database: Database;
let app: TestApp;
let items: Awaited<ReturnType<typeof seedMerchandise>>;
const lines: string[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase();
  items = await seedMerchandise(database.db);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await startTestApp({ database, log: pino({ level: 'trace' }, sink) });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const secret = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

describe('secrets in the log', () => {
  it('a whole order, sign-in and payment leave no secret in the log output', async () => {
    const secrets: Record<string, string> = {};

    // A guest places an order with its Idempotency-Key; the answer sets the guest cookie.
    const guest = app.client();
    secrets.idempotencyKey = secret('idem-');
    const order = {
      items: [{ merchandiseId: items.hoodie.id, quantity: 1 }],
      shippingAddress,
    };
    const placed = await guest.request('POST', '/api/merchandise/orders', {
      json: order,
      headers: { 'idempotency-key': secrets.idempotencyKey },
    });
    expect(placed.status, placed.text).toBe(201);
    secrets.guestCookie = guest.cookie('guest')!;
    expect(secrets.guestCookie).toBeTruthy();

    // A retry of a changed checkout with the same key is refused (422, logged at info).
    const refused = await app.client().request('POST', '/api/merchandise/orders', {
      json: { ...order, items: [{ merchandiseId: items.cap.id, quantity: 2 }] },
      headers: { 'idempotency-key': secrets.idempotencyKey },
    });
    expect(refused.status).toBe(422);

    // The guest pays by card; a redirecting method would come back with the secret in the URL.
    const intent = await guest.post('/api/payment/create-payment-intent', {
      orderId: placed.body.id,
    });
    expect(intent.status).toBe(200);
    secrets.clientSecret = intent.body.clientSecret;
    const paid = await guest.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: secrets.clientSecret,
      card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(paid.body.status).toBe('succeeded');
    await guest.get(
      `/merchandise/success?payment_intent=${intent.body.paymentIntentId}&payment_intent_client_secret=${secrets.clientSecret}`,
    );

    // A customer signs in (cookie and bearer), takes a realtime ticket and opens /ws with it.
    const account = await createAccount(database.db, 'customer');
    secrets.password = account.password;
    const customer = app.client();
    const login = await customer.post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(login.status).toBe(200);
    secrets.sessionToken = login.body.token;
    secrets.sessionCookie = customer.cookie('sid')!;
    expect(secrets.sessionCookie).toBeTruthy();
    const bearer = app.client();
    bearer.bearer = login.body.token;
    expect((await bearer.get('/api/user')).status).toBe(200);
    const ticket = await customer.get('/api/realtime/ticket');
    secrets.ticket = ticket.body.token;
    await customer.get(`/ws?token=${encodeURIComponent(ticket.body.token)}&role=customer&t=1`);

    // A signed tracking link and a password-reset link, as their pages would be opened.
    secrets.trackingToken = secret('trk-');
    await app.client().get(`/order/${placed.body.id}?t=${secrets.trackingToken}`);
    await app.client().get(`/api/orders/${placed.body.id}?t=${secrets.trackingToken}`);
    secrets.resetToken = secret('reset-');
    await app.client().get(`/driver/reset-password?token=${secrets.resetToken}`);

    // A webhook with a (here unused) Stripe signature.
    secrets.stripeSignature = `t=1,v1=${randomBytes(32).toString('hex')}`;
    await app.client().request('POST', '/api/payment/webhook', {
      body: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': secrets.stripeSignature },
    });

    const output = lines.join('');
    // The log is there and is about these requests: the test would pass on an empty log otherwise.
    expect(output).toContain('/api/merchandise/orders');
    expect(output).toContain('/api/payment/test-mode/confirm');
    expect(output).toContain('payment_intent_client_secret=[Redacted]');
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(5);
      expect(output.includes(value), `${name} appears in the log`).toBe(false);
      expect(output.includes(encodeURIComponent(value)), `${name} appears encoded`).toBe(false);
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/order/5?t=abc', '/order/5?t=[Redacted]'],
    [
      '/ws?token=x.y&role=customer&id=7&t=1',
      '/ws?token=[Redacted]&role=customer&id=7&t=[Redacted]',
    ],
    [
      '/x?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2',
      '/x?payment_intent=pi_1&payment_intent_client_secret=[Redacted]',
    ],
    ['/x?%74=abc', '/x?%74=[Redacted]'],
    ['/x?TOKEN=abc#frag', '/x?TOKEN=[Redacted]#frag'],
    ['/api/orders?scope=mine', '/api/orders?scope=mine'],
    ['/api/menu', '/api/menu'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
