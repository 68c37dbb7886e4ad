/**
 * The dispatch map's snapshot on a real PostgreSQL: who may read it, what it holds, the
 * sequence number it is current to; and two dispatchers assigning the same order at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import {
  DRIVER_MAX_OPEN_JOBS,
  DispatchSnapshot,
  type DriverPosition,
  type Role,
} from '@shop/contracts';
import { InProcessEventFeed } from '@shop/realtime';
import type { DomainEvent } from '@shop/contracts/events';
import { createPostgresDatabase } from '../../../test/databases';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import type { TestClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { seedDemoData } from '../../seed/seed';
import { settings, drivers, jobOffers, orders } from '../../db/schema';
import { outbox } from '../../shared/events/outbox.tables';
import { MemoryDispatchSequence, SequencingPublisher } from './dispatch-sequence';
import { DispatchMap } from './dispatch-map.service';

let database: Database;
let app: TestApp;
const now = new Date('2026-11-25T18:00:00Z');
const sequence = new MemoryDispatchSequence();
let fixes: DriverPosition[] = [];
const clients: Partial<Record<Role, TestClient>> = {};

const KITCHEN = { lat: 52.3806, lng: 4.8886 };

beforeAll(async () => {
  database = await createPostgresDatabase();
  await seedDemoData(database.db, pino({ level: 'silent' }));
  app = await startTestApp({
    database,
    clock: () => now,
    dispatchSequence: sequence,
    latestPositions: async () => fixes,
  });
  for (const role of ['customer', 'staff', 'admin', 'driver'] as const) {
    const client = app.client();
    await signInWithBearer(client, await createAccount(database.db, role));
    clients[role] = client;
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.execute(sql`truncate job_offers, delivery_photos, orders, outbox cascade`);
  await database.db.update(drivers).set({ isOnline: false, onlineSince: null });
  await database.db.update(settings).set({ autoOfferReadyOrders: false });
  fixes = [];
});

/** An approved driver on shift, with a stored position this many metres north of the kitchen. */
async function onShift(metresAway: number, online = true) {
  const account = await createAccount(database.db, 'driver');
  const [row] = await database.db
    .update(drivers)
    .set({
      isActive: true,
      isOnline: online,
      lastLatitude: KITCHEN.lat + metresAway / 111_320,
      lastLongitude: KITCHEN.lng,
      lastSeenAt: new Date(now.getTime() - 5_000),
    })
    .where(eq(drivers.userId, account.id))
    .returning();
  return row!;
}

let orderCount = 0;
async function deliveryOrder(
  over: Partial<typeof orders.$inferInsert> = {},
): Promise<typeof orders.$inferSelect> {
  orderCount++;
  const [row] = await database.db
    .insert(orders)
    .values({
      orderType: 'normal',
      status: 'ready',
      paymentStatus: 'paid',
      customerName: `Customer ${orderCount}`,
      customerEmail: 'c@example.com',
      deliveryType: 'delivery',
      deliveryAddress: {
        streetAddress: 'Damrak 1',
        city: 'Amsterdam',
        zipCode: '1012 LG',
        latitude: 52.3755,
        longitude: 4.8958,
      },
      zoneId: 1,
      subtotalCents: 1800,
      foodTaxCents: 149,
      deliveryFeeCents: 250,
      serviceFeeCents: 0,
      totalCents: 2199,
      acceptedAt: now,
      readyBy: now,
      paidAt: now,
      createdAt: new Date(now.getTime() - 10 * 60_000),
      ...over,
    })
    .returning();
  return row!;
}

const snapshot = async (role: Role = 'staff') => {
  const res = await clients[role]!.get('/api/admin/dispatch');
  expect(res.status).toBe(200);
  return DispatchSnapshot.parse(res.body);
};

