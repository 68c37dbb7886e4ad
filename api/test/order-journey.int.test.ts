/**
 * An order's journey heard live, as the customer, a guest with the tracking link, the kitchen,
 * another customer and a stranger would hear it: in embedded mode (one process), and in split
 * mode on PostgreSQL and a redis-server of this file's own with two gateway replicas. Whoever may
 * see the order hears every move once, on whichever replica their socket is; nobody else hears
 * of it at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shop/contracts';
import { RedisEventFeed, startGateway, type Gateway } from '@shop/realtime';
import { TestSocket } from '../../realtime/test/ws-client';
import { startRedis } from '../../infra/testing/services';
import { TrackingLinks } from '../src/modules/orders/tracking-links';
import { startShop, type Shop } from '../src/shop';
import { createPostgresDatabase } from './databases';
import { ADDRESSES, seededMenu } from './food-orders';
import { signedInCustomer } from './geo-fixtures';
import { TestClient } from './http-client';
import { wholeShopConfig } from './shop-harness';
import { createAccount, signInWithBearer } from './accounts';

const log = pino({ level: 'silent' });
const SECRET = 'a-test-realtime-secret-of-32-characters-at-least';

interface LiveShop {
  shop: Shop;
  /** Where sockets connect: one gateway in embedded mode, two replicas in split mode. */
  gateways: Gateway[];
  stop(): Promise<void>;
}

async function embeddedShop(): Promise<LiveShop> {
  const database = await createPostgresDatabase();
  const shop = await startShop(wholeShopConfig({ REALTIME_SECRET: SECRET }), {
    log,
    database,
    seed: true,
  });
  return {
    shop,
    gateways: [shop.gateway!],
    async stop() {
      await shop.stop();
      await database.close();
    },
  };
}

async function splitShop(): Promise<LiveShop> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-journey-'));
  const redis = await startRedis(dir);
  const redisUrl = `redis://127.0.0.1:${redis.port}`;
  const database = await createPostgresDatabase();
  const shop = await startShop(
    wholeShopConfig({ DATABASE_URL: database.url, REDIS_URL: redisUrl, REALTIME_SECRET: SECRET }),
    { log, database, seed: true },
  );
  const feeds = [new RedisEventFeed(redisUrl, log), new RedisEventFeed(redisUrl, log)];
  const gateways = await Promise.all(
    feeds.map((feed) =>
      startGateway({ host: '127.0.0.1', port: 0, feed, secret: SECRET, allowedOrigins: [], log }),
    ),
  );
  return {
    shop,
    gateways,
    async stop() {
      for (const gateway of gateways) await gateway.stop();
      for (const feed of feeds) await feed.close();
      await shop.stop();
      await database.close();
      redis.process.kill('SIGINT');
      await new Promise((resolve) => redis.process.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens /ws on `gateway` with a ticket from the shop, as the browser does. */
async function listen(live: LiveShop, gateway: Gateway, client: TestClient, query = '') {
  const ticket = (await client.get(`/api/realtime/ticket${query}`)).body;
  const params = new URLSearchParams({
    token: ticket.token,
    role: ticket.role,
    id: ticket.id,
    t: String(ticket.t),
  });
  const socket = await TestSocket.open(`ws://127.0.0.1:${gateway.port}/ws?${params}`);
  await socket.next('connected');
  return socket;
}

/** The order moves a socket heard about one order, in order. */
async function movesHeard(socket: TestSocket, orderId: number): Promise<string[]> {
  return (await socket.drain())
    .filter((m) => m.type === 'order-status' && m.orderId === orderId && m.move)
    .map((m) => m.move as string);
}

async function heardOf(socket: TestSocket, orderId: number): Promise<boolean> {
  return (await socket.drain()).some(
    (m) => m.orderId === orderId || m.topic === `order/${orderId}`,
  );
}

describe.each([
  ['embedded mode', embeddedShop],
  ['split mode, two gateways on one Redis', splitShop],
])('an order heard live in %s', (_mode, start) => {
  let live: LiveShop;

  beforeAll(async () => {
    live = await start();
  }, 60_000);
  afterAll(async () => {
    await live?.stop();
  });

  it('the customer, the tracking link and the kitchen hear every move; others hear nothing', async () => {
    const { shop, gateways } = live;
    const [first, second = first] = gateways as [Gateway, Gateway?];
    const menu = await seededMenu(shop.database.db);
    const { client: customer } = await signedInCustomer(shop.database.db, shop.url);
    const { client: otherCustomer } = await signedInCustomer(shop.database.db, shop.url);
    const staff = new TestClient(shop.url);
    await signInWithBearer(staff, await createAccount(shop.database.db, 'staff'));

    const placed = await customer.post('/api/orders', {
      items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
      deliveryAddress: ADDRESSES.damrak,
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as number;
    const token = new TrackingLinks(SECRET).token(orderId);

    const sockets = {
      customer: await listen(live, first!, customer),
      tracking: await listen(
        live,
        second!,
        new TestClient(shop.url),
        `?orderId=${orderId}&t=${token}`,
      ),
      kitchen: await listen(live, second!, staff),
      otherCustomer: await listen(live, first!, otherCustomer),
      stranger: await listen(live, second!, new TestClient(shop.url)),
    };
    sockets.tracking.send({ type: 'subscribe', topic: `order/${orderId}` });
    await sockets.tracking.next('subscribed');
    for (const outsider of [sockets.otherCustomer, sockets.stranger]) {
      outsider.send({ type: 'subscribe', topic: `order/${orderId}` });
      expect(await outsider.next('error')).toMatchObject({ code: 'forbidden_topic' });
    }

    const intent = await customer.post('/api/payment/create-payment-intent', { orderId });
    await customer.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
      card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    await customer.post('/api/payment/confirm-payment', {
      paymentIntentId: intent.body.paymentIntentId,
    });
    const moves = [
      { status: 'preparing', prepMinutes: 20 },
      { status: 'ready' },
      { status: 'in_transit' },
      { status: 'delivered' },
    ];
    for (const body of moves) {
      const res = await staff.request('PATCH', `/api/orders/${orderId}/status`, { json: body });
      expect(res.status).toBe(200);
    }

    const journey = ['pay', 'accept', 'ready', 'pick-up', 'deliver'];
    // Published after the answers above; the relay may still be on its way with the last ones.
    await expect
      .poll(() => movesHeard(sockets.customer, orderId), { timeout: 10_000 })
      .toEqual(journey);
    for (const socket of [sockets.tracking, sockets.kitchen]) {
      await expect.poll(() => movesHeard(socket, orderId), { timeout: 10_000 }).toEqual(journey);
    }
    expect(await heardOf(sockets.otherCustomer, orderId)).toBe(false);
    expect(await heardOf(sockets.stranger, orderId)).toBe(false);
    for (const socket of Object.values(sockets)) socket.close();
  }, 60_000);
});
