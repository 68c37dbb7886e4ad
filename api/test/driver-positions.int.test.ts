/**
 * Drivers' positions as the customer, dispatch and the driver live them: in embedded mode (one
 * process, the api's database) and in split mode with two gateways on one redis-server, each
 * with its own pool to PostgreSQL. A driver's fix reaches the customer following their order and
 * staff on dispatch, on whichever gateway their sockets are; nobody else hears it; bad fixes and
 * floods are dropped and counted while other drivers' fixes flow; the track lands in PostgreSQL.
 * Driver state is written straight into the tables, with the events the api records beside it.
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionDropReason } from '@shop/contracts';
import type { NewEvent } from '@shop/contracts/events';
import {
  RedisEventFeed,
  splitPositions,
  startGateway,
  type Gateway,
  type Positions,
} from '@shop/realtime';
import { dispatchedFix, fixesIn, type TestSocket } from '../../realtime/test/ws-client';
import { driverPositions } from '../../realtime/src/positions/positions.tables';
import { recordEvent } from '../src/shared/events/outbox';
import { drivers } from '../src/modules/drivers/drivers.tables';
import { orders } from '../src/modules/orders/orders.tables';
import { startShop, type Shop } from '../src/shop';
import { createPgliteDatabase, createPostgresDatabase } from './databases';
import { signedInCustomer } from './geo-fixtures';
import { TestClient } from './http-client';
import { createAccount, signInWithBearer } from './accounts';
import { wholeShopConfig } from './shop-harness';
import { openLiveSocket, startSplitServices, TEST_REALTIME_SECRET } from './split-services';

const log = pino({ level: 'silent' });
const SECRET = TEST_REALTIME_SECRET;
/** Around Dam Square. */
const DAM = { lat: 52.3731, lng: 4.8926 };

interface LiveShop {
  shop: Shop;
  /** Drivers connect to the first; customers and dispatch to the last. One in embedded mode. */
  gateways: Gateway[];
  stop(): Promise<void>;
}

async function embeddedShop(onPglite = false): Promise<LiveShop> {
  const database = onPglite ? await createPgliteDatabase() : await createPostgresDatabase();
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
  const services = await startSplitServices('positions');
  const { redisUrl, database } = services;
  const shop = await startShop(wholeShopConfig(services.env), {
    log,
    database,
    seed: true,
    jobPrefix: `positions-${process.pid}`,
  });
  const replicas: { feed: RedisEventFeed; positions: Positions; gateway: Gateway }[] = [];
  for (let i = 0; i < 2; i++) {
    const feed = new RedisEventFeed(redisUrl, log);
    const positions = splitPositions(redisUrl, database.url, log);
    await Promise.all([feed.ready(), positions.ready()]);
    const gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      feed,
      secret: SECRET,
      allowedOrigins: [],
      log,
      positions,
    });
    replicas.push({ feed, positions, gateway });
  }
  return {
    shop,
    gateways: replicas.map((r) => r.gateway),
    async stop() {
      for (const { gateway, positions, feed } of replicas) {
        await gateway.stop();
        await positions.close();
        await feed.close();
      }
      await shop.stop();
      await services.close();
    },
  };
}

/** Opens /ws on `gateway` with a ticket from the shop, as the browser does. */
const listen = (_live: LiveShop, gateway: Gateway, client: TestClient, query = '') =>
  openLiveSocket(gateway.port, client, query);

async function subscribe(socket: TestSocket, topic: string) {
  socket.send({ type: 'subscribe', topic });
  await socket.next((m) => m.type === 'subscribed' && m.topic === topic);
}

interface Driver {
  driverId: number;
  userId: number;
  client: TestClient;
}

async function newDriver(live: LiveShop): Promise<Driver> {
  const db = live.shop.database.db;
  const account = await createAccount(db, 'driver');
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.userId, account.id));
  const client = new TestClient(live.shop.url);
  await signInWithBearer(client, account);
  return { driverId: row!.id, userId: account.id, client };
}

