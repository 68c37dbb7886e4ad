/**
 * An order's journey from payment to the door, as everyone around it lives it: in embedded mode
 * (one process), and in split mode on PostgreSQL and a redis-server of this file's own, with the
 * workers on BullMQ and two gateway replicas. Whoever may see the order (the customer, a guest
 * with the tracking link, the kitchen) hears every move once, on whichever replica their socket
 * is; another customer and a stranger hear nothing of it. Each move is one event; each recipient
 * gets one notification per move; the customer gets one e-mail per status at a real SMTP server.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shop/contracts';
import { RedisEventFeed, RedisEventPublisher, startGateway, type Gateway } from '@shop/realtime';
import { createProcessors, startBullWorkers } from '@shop/workers';
import { notifications } from '../../workers/src/notifications/notifications.tables';
import { startSmtpSink, type SmtpSink } from './smtp';
import type { TestSocket } from '../../realtime/test/ws-client';
import { TrackingLinks } from '../src/modules/orders/tracking-links';
import { startShop, type Shop } from '../src/shop';
import { createPostgresDatabase } from './databases';
import { ADDRESSES, seededMenu } from './food-orders';
import { signedInCustomer } from './geo-fixtures';
import { TestClient } from './http-client';
import { mailerTo, wholeShopConfig } from './shop-harness';
import { openLiveSocket, startSplitServices, TEST_REALTIME_SECRET } from './split-services';
import { outboxEvents } from './food-orders';
import { createAccount, signInWithBearer } from './accounts';

const log = pino({ level: 'silent' });
const SECRET = TEST_REALTIME_SECRET;

interface LiveShop {
  shop: Shop;
  /** Where sockets connect: one gateway in embedded mode, two replicas in split mode. */
  gateways: Gateway[];
  /** Where the workers send the shop's e-mails. */
  smtp: SmtpSink;
  stop(): Promise<void>;
}

async function embeddedShop(): Promise<LiveShop> {
  const database = await createPostgresDatabase();
  const smtp = await startSmtpSink();
  const mailer = mailerTo(smtp);
  const shop = await startShop(wholeShopConfig({ REALTIME_SECRET: SECRET }), {
    log,
    database,
    seed: true,
    mailer,
  });
  return {
    shop,
    gateways: [shop.gateway!],
    smtp,
    async stop() {
      await shop.stop();
      await database.close();
      await mailer.close();
      await smtp.close();
    },
  };
}

async function splitShop(): Promise<LiveShop> {
  const services = await startSplitServices('journey');
  const { redisUrl, database } = services;
  const prefix = `journey-${randomBytes(4).toString('hex')}`;
  const smtp = await startSmtpSink();
  const mailer = mailerTo(smtp);
  const publisher = new RedisEventPublisher(redisUrl, log);
  const workers = await startBullWorkers({
    redisUrl,
    processors: createProcessors({
      db: database.db,
      mailer,
      log,
      shopInbox: null,
      publish: (events) => publisher.publishMany(events),
    }),
    log,
    prefix,
  });
  const shop = await startShop(wholeShopConfig(services.env), {
    log,
    database,
    seed: true,
    jobPrefix: prefix,
  });
  const feeds = [new RedisEventFeed(redisUrl, log), new RedisEventFeed(redisUrl, log)];
  const gateways = await Promise.all(
    feeds.map((feed) =>
      startGateway({ host: '127.0.0.1', port: 0, feed, secret: SECRET, allowedOrigins: [], log }),
    ),
  );
  return {
    shop,
    gateways,
    smtp,
    async stop() {
      for (const gateway of gateways) await gateway.stop();
      for (const feed of feeds) await feed.close();
      await shop.stop();
      await workers.close();
      await publisher.close();
      await mailer.close();
      await smtp.close();
      await services.close();
    },
  };
}

/** Opens /ws on `gateway` with a ticket from the shop, as the browser does. */
const listen = (_live: LiveShop, gateway: Gateway, client: TestClient, query = '') =>
  openLiveSocket(gateway.port, client, query);

/** The order moves a socket heard about one order, in order. */
async function movesHeard(socket: TestSocket, orderId: number): Promise<string[]> {
  return (await socket.drain())
    .filter((m) => m.type === 'order-status' && m.orderId === orderId && m.move)
    .map((m) => m.move as string);
}

/** The notifications stored for one user about one order, by title. */
async function notificationTitles(live: LiveShop, userId: number, orderId: number) {
  const rows = await live.shop.database.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.orderId, orderId)));
  return rows.map((r) => r.title).sort();
}

/** The subjects of the e-mails about one order that reached the SMTP server. */
const subjectsAbout = (smtp: SmtpSink, orderId: number) =>
  smtp.messages
    .map((m) => m.subject ?? '')
    .filter((subject) => subject.includes(`#${orderId}`))
    .sort();

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

  it('everyone who may see the order hears every move; one event, notification and e-mail each', async () => {
    const { shop, gateways } = live;
    const [first, second = first] = gateways as [Gateway, Gateway?];
    const menu = await seededMenu(shop.database.db);
    const { client: customer, user } = await signedInCustomer(shop.database.db, shop.url);
    const { client: otherCustomer } = await signedInCustomer(shop.database.db, shop.url);
    const staff = new TestClient(shop.url);
    const staffAccount = await createAccount(shop.database.db, 'staff');
    await signInWithBearer(staff, staffAccount);

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

    // One event per move, one notification per recipient and move, one e-mail per status.
    const events = (await outboxEvents(shop.database.db, 'order.status-changed')).filter(
      (row) => (row.event as { data: { orderId: number } }).data.orderId === orderId,
    );
    expect(events).toHaveLength(journey.length);
    await expect
      .poll(() => notificationTitles(live, user.id, orderId), { timeout: 15_000 })
      .toEqual(
        [
          `Order #${orderId} accepted`,
          `Order #${orderId} delivered`,
          `Order #${orderId} is on its way`,
          `Order #${orderId} is paid`,
          `Order #${orderId} is ready`,
        ].sort(),
      );
    expect(await notificationTitles(live, staffAccount.id, orderId)).toEqual([
      `New order #${orderId}`,
    ]);
    await expect
      .poll(() => subjectsAbout(live.smtp, orderId), { timeout: 15_000 })
      .toEqual([
        // The invoice names its number: the year and five digits.
        expect.stringMatching(
          new RegExp(`^Your Italieno invoice for order #${orderId} \\(\\d{4}-\\d{5}\\)$`),
        ),
        `Your order #${orderId} has been delivered`,
        `Your order #${orderId} is confirmed`,
        `Your order #${orderId} is on its way`,
      ]);
    // The customer's open tab was told of each notification as it was stored.
    const pushed = (await sockets.customer.drain()).filter(
      (m) => m.type === 'notification' && m.notification.orderId === orderId,
    );
    expect(pushed).toHaveLength(journey.length);
    // And the kitchen's, on the other gateway in split mode, of its alert, once.
    const alerted = (await sockets.kitchen.drain()).filter(
      (m) => m.type === 'notification' && m.notification.orderId === orderId,
    );
    expect(alerted.map((m) => m.notification.title)).toEqual([`New order #${orderId}`]);
    // Nothing more arrives once everything has settled.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subjectsAbout(live.smtp, orderId)).toHaveLength(4);
    for (const socket of Object.values(sockets)) socket.close();
  }, 60_000);
});