describe('GET /api/admin/dispatch', () => {
  it('answers staff and admins; customers and drivers get 403, strangers 401', async () => {
    expect((await clients.staff!.get('/api/admin/dispatch')).status).toBe(200);
    expect((await clients.admin!.get('/api/admin/dispatch')).status).toBe(200);
    expect((await clients.customer!.get('/api/admin/dispatch')).status).toBe(403);
    expect((await clients.driver!.get('/api/admin/dispatch')).status).toBe(403);
    expect((await app.client().get('/api/admin/dispatch')).status).toBe(401);
  });

  it('shows open paid delivery orders by state, and leaves out the rest', async () => {
    const awaiting = await deliveryOrder({ status: 'preparing', acceptedAt: null, readyBy: null });
    const preparing = await deliveryOrder({ status: 'preparing' });
    const ready = await deliveryOrder();
    const riding = await deliveryOrder({ status: 'in_transit' });
    await deliveryOrder({ status: 'pending', paymentStatus: 'unpaid' });
    await deliveryOrder({ status: 'delivered', deliveredAt: now });
    await deliveryOrder({ status: 'cancelled' });
    await deliveryOrder({ deliveryType: 'pickup', deliveryAddress: null, orderType: 'bar' });

    const body = await snapshot();
    expect(body.orders.map((o) => [o.id, o.state])).toEqual([
      [awaiting.id, 'awaiting'],
      [preparing.id, 'preparing'],
      [ready.id, 'ready'],
      [riding.id, 'in_transit'],
    ]);
    expect(body.orders[2]).toMatchObject({
      address: 'Damrak 1, 1012 LG Amsterdam',
      destination: { lat: 52.3755, lng: 4.8958 },
      zoneId: 1,
      driverId: null,
      readyBy: now.toISOString(),
    });
    expect(body.kitchen).toEqual(KITCHEN);
    expect(body.bars.length).toBeGreaterThan(0);
  });

  it('gives each driver a state, their jobs, deliveries today and the freshest fix', async () => {
    const idle = await onShift(300);
    const busy = await onShift(600);
    const offered = await onShift(900);
    const offShift = await onShift(100, false);
    const silent = await onShift(1200);
    await database.db
      .update(drivers)
      .set({ lastSeenAt: new Date(now.getTime() - 5 * 60_000) })
      .where(eq(drivers.id, silent.id));
    const job = await deliveryOrder({ driverId: busy.id, assignedAt: now });
    await deliveryOrder({ driverId: busy.id, status: 'delivered', deliveredAt: now });
    await deliveryOrder({
      driverId: busy.id,
      status: 'delivered',
      deliveredAt: new Date('2026-11-24T12:00:00Z'),
    });
    const waiting = await deliveryOrder();
    await database.db.insert(jobOffers).values({
      orderId: waiting.id,
      driverId: offered.id,
      status: 'offered',
      offeredAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    fixes = [
      {
        driverId: idle.id,
        lat: 52.39,
        lng: 4.9,
        accuracy: 5,
        heading: 45,
        speed: 4,
        at: now.getTime() - 1000,
      },
    ];

    const body = await snapshot('admin');
    const of = (id: number) => body.drivers.find((d) => d.id === id)!;
    expect(of(idle.id)).toMatchObject({
      state: 'idle',
      position: { lat: 52.39, lng: 4.9, heading: 45, at: now.getTime() - 1000 },
    });
    expect(of(busy.id)).toMatchObject({ state: 'on-job', jobOrderIds: [job.id], jobsToday: 1 });
    expect(of(offered.id)).toMatchObject({ state: 'offered', offered: true });
    expect(of(offShift.id)).toMatchObject({ state: 'offline', online: false });
    expect(of(silent.id).state).toBe('stale');
  });

  it('while Redis, which keeps the freshest fixes, is away, shows each driver where their track last stored them', async () => {
    const driver = await onShift(300);
    const map = new DispatchMap({
      db: database.db,
      sequence,
      clock: () => now,
      latestPositions: async () => {
        throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
      },
    });

    const body = await map.snapshot();
    expect(body.drivers.find((d) => d.id === driver.id)).toMatchObject({
      state: 'idle',
      position: { lat: KITCHEN.lat + 300 / 111_320, lng: KITCHEN.lng, at: now.getTime() - 5_000 },
    });
  });

  it('is current to the dispatch counter read before the database', async () => {
    const before = (await snapshot()).seq;
    await sequence.next();
    await sequence.next();
    expect((await snapshot()).seq).toBe(before + 2);
  });

  it('is read once for the screens that ask while a read is under way, and afresh after it', async () => {
    let reads = 0;
    let failNext = false;
    const map = new DispatchMap({
      db: database.db,
      sequence,
      clock: () => {
        if (failNext) {
          failNext = false;
          throw new Error('the database is away');
        }
        return now;
      },
      latestPositions: async () => {
        reads++;
        return fixes;
      },
    });

    const together = await Promise.all(Array.from({ length: 20 }, () => map.snapshot()));
    expect(reads).toBe(1);
    expect(new Set(together.map((s) => JSON.stringify(s))).size).toBe(1);

    await sequence.next();
    const later = await map.snapshot();
    expect(reads).toBe(2);
    expect(later.seq).toBe(together[0]!.seq + 1);

    // A failed read fails the screens that shared it, and the next screen reads again.
    failNext = true;
    const failed = await Promise.allSettled([map.snapshot(), map.snapshot()]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(map.snapshot()).resolves.toMatchObject({ seq: later.seq });
    expect(reads).toBe(3);
  });
});

describe('sequence numbers on dispatch events', () => {
  it('numbers the events the dispatch map hears, in publish order, and no others', async () => {
    const feed = new InProcessEventFeed();
    const heard: DomainEvent[] = [];
    feed.subscribe((e) => heard.push(e));
    const counter = new MemoryDispatchSequence();
    const publisher = new SequencingPublisher(feed, counter);
    const base = () => ({
      id: crypto.randomUUID(),
      occurredAt: now.toISOString(),
      version: 1 as const,
    });
    await publisher.publish({
      ...base(),
      name: 'order.driver-changed',
      data: { orderId: 5, userId: null, driverId: 2, previousDriverId: null },
    });
    await publisher.publish({
      ...base(),
      name: 'ordering-status.changed',
      data: { status: { acceptingOrders: true } as never, changedBy: 1 },
    });
    await publisher.publish({
      ...base(),
      name: 'driver.shift-changed',
      data: { driverId: 2, userId: 9, online: false },
    });
    expect(heard.map((e) => e.dispatchSeq)).toEqual([1, undefined, 2]);
    expect(await counter.current()).toBe(2);

    // A batch of the relay takes its numbers in one step and hands them out in its order.
    await publisher.publishMany([
      { ...base(), name: 'driver.shift-changed', data: { driverId: 3, userId: 10, online: true } },
      { ...base(), name: 'catalog.changed', data: { resources: ['menu'] } },
      {
        ...base(),
        name: 'order.driver-changed',
        data: { orderId: 6, userId: null, driverId: 3, previousDriverId: null },
      },
    ]);
    expect(heard.slice(3).map((e) => e.dispatchSeq)).toEqual([3, undefined, 4]);
    expect(await counter.current()).toBe(4);
  });
});

describe('two dispatchers assign the same order at once', () => {
  it('one wins; the other gets a 409 saying it was assigned meanwhile, and nothing else changes', async () => {
    const order = await deliveryOrder();
    const first = await onShift(200);
    const second = await onShift(400);
    const otherStaff = app.client();
    await signInWithBearer(otherStaff, await createAccount(database.db, 'staff'));

    const answers = await Promise.all([
      clients.staff!.post(`/api/orders/${order.id}/assign`, {
        driverId: first.id,
        expectedDriverId: null,
      }),
      otherStaff.post(`/api/orders/${order.id}/assign`, {
        driverId: second.id,
        expectedDriverId: null,
      }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.message).toBe(`Order #${order.id} was assigned to another driver meanwhile`);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.driverId).toBe(winner.body.order.driver.id);
    const changes = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.name, 'order.driver-changed'));
    expect(changes).toHaveLength(1);
  });

  it('refuses a driver who already carries the most orders', async () => {
    const rider = await onShift(200);
    for (let i = 0; i < DRIVER_MAX_OPEN_JOBS; i++) {
      await deliveryOrder({ driverId: rider.id, assignedAt: now });
    }
    const extra = await deliveryOrder();
    const res = await clients.staff!.post(`/api/orders/${extra.id}/assign`, {
      driverId: rider.id,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `${rider.fullName} already carries ${DRIVER_MAX_OPEN_JOBS} orders`,
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, extra.id));
    expect(row!.driverId).toBeNull();
  });
});