/** Writes the change and its event in one transaction, as the api does, and wakes the relay. */
async function commit(
  live: LiveShop,
  change: (tx: Shop['database']['db']) => Promise<unknown>,
  event: NewEvent | (() => NewEvent),
) {
  await live.shop.database.db.transaction(async (tx) => {
    await change(tx);
    await recordEvent(tx, typeof event === 'function' ? event() : event);
  });
  await live.shop.relay.kick();
}

async function goOnline(live: LiveShop, driver: Driver) {
  await commit(
    live,
    (tx) => tx.update(drivers).set({ isOnline: true }).where(eq(drivers.id, driver.driverId)),
    {
      name: 'driver.shift-changed',
      version: 1,
      data: { driverId: driver.driverId, userId: driver.userId, online: true },
    },
  );
}

/** A ready order of `customerId`, assigned to `driver`. */
async function assignedOrder(live: LiveShop, customerId: number, driver: Driver): Promise<number> {
  let orderId = 0;
  await commit(
    live,
    async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          orderType: 'normal',
          status: 'ready',
          paymentStatus: 'paid',
          userId: customerId,
          customerName: 'Anna de Vries',
          customerEmail: 'anna@example.nl',
          deliveryType: 'delivery',
          subtotalCents: 1500,
          foodTaxCents: 135,
          deliveryFeeCents: 299,
          serviceFeeCents: 50,
          totalCents: 1984,
          driverId: driver.driverId,
          assignedAt: new Date(),
        })
        .returning({ id: orders.id });
      orderId = row!.id;
    },
    () => ({
      name: 'order.driver-changed',
      version: 1,
      data: { orderId, userId: customerId, driverId: driver.driverId, previousDriverId: null },
    }),
  );
  return orderId;
}

const clocks = new WeakMap<TestSocket, number>();
/** A good fix `step` × 3.4 m east of Dam Square, taken 1.1 s or more after the socket's last one. */
function goodFix(socket: TestSocket, step = 0) {
  const clock = Math.max((clocks.get(socket) ?? 0) + 1_100, Date.now() - 3_000);
  clocks.set(socket, clock);
  return {
    type: 'location',
    lat: DAM.lat,
    lng: DAM.lng + step * 0.00005,
    accuracy: 8,
    heading: 90,
    speed: 4.2,
    timestamp: clock,
  };
}

const positionsOf = (socket: TestSocket, driverId: number) =>
  socket.received.flatMap(fixesIn).filter((p) => p.driverId === driverId);

/**
 * Sends a fresh good fix every 1.1 s until `socket` hears one of them on `topic`: the driver's
 * gateway refreshes the driver from the database a moment after the event, not in step with it.
 */
async function sendUntilHeard(
  driverSocket: TestSocket,
  driverId: number,
  socket: TestSocket,
  topic: string,
) {
  const deadline = Date.now() + 10_000;
  for (let step = 1; Date.now() < deadline; step++) {
    const fix = goodFix(driverSocket, step);
    driverSocket.send(fix);
    const isFix = (p: any) => p.driverId === driverId && p.at === fix.timestamp;
    const heard = await socket
      .next((m) => m.topic === topic && fixesIn(m).some(isFix), 1_100)
      .catch(() => null);
    if (heard) return fixesIn(heard).find(isFix);
  }
  throw new Error(`no fix of driver ${driverId} heard on ${topic}`);
}

const dropped = (gateway: Gateway, reason: PositionDropReason) =>
  gateway.stats().positions.dropped[reason];

