/**
 * Web Push through the whole embedded shop, to a push service stand-in that decrypts each push
 * with the test device's keys: a customer's and a tracking link holder's devices hear the order
 * accepted, on its way and delivered, once each; the kitchen's device hears of the new paid
 * order. Bad subscriptions get a 4xx; a user's devices are in their data export, can be switched
 * off one by one, and go with their account.
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayload, TEST_CARDS } from '@shop/contracts';
import { generateVapidKeys, webPushSender } from '@shop/workers';
import { pushSubscriptions } from '../../workers/src/push/push.tables';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type TestDevice,
} from '../../workers/test/push-service-standin';
import { TrackingLinks } from '../src/modules/orders/tracking-links';
import { startShop, type Shop } from '../src/shop';
import { createAccount, signInWithBearer } from './accounts';
import { createPostgresDatabase } from './databases';
import { ADDRESSES, seededMenu } from './food-orders';
import { signedInCustomer } from './geo-fixtures';
import { TestClient } from './http-client';
import { wholeShopConfig } from './shop-harness';

const log = pino({ level: 'silent' });
const SECRET = 'web-push-test-secret-0123456789abcdef';
const vapid = generateVapidKeys();

let service: PushServiceStandIn;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let shop: Shop;

beforeAll(async () => {
  service = await startPushServiceStandIn();
  database = await createPostgresDatabase();
  shop = await startShop(
    wholeShopConfig({
      REALTIME_SECRET: SECRET,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
    }),
    {
      log,
      database,
      seed: true,
      pushSender: webPushSender(
        { ...vapid, subject: 'mailto:orders@italieno.nl' },
        { agent: service.agent },
      ),
    },
  );
}, 60_000);
afterAll(async () => {
  await shop?.stop();
  await database?.close();
  await service?.close();
});

async function placedOrder(customer: TestClient): Promise<number> {
  const menu = await seededMenu(shop.database.db);
  const placed = await customer.post('/api/orders', {
    items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
    deliveryAddress: ADDRESSES.damrak,
  });
  expect(placed.status, placed.text).toBe(201);
  return placed.body.id as number;
}

async function pay(customer: TestClient, orderId: number) {
  const intent = await customer.post('/api/payment/create-payment-intent', { orderId });
  await customer.post('/api/payment/test-mode/confirm', {
    paymentIntentId: intent.body.paymentIntentId,
    clientSecret: intent.body.clientSecret,
    card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
  });
  const confirmed = await customer.post('/api/payment/confirm-payment', {
    paymentIntentId: intent.body.paymentIntentId,
  });
  expect(confirmed.status).toBe(200);
}

async function signedInStaff() {
  const client = new TestClient(shop.url);
  await signInWithBearer(client, await createAccount(shop.database.db, 'staff'));
  return client;
}

const statusesOf = (device: TestDevice, orderId: number) =>
  service.received
    .filter((p) => p.deviceId === device.id)
    .map((p) => PushPayload.parse(p.payload))
    .filter((p) => p.orderId === orderId)
    .map((p) => p.status);

describe('Web Push in the embedded shop', () => {
  it('gives browsers the public key', async () => {
    const res = await new TestClient(shop.url).get('/api/push/key');
    expect(res.body).toEqual({ publicKey: vapid.publicKey });
  });

  it('an order’s devices hear it accepted, on its way and delivered, once each; the kitchen’s hears it is paid', async () => {
    const { client: customer } = await signedInCustomer(shop.database.db, shop.url);
    const staff = await signedInStaff();
    const orderId = await placedOrder(customer);
    const phone = service.device();
    const partnersPhone = service.device();
    const tablet = service.device();

    const mine = await customer.post(`/api/orders/${orderId}/push-subscription`, {
      subscription: phone.subscription,
      language: 'en',
    });
    expect(mine.status).toBe(201);
    expect(mine.body.subscription).toMatchObject({ topic: 'order', orderId, language: 'en' });
    // Whoever holds the tracking link, signed in or not, may be told too.
    const token = new TrackingLinks(SECRET).token(orderId);
    const theirs = await new TestClient(shop.url).post(`/api/orders/${orderId}/push-subscription`, {
      subscription: partnersPhone.subscription,
      language: 'nl',
      t: token,
    });
    expect(theirs.status).toBe(201);
    expect(
      (await staff.post('/api/push/kitchen', { subscription: tablet.subscription, language: 'en' }))
        .status,
    ).toBe(201);

    await pay(customer, orderId);
    for (const body of [
      { status: 'preparing', prepMinutes: 20 },
      { status: 'ready' },
      { status: 'in_transit' },
      { status: 'delivered' },
    ]) {
      const res = await staff.request('PATCH', `/api/orders/${orderId}/status`, { json: body });
      expect(res.status).toBe(200);
    }

    const expected = ['accepted', 'on_its_way', 'delivered'];
    await expect.poll(() => statusesOf(phone, orderId), { timeout: 15_000 }).toEqual(expected);
    await expect
      .poll(() => statusesOf(partnersPhone, orderId), { timeout: 15_000 })
      .toEqual(expected);
    await expect
      .poll(() => statusesOf(tablet, orderId), { timeout: 15_000 })
      .toEqual(['new_order']);
    const dutch = service.received.find((p) => p.deviceId === partnersPhone.id)!;
    expect(dutch.payload).toEqual({ orderId, status: 'accepted', language: 'nl' });
    // Delivered: the order's devices are let go.
    await expect
      .poll(
        async () =>
          (
            await shop.database.db
              .select()
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.orderId, orderId))
          ).length,
      )
      .toBe(0);
  });

  describe('bad opt-ins get a 4xx', () => {
    let customer: TestClient;
    let orderId: number;
    beforeAll(async () => {
      customer = (await signedInCustomer(shop.database.db, shop.url)).client;
      orderId = await placedOrder(customer);
    });

    const optIn = (subscription: unknown, client = customer, id = orderId) =>
      client.post(`/api/orders/${id}/push-subscription`, { subscription, language: 'en' });

    it.each([
      [
        'an http endpoint',
        (d: TestDevice) => ({
          ...d.subscription,
          endpoint: d.subscription.endpoint.replace('https:', 'http:'),
        }),
      ],
      [
        'a site that is no push service',
        (d: TestDevice) => ({ ...d.subscription, endpoint: 'https://example.com/push/1' }),
      ],
      ['no keys', (d: TestDevice) => ({ endpoint: d.subscription.endpoint })],
      [
        'a key that is no point on P-256',
        (d: TestDevice) => ({
          ...d.subscription,
          keys: { ...d.subscription.keys, p256dh: `B${'A'.repeat(86)}` },
        }),
      ],
      [
        'an auth secret of the wrong length',
        (d: TestDevice) => ({
          ...d.subscription,
          keys: { ...d.subscription.keys, auth: 'c2hvcnQ' },
        }),
      ],
    ])('%s: 400 with a message', async (_case, subscription) => {
      const res = await optIn(subscription(service.device()));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('someone else’s order: 404', async () => {
      const { client: other } = await signedInCustomer(shop.database.db, shop.url);
      const res = await optIn(service.device().subscription, other);
      expect(res.status).toBe(404);
    });

    it('a customer opting in to the kitchen’s pushes: 403', async () => {
      const res = await customer.post('/api/push/kitchen', {
        subscription: service.device().subscription,
        language: 'en',
      });
      expect(res.status).toBe(403);
    });
  });

  it('a user’s devices: listed in the export, switched off one by one or by the device itself, gone with the account', async () => {
    const { client: customer, user } = await signedInCustomer(shop.database.db, shop.url);
    const orderId = await placedOrder(customer);
    const [first, second, third] = [service.device(), service.device(), service.device()];
    for (const device of [first, second, third]) {
      const res = await customer.post(`/api/orders/${orderId}/push-subscription`, {
        subscription: device.subscription,
        language: 'en',
      });
      expect(res.status).toBe(201);
    }

    const exported = await customer.get('/api/account/export');
    expect(exported.body.pushSubscriptions).toHaveLength(3);
    expect(exported.body.pushSubscriptions[0]).toMatchObject({
      topic: 'order',
      orderId,
      pushService: new URL(service.origin).host,
    });

    const listed = (await customer.get('/api/push/subscriptions')).body.subscriptions as {
      id: number;
    }[];
    expect(
      (await customer.request('DELETE', `/api/push/subscriptions/${listed[0]!.id}`)).status,
    ).toBe(204);
    // Another user cannot switch it off for them.
    const { client: stranger } = await signedInCustomer(shop.database.db, shop.url);
    expect(
      (await stranger.request('DELETE', `/api/push/subscriptions/${listed[1]!.id}`)).status,
    ).toBe(404);
    // The device itself names its endpoint.
    const optOut = await new TestClient(shop.url).post('/api/push/opt-out', {
      endpoint: second.subscription.endpoint,
    });
    expect(optOut.body).toEqual({ removed: 1 });
    expect((await customer.get('/api/push/subscriptions')).body.subscriptions).toHaveLength(1);

    const deleted = await customer.post('/api/account/delete', { password: 'correct-horse-1' });
    expect(deleted.status).toBeLessThan(300);
    const left = await shop.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([]);
  });
});