describe.each([
  ['embedded mode', () => embeddedShop()],
  ['embedded mode on PGlite (the default)', () => embeddedShop(true)],
  ['split mode, two gateways on one Redis', splitShop],
])("drivers' positions in %s", (_mode, start) => {
  let live: LiveShop;
  let driverGateway: Gateway;
  let watcherGateway: Gateway;
  let staffSocket: TestSocket;

  beforeAll(async () => {
    live = await start();
    driverGateway = live.gateways[0]!;
    watcherGateway = live.gateways[live.gateways.length - 1]!;
    const staff = new TestClient(live.shop.url);
    await signInWithBearer(staff, await createAccount(live.shop.database.db, 'staff'));
    staffSocket = await listen(live, watcherGateway, staff);
    await subscribe(staffSocket, 'staff/dispatch');
  }, 60_000);
  afterAll(async () => {
    await live?.stop();
  });

  it("a driver's fix reaches the customer following the order and dispatch, nobody else; the track lands in PostgreSQL", async () => {
    const db = live.shop.database.db;
    const driver = await newDriver(live);
    const { client: customer, user } = await signedInCustomer(db, live.shop.url);
    const { client: otherCustomer } = await signedInCustomer(db, live.shop.url);

    // Offline and on no job: not tracked.
    const driverSocket = await listen(live, driverGateway, driver.client);
    const offShift = dropped(driverGateway, 'off_shift');
    driverSocket.send(goodFix(driverSocket));
    expect(await driverSocket.next('error')).toMatchObject({ code: 'off_shift' });
    expect(dropped(driverGateway, 'off_shift')).toBe(offShift + 1);

    await goOnline(live, driver);
    await sendUntilHeard(driverSocket, driver.driverId, staffSocket, 'staff/dispatch');

    const orderId = await assignedOrder(live, user.id, driver);
    const tracking = await listen(live, watcherGateway, customer, `?orderId=${orderId}`);
    await subscribe(tracking, `order/${orderId}`);
    const other = await listen(live, watcherGateway, otherCustomer, `?orderId=${orderId}`);
    const anonymous = await listen(live, watcherGateway, new TestClient(live.shop.url));
    for (const outsider of [other, anonymous]) {
      outsider.send({ type: 'subscribe', topic: `order/${orderId}` });
      expect(await outsider.next('error')).toMatchObject({ code: 'forbidden_topic' });
      outsider.send({ type: 'subscribe', topic: 'staff/dispatch' });
      expect(await outsider.next('error')).toMatchObject({ code: 'forbidden_topic' });
    }

    const heard = await sendUntilHeard(driverSocket, driver.driverId, tracking, `order/${orderId}`);
    expect(heard).toMatchObject({
      type: 'driver-position',
      topic: `order/${orderId}`,
      driverId: driver.driverId,
      lat: DAM.lat,
      accuracy: 8,
      heading: 90,
      speed: 4.2,
    });
    const gathered = await staffSocket.next(dispatchedFix((p) => p.at === heard.at));
    expect(gathered.topic).toBe('staff/dispatch');

    // Three more, one a second by their own clock, sent in one burst (a backlog after a reconnect).
    const burst = [3, 4, 5].map((step) => goodFix(driverSocket, step));
    for (const fix of burst) driverSocket.send(fix);
    for (const fix of burst) {
      await tracking.next((m) => m.type === 'driver-position' && m.at === fix.timestamp);
    }

    for (const outsider of [other, anonymous]) {
      expect(positionsOf(outsider, driver.driverId)).toEqual([]);
      expect((await outsider.drain()).some((m) => m.type === 'driver-position')).toBe(false);
    }

    // The latest position is there for snapshots a moment later (the gateway gathers its
    // writes), and the track in PostgreSQL after a batch.
    const last = burst[2]!;
    await expect
      .poll(() => live.shop.latestPositions.get(driver.driverId))
      .toMatchObject({ lat: last.lat, lng: last.lng, at: last.timestamp });
    await expect
      .poll(
        async () => {
          const [row] = await db
            .select({
              lat: drivers.lastLatitude,
              lng: drivers.lastLongitude,
              seen: drivers.lastSeenAt,
            })
            .from(drivers)
            .where(eq(drivers.id, driver.driverId));
          return { lat: row!.lat, lng: row!.lng, seen: row!.seen?.getTime() };
        },
        { timeout: 10_000, interval: 250 },
      )
      .toEqual({ lat: last.lat, lng: last.lng, seen: last.timestamp });
    const track = await db
      .select({ at: driverPositions.recordedAt, lng: driverPositions.longitude })
      .from(driverPositions)
      .where(eq(driverPositions.driverId, driver.driverId))
      .orderBy(driverPositions.recordedAt);
    const accepted = positionsOf(tracking, driver.driverId).map((m) => m.at as number);
    expect(track.map((r) => r.at.getTime())).toEqual(expect.arrayContaining(accepted));
    expect(track.at(-1)).toEqual({ at: new Date(last.timestamp), lng: last.lng });

    // Taken off the order: the customer hears no more of this driver.
    await commit(
      live,
      (tx) => tx.update(orders).set({ driverId: null }).where(eq(orders.id, orderId)),
      {
        name: 'order.driver-changed',
        version: 1,
        data: { orderId, userId: user.id, driverId: null, previousDriverId: driver.driverId },
      },
    );
    await tracking.next((m) => m.type === 'order-driver' && m.driverId === null);
    // Still online, so dispatch keeps hearing them; the order's page stops once the driver's
    // gateway has read the change (a moment after the event).
    const heardOnOrder = async (fix: { timestamp: number }) => {
      await tracking.drain();
      return positionsOf(tracking, driver.driverId).some((m) => m.at === fix.timestamp);
    };
    const deadline = Date.now() + 10_000;
    let stillSent = true;
    while (stillSent && Date.now() < deadline) {
      const fix = goodFix(driverSocket, 6);
      driverSocket.send(fix);
      await staffSocket.next(dispatchedFix((p) => p.at === fix.timestamp));
      stillSent = await heardOnOrder(fix);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    }
    expect(stillSent).toBe(false);
    const later = goodFix(driverSocket, 7);
    driverSocket.send(later);
    await staffSocket.next(dispatchedFix((p) => p.at === later.timestamp));
    expect(await heardOnOrder(later)).toBe(false);

    for (const socket of [driverSocket, tracking, other, anonymous]) socket.close();
  });

  it('a customer, staff or a guest cannot send a location; each try is dropped and counted', async () => {
    const { client: customer } = await signedInCustomer(live.shop.database.db, live.shop.url);
    const staff = new TestClient(live.shop.url);
    await signInWithBearer(staff, await createAccount(live.shop.database.db, 'staff'));
    const senders = [
      await listen(live, driverGateway, customer),
      await listen(live, driverGateway, staff),
      await listen(live, driverGateway, new TestClient(live.shop.url)),
    ];
    const before = dropped(driverGateway, 'not_a_driver');
    const sent: number[] = [];
    for (const sender of senders) {
      const fix = goodFix(sender);
      sent.push(fix.timestamp);
      sender.send(fix);
      expect(await sender.next('error')).toMatchObject({ code: 'not_a_driver' });
    }
    expect(dropped(driverGateway, 'not_a_driver')).toBe(before + 3);
    await staffSocket.drain();
    expect(staffSocket.received.filter(dispatchedFix((p) => sent.includes(p.at)))).toEqual([]);
    for (const sender of senders) {
      // The socket is still served.
      expect((await sender.drain()).at(-1)).toMatchObject({ type: 'pong' });
      sender.close();
    }
  });

  it("every kind of bad fix and a flood of 100 a second are dropped and counted; other drivers' fixes still flow", async () => {
    const db = live.shop.database.db;
    const steady = await newDriver(live);
    const flooder = await newDriver(live);
    const offShift = await newDriver(live);
    const { user } = await signedInCustomer(db, live.shop.url);
    const steadySocket = await listen(live, driverGateway, steady.client);
    const flooderSocket = await listen(live, driverGateway, flooder.client);
    const offShiftSocket = await listen(live, driverGateway, offShift.client);
    await goOnline(live, steady);
    await goOnline(live, flooder);
    await assignedOrder(live, user.id, steady);
    await sendUntilHeard(steadySocket, steady.driverId, staffSocket, 'staff/dispatch');
    const anchor = await sendUntilHeard(
      flooderSocket,
      flooder.driverId,
      staffSocket,
      'staff/dispatch',
    );

    const counts = () => ({ ...driverGateway.stats().positions.dropped });
    const before = counts();
    const acceptedBefore = driverGateway.stats().positions.accepted;
    const at = anchor.at as number;
    const base = { type: 'location', ...DAM, accuracy: 10, heading: null, speed: null };
    const bad: [PositionDropReason, unknown][] = [
      ['malformed', { ...base, lat: '52.37', timestamp: at + 1_500 }],
      ['malformed', { type: 'location', lat: 52.37 }],
      ['malformed', { ...base, timestamp: at + 1_500, speed: 'fast' }],
      ['out_of_range', { ...base, lat: 95, timestamp: at + 1_500 }],
      ['out_of_range', { ...base, accuracy: -3, timestamp: at + 1_500 }],
      ['inaccurate', { ...base, accuracy: 900, timestamp: at + 1_500 }],
      ['future', { ...base, timestamp: Date.now() + 60_000 }],
      ['too_old', { ...base, timestamp: Date.now() - 11 * 60_000 }],
      ['too_frequent', { ...base, timestamp: at + 300 }],
      ['too_frequent', { ...base, timestamp: at - 5_000 }],
      ['too_fast', { ...base, lng: DAM.lng + 0.5, timestamp: at + 2_000 }],
    ];
    const noticesFrom = flooderSocket.received.length;
    for (const [, message] of bad) flooderSocket.send(message);
    // NaN and Infinity cannot travel in JSON; their textual forms are not JSON numbers.
    flooderSocket.send(`{"type":"location","lat":NaN,"lng":4.89,"accuracy":5,"timestamp":1}`);
    flooderSocket.send(`{"type":"location","lat":Infinity,"lng":4.89}`);

    // A flood: 100 fixes in a second, 10 ms apart by their own clock, while `steady` drives on.
    const floodStart = Math.max(at + 1_000, Date.now() - 2_000);
    const steadyHeard = sendUntilHeard(
      steadySocket,
      steady.driverId,
      staffSocket,
      'staff/dispatch',
    );
    for (let i = 0; i < 100; i++) {
      flooderSocket.send({ ...base, lng: DAM.lng + i * 1e-6, timestamp: floodStart + i * 10 });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await steadyHeard;
    await flooderSocket.drain();

    const after = counts();
    const delta = (reason: PositionDropReason) => after[reason] - before[reason];
    expect(delta('malformed')).toBe(5);
    expect(delta('out_of_range')).toBe(2);
    expect(delta('inaccurate')).toBe(1);
    expect(delta('future')).toBe(1);
    expect(delta('too_old')).toBe(1);
    expect(delta('too_fast')).toBe(1);
    // Two stragglers plus the flood but its first fix (and one a second after it, at most).
    expect(delta('too_frequent')).toBeGreaterThanOrEqual(2 + 98);
    const flooderAccepted = positionsOf(staffSocket, flooder.driverId).filter(
      (m) => m.at >= floodStart,
    );
    expect(flooderAccepted.length).toBeGreaterThanOrEqual(1);
    expect(flooderAccepted.length).toBeLessThanOrEqual(2);
    expect(driverGateway.stats().positions.accepted - acceptedBefore).toBeGreaterThanOrEqual(2);
    // The flooder was told why, once per reason, and is still connected and served.
    // 'off_shift' may trail in from the first fixes of the anchor above, sent before the
    // gateway had refreshed the driver's shift; it says nothing about the messages below.
    const codes = new Set(
      flooderSocket.received
        .slice(noticesFrom)
        .filter((m) => m.type === 'error' && m.code !== 'off_shift')
        .map((m) => m.code),
    );
    expect([...codes].sort()).toEqual(
      [
        'future',
        'inaccurate',
        'invalid_json',
        'malformed',
        'out_of_range',
        'too_fast',
        'too_frequent',
        'too_old',
      ].sort(),
    );
    await sendUntilHeard(flooderSocket, flooder.driverId, staffSocket, 'staff/dispatch');

    // An off-shift driver's fixes go nowhere.
    const offBefore = dropped(driverGateway, 'off_shift');
    offShiftSocket.send(goodFix(offShiftSocket));
    offShiftSocket.send(goodFix(offShiftSocket));
    await offShiftSocket.drain();
    expect(dropped(driverGateway, 'off_shift')).toBe(offBefore + 2);
    await staffSocket.drain();
    expect(positionsOf(staffSocket, offShift.driverId)).toEqual([]);

    for (const socket of [steadySocket, flooderSocket, offShiftSocket]) socket.close();
  });
});
