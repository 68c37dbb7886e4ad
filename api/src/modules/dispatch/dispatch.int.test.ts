/**
 * Dispatch through the api on a real PostgreSQL: shifts, offers that pass to the next driver
 * after 60 s (the test moves the clock) or on a decline, the store's auto-offer setting, the
 * kitchen's assignment and its checks, and a driver's own moves with a proof of delivery.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import {
  DRIVER_TEXTS,
  OFFER_TTL_MS,
  haversineMeters,
  type DriverJobs,
  type User,
} from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import { outboxEvents } from '../../../test/food-orders';
import type { TestClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { seedDemoData } from '../../seed/seed';
import {
  driverPositions,
  settings,
  deliveryPhotos,
  drivers,
  jobOffers,
  orderItems,
  orders,
} from '../../db/schema';
import { OfferSweeper } from './offer-sweeper';

let database: Database;
let app: TestApp;
let now = new Date('2026-11-25T18:00:00Z');
const tick = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let staff: TestClient;

/** The kitchen (the seeded settings): Haarlemmerstraat 73. */
const KITCHEN = { lat: 52.3806, lng: 4.8886 };

beforeAll(async () => {
  database = await createPostgresDatabase();
  await seedDemoData(database.db, pino({ level: 'silent' }));
  app = await startTestApp({ database, clock: () => now });
  staff = app.client();
  await signInWithBearer(staff, await createAccount(database.db, 'staff'));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.execute(sql`truncate job_offers, delivery_photos, orders cascade`);
  await database.db.update(drivers).set({ isOnline: false, onlineSince: null });
  await database.db.update(settings).set({ autoOfferReadyOrders: false });
});

interface TestDriver {
  user: User;
  id: number;
  client: TestClient;
}

/** An approved driver (or not), signed in, at a position (metres north of the kitchen). */
async function driver(
  options: { active?: boolean; metresAway?: number } = {},
): Promise<TestDriver> {
  const account = await createAccount(database.db, 'driver');
  const [row] = await database.db
    .update(drivers)
    .set({
      isActive: options.active ?? true,
      phone: '+31 6 1111 2222',
      lastLatitude:
        options.metresAway === undefined ? null : KITCHEN.lat + options.metresAway / 111_320,
      lastLongitude: options.metresAway === undefined ? null : KITCHEN.lng,
      lastSeenAt: now,
    })
    .where(eq(drivers.userId, account.id))
    .returning();
  const client = app.client();
  await signInWithBearer(client, account);
  return { user: account, id: row!.id, client };
}

const online = (d: TestDriver, value = true) =>
  d.client.request('PUT', '/api/driver/availability', { json: { online: value } });
const jobsOf = async (d: TestDriver) => {
  const res = await d.client.get<DriverJobs>('/api/driver/jobs');
  expect(res.status).toBe(200);
  return res.body;
};
const sweep = () =>
  new OfferSweeper({
    db: database.db,
    log: pino({ level: 'silent' }),
    kickRelay: () => {},
    clock: () => now,
  }).runOnce();

/** A paid delivery order to Damrak, ready (or still preparing) in the kitchen. */
async function kitchenOrder(
  options: { status?: 'preparing' | 'ready' | 'in_transit'; pickup?: boolean } = {},
) {
  const [order] = await database.db
    .insert(orders)
    .values({
      orderType: options.pickup ? 'bar' : 'normal',
      status: options.status ?? 'ready',
      paymentStatus: 'paid',
      customerName: 'Sofia Romano',
      customerEmail: 'sofia@example.com',
      customerPhone: '+31 6 12345678',
      deliveryType: options.pickup ? 'pickup' : 'delivery',
      deliveryAddress: options.pickup
        ? null
        : {
            streetAddress: 'Damrak 1',
            city: 'Amsterdam',
            zipCode: '1012 LG',
            latitude: 52.3755,
            longitude: 4.8958,
          },
      subtotalCents: 1800,
      foodTaxCents: 149,
      deliveryFeeCents: 250,
      serviceFeeCents: 0,
      tipCents: 200,
      totalCents: 2250,
      paymentMethod: 'card',
      orderNotes: 'Ring twice',
      acceptedAt: now,
      prepMinutes: 15,
      readyBy: now,
      paidAt: now,
      createdAt: now,
    })
    .returning();
  await database.db.insert(orderItems).values({
    orderId: order!.id,
    menuItemId: 1,
    name: 'Panino Porchetta',
    quantity: 2,
    unitPriceCents: 900,
    taxRate: '0.090',
    lineTotalCents: 1800,
  });
  return order!;
}

const orderRow = async (id: number) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const offersOf = (orderId: number) =>
  database.db.select().from(jobOffers).where(eq(jobOffers.orderId, orderId)).orderBy(jobOffers.id);

describe('shift and offers', () => {
  it('When a driver not yet approved goes online, then 403 says the account awaits approval and no job is shown', async () => {
    await kitchenOrder();
    const newcomer = await driver({ active: false });
    const res = await online(newcomer);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(DRIVER_TEXTS.inactive);
    const jobs = await jobsOf(newcomer);
    expect(jobs).toMatchObject({ isActive: false, online: false, current: null, offers: [] });
    expect(await offersOf((await database.db.select().from(orders))[0]!.id)).toEqual([]);
  });

  it('When a driver goes online, then a waiting ready order is offered to them at once for 60 s, and drivers offline get nothing', async () => {
    const order = await kitchenOrder();
    const offline = await driver({ metresAway: 10 });
    const rider = await driver({ metresAway: 800 });
    const res = await online(rider);
    expect(res.status).toBe(200);
    expect(res.body.online).toBe(true);
    const jobs = await jobsOf(rider);
    expect(jobs.offers).toHaveLength(1);
    expect(jobs.offers[0]).toMatchObject({
      orderId: order.id,
      expiresAt: new Date(now.getTime() + OFFER_TTL_MS).toISOString(),
      job: {
        customerName: 'Sofia Romano',
        customerPhone: '+31 6 12345678',
        address: { streetAddress: 'Damrak 1' },
        destination: { lat: 52.3755, lng: 4.8958 },
        items: [{ name: 'Panino Porchetta', quantity: 2 }],
        notes: 'Ring twice',
        paymentMethod: 'card',
      },
    });
    expect(JSON.stringify(jobs)).not.toContain('deliveryCode');
    expect((await jobsOf(offline)).offers).toEqual([]);
    const shifts = await outboxEvents(database.db, 'driver.shift-changed');
    expect(shifts.some((e) => JSON.stringify(e.event).includes(`"driverId":${rider.id}`))).toBe(
      true,
    );
    const heard = await outboxEvents(database.db, 'driver.jobs-changed');
    expect(heard.some((e) => JSON.stringify(e.event).includes(`"userId":${rider.user.id}`))).toBe(
      true,
    );
  });

  it('When 60 s pass without an answer, then the offer expires and goes to the next driver; with nobody left the order waits for staff', async () => {
    const order = await kitchenOrder();
    const near = await driver({ metresAway: 100 });
    const far = await driver({ metresAway: 3000 });
    await online(far);
    await online(near);
    // `far` came online first and was offered the order; `near` is idle and waits its turn.
    expect((await jobsOf(far)).offers).toHaveLength(1);

    tick(OFFER_TTL_MS - 1000);
    await sweep();
    expect((await jobsOf(far)).offers).toHaveLength(1);
    expect((await jobsOf(near)).offers).toHaveLength(0);

    tick(2000);
    // Two replicas sweep at once, then one again: the offer passes on exactly once.
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect((await jobsOf(far)).offers).toHaveLength(0);
    expect((await jobsOf(near)).offers.map((o) => o.orderId)).toEqual([order.id]);
    expect((await offersOf(order.id)).map((o) => [o.driverId, o.status])).toEqual([
      [far.id, 'expired'],
      [near.id, 'offered'],
    ]);

    tick(OFFER_TTL_MS + 1000);
    await sweep();
    expect((await offersOf(order.id)).map((o) => o.status)).toEqual(['expired', 'expired']);
    expect((await jobsOf(far)).offers).toEqual([]);
    expect((await orderRow(order.id)).driverId).toBeNull();
  });

  it('When a driver declines, then the next driver is offered the order at once', async () => {
    const order = await kitchenOrder();
    const first = await driver({ metresAway: 50 });
    const second = await driver({ metresAway: 900 });
    await online(first);
    await online(second);
    const [offer] = (await jobsOf(first)).offers;
    const declined = await first.client.post(`/api/driver/offers/${offer!.id}/decline`, {});
    expect(declined.status).toBe(200);
    expect(declined.body.offers).toEqual([]);
    expect((await jobsOf(second)).offers.map((o) => o.orderId)).toEqual([order.id]);
  });

  it('When a driver with an open offer goes offline, then the offer goes to the next driver', async () => {
    const order = await kitchenOrder();
    const leaving = await driver({ metresAway: 50 });
    const staying = await driver({ metresAway: 900 });
    await online(leaving);
    await online(staying);
    expect((await jobsOf(leaving)).offers).toHaveLength(1);
    expect((await online(leaving, false)).body.online).toBe(false);
    expect((await jobsOf(staying)).offers.map((o) => o.orderId)).toEqual([order.id]);
    expect((await offersOf(order.id)).map((o) => [o.driverId, o.status])).toEqual([
      [leaving.id, 'declined'],
      [staying.id, 'offered'],
    ]);
  });

  it('When the store offers ready orders automatically, then the kitchen marking one ready offers it to the nearest idle online driver', async () => {
    const far = await driver({ metresAway: 4000 });
    const near = await driver({ metresAway: 300 });
    const unknown = await driver();
    await online(far);
    await online(unknown);
    await online(near);
    const off = await kitchenOrder({ status: 'preparing' });
    expect(
      (await staff.request('PATCH', `/api/orders/${off.id}/status`, { json: { status: 'ready' } }))
        .status,
    ).toBe(200);
    // Setting off: the order waits for staff.
    expect(await offersOf(off.id)).toEqual([]);

    // A store setting: staff read it, only an admin changes it.
    expect(
      (
        await staff.request('PUT', '/api/dispatch/settings', {
          json: { autoOfferReadyOrders: true },
        })
      ).status,
    ).toBe(403);
    const admin = app.client();
    await signInWithBearer(admin, await createAccount(database.db, 'admin'));
    const on = await admin.request('PUT', '/api/dispatch/settings', {
      json: { autoOfferReadyOrders: true },
    });
    expect(on.body).toEqual({ autoOfferReadyOrders: true });
    expect((await staff.get('/api/dispatch/settings')).body).toEqual({
      autoOfferReadyOrders: true,
    });
    // Switching it on offers the order that was waiting: to the nearest idle driver.
    expect((await offersOf(off.id)).map((o) => o.driverId)).toEqual([near.id]);
    await near.client.post(`/api/driver/offers/${(await offersOf(off.id))[0]!.id}/accept`, {});

    const auto = await kitchenOrder({ status: 'preparing' });
    await staff.request('PATCH', `/api/orders/${auto.id}/status`, { json: { status: 'ready' } });
    // `near` is busy with the first order now: the next nearest known position gets it.
    expect((await offersOf(auto.id)).map((o) => o.driverId)).toEqual([far.id]);
    expect((await jobsOf(far)).offers.map((o) => o.orderId)).toEqual([auto.id]);
    expect((await jobsOf(unknown)).offers).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('shows the job on its way as current, the other jobs in the order given, and the open offers soonest to end first, each with its lines', async () => {
    const rider = await driver({ metresAway: 100 });
    const other = await driver({ metresAway: 300 });
    await online(rider);
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    const giveTo = async (d: TestDriver, status: 'ready' | 'in_transit', assignedAt: Date) => {
      const order = await kitchenOrder({ status });
      await database.db
        .update(orders)
        .set({ driverId: d.id, assignedAt })
        .where(eq(orders.id, order.id));
      return order;
    };
    const first = await giveTo(rider, 'ready', minutesAgo(10));
    const onItsWay = await giveTo(rider, 'in_transit', minutesAgo(5));
    const last = await giveTo(rider, 'ready', minutesAgo(1));
    await giveTo(other, 'ready', minutesAgo(3));
    // A second line, added after the first: the driver reads them in that order.
    await database.db.insert(orderItems).values({
      orderId: first.id,
      menuItemId: 1,
      name: 'Arancino',
      quantity: 1,
      unitPriceCents: 450,
      taxRate: '0.090',
      lineTotalCents: 450,
    });
    const offer = async (d: TestDriver, secondsLeft: number) => {
      const order = await kitchenOrder();
      const [row] = await database.db
        .insert(jobOffers)
        .values({
          orderId: order.id,
          driverId: d.id,
          offeredAt: now,
          expiresAt: new Date(now.getTime() + secondsLeft * 1000),
        })
        .returning();
      return row!;
    };
    const later = await offer(rider, 50);
    const sooner = await offer(rider, 20);
    await offer(rider, -1); // expired, not yet swept
    await offer(other, 40);

    const jobs = await jobsOf(rider);
    expect(jobs.current).toMatchObject({ orderId: onItsWay.id, status: 'in_transit' });
    expect(jobs.assigned.map((j) => j.orderId)).toEqual([first.id, last.id]);
    expect(jobs.assigned[0]!.items).toEqual([
      { name: 'Panino Porchetta', quantity: 2 },
      { name: 'Arancino', quantity: 1 },
    ]);
    expect(jobs.offers.map((o) => [o.id, o.orderId])).toEqual([
      [sooner.id, sooner.orderId],
      [later.id, later.orderId],
    ]);
    expect(jobs.offers[0]).toMatchObject({
      offeredAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 20_000).toISOString(),
      distanceMeters: Math.round(haversineMeters(KITCHEN, { lat: 52.3755, lng: 4.8958 })),
      job: { orderId: sooner.orderId, items: [{ name: 'Panino Porchetta', quantity: 2 }] },
    });
  });
});

describe('taking and delivering a job', () => {
  async function acceptedJob() {
    const order = await kitchenOrder();
    const rider = await driver({ metresAway: 200 });
    await online(rider);
    const [offer] = (await jobsOf(rider)).offers;
    const accepted = await rider.client.post(`/api/driver/offers/${offer!.id}/accept`, {});
    expect(accepted.status).toBe(200);
    return { order, rider, offer: offer!, jobs: accepted.body as DriverJobs };
  }

  it('When a driver accepts, then the order is theirs with a fresh 4-digit code the customer sees and the driver never does', async () => {
    const { order, rider, offer, jobs } = await acceptedJob();
    expect(jobs.current?.orderId).toBe(order.id);
    expect(JSON.stringify(jobs)).not.toContain('deliveryCode');
    const row = await orderRow(order.id);
    expect(row.driverId).toBe(rider.id);
    expect(row.assignedAt?.toISOString()).toBe(now.toISOString());
    expect(row.deliveryCode).toMatch(/^\d{4}$/);
    const changed = (await outboxEvents(database.db, 'order.driver-changed')).map(
      (e) => (e.event as { data: unknown }).data,
    );
    expect(changed).toContainEqual({
      orderId: order.id,
      userId: null,
      driverId: rider.id,
      previousDriverId: null,
    });
    // The staff's order view carries the driver and the code.
    const view = await staff.get(`/api/orders/${order.id}`);
    expect(view.body.order.driver).toMatchObject({ id: rider.id, phone: '+31 6 1111 2222' });
    expect(view.body.order.driver.currentLocation).not.toBeNull();
    expect(view.body.order.deliveryCode).toBe(row.deliveryCode);
    // Answering twice: the offer is no longer open.
    const again = await rider.client.post(`/api/driver/offers/${offer.id}/accept`, {});
    expect(again.status).toBe(409);
  });

  it('When another driver tries to see, take or move the job, then it does not exist for them', async () => {
    const { order, offer } = await acceptedJob();
    const other = await driver({ metresAway: 10 });
    await online(other);
    expect((await jobsOf(other)).current).toBeNull();
    expect((await other.client.post(`/api/driver/offers/${offer.id}/accept`, {})).status).toBe(404);
    expect((await other.client.post(`/api/driver/jobs/${order.id}/pick-up`, {})).status).toBe(404);
    expect(
      (await other.client.post(`/api/driver/jobs/${order.id}/deliver`, { code: '0000' })).status,
    ).toBe(404);
    expect((await other.client.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('ready');
  });

  it('When the driver picks up and gives a wrong code, then 422 says so; the right code delivers; after five wrong codes even the right one waits', async () => {
    const { order, rider } = await acceptedJob();
    const picked = await rider.client.post(`/api/driver/jobs/${order.id}/pick-up`, {});
    expect(picked.status).toBe(200);
    expect(picked.body.current).toMatchObject({ orderId: order.id, status: 'in_transit' });
    const { deliveryCode } = await orderRow(order.id);
    const wrong = deliveryCode === '0000' ? '1111' : '0000';

    const refused = await rider.client.post(`/api/driver/jobs/${order.id}/deliver`, {
      code: wrong,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(DRIVER_TEXTS.wrongCode);
    expect((await orderRow(order.id)).status).toBe('in_transit');

    // The generic status call cannot skip the proof.
    const bare = await rider.client.request('PATCH', `/api/orders/${order.id}/status`, {
      json: { status: 'delivered' },
    });
    expect(bare.status).toBe(422);

    const done = await rider.client.post(`/api/driver/jobs/${order.id}/deliver`, {
      code: deliveryCode,
    });
    expect(done.status).toBe(200);
    expect(done.body.current).toBeNull();
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'delivered', deliveryProof: 'code' });
    expect(row.pickedUpAt).not.toBeNull();
    expect(row.deliveredAt).not.toBeNull();

    const history = await rider.client.get('/api/driver/deliveries');
    expect(history.body.deliveries[0]).toMatchObject({
      orderId: order.id,
      proof: 'code',
      baseCents: 250,
      feeShareCents: 125,
      tipCents: 200,
      totalCents: 575,
      distanceSource: 'estimate',
    });
    const earnings = await rider.client.get('/api/driver/earnings');
    expect(earnings.body.today).toMatchObject({ deliveries: 1, totalCents: 575 });

    // A second job: guessing is stopped after five wrong codes.
    const next = await kitchenOrder({ status: 'in_transit' });
    await database.db
      .update(orders)
      .set({ driverId: rider.id, deliveryCode: '4321' })
      .where(eq(orders.id, next.id));
    for (let i = 0; i < 5; i += 1) {
      const res = await rider.client.post(`/api/driver/jobs/${next.id}/deliver`, { code: '1234' });
      expect(res.status).toBe(422);
    }
    const locked = await rider.client.post(`/api/driver/jobs/${next.id}/deliver`, {
      code: '4321',
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(DRIVER_TEXTS.tooManyCodes);
  });

  it('When the customer cannot be reached, then a photo proves the delivery, re-encoded to 1600 px without EXIF, and staff can see it', async () => {
    const { order, rider } = await acceptedJob();
    await rider.client.post(`/api/driver/jobs/${order.id}/pick-up`, {});
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#b33' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 31/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const notAPhoto = await fetch(`${app.url}/api/driver/jobs/${order.id}/deliver-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rider.client.bearer}`, 'content-type': 'image/jpeg' },
      body: Buffer.from('hello'),
    });
    expect(notAPhoto.status).toBe(422);

    const res = await fetch(`${app.url}/api/driver/jobs/${order.id}/deliver-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rider.client.bearer}`, 'content-type': 'image/jpeg' },
      body: photo,
    });
    expect(res.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', deliveryProof: 'photo' });
    const [stored] = await database.db
      .select()
      .from(deliveryPhotos)
      .where(eq(deliveryPhotos.orderId, order.id));
    const meta = await sharp(stored!.image).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored!.image.includes('SecretPhone')).toBe(false);

    const seen = await fetch(`${app.url}/api/orders/${order.id}/delivery-photo`, {
      headers: { authorization: `Bearer ${staff.bearer}` },
    });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect((await rider.client.get(`/api/orders/${order.id}/delivery-photo`)).status).toBe(403);
  });
});

describe('earnings', () => {
  it('When the driver’s track covers the ride, then the distance is the track between pick-up and delivery', async () => {
    const rider = await driver();
    const pickedUpAt = new Date(now.getTime() - 20 * 60_000);
    const deliveredAt = new Date(now.getTime() - 5 * 60_000);
    const order = await kitchenOrder({ status: 'in_transit' });
    await database.db
      .update(orders)
      .set({
        status: 'delivered',
        driverId: rider.id,
        pickedUpAt,
        deliveredAt,
        deliveryProof: 'code',
      })
      .where(eq(orders.id, order.id));
    const ride = [KITCHEN, { lat: 52.378, lng: 4.892 }, { lat: 52.3755, lng: 4.8958 }];
    const at = (minutesAfterPickUp: number) =>
      new Date(pickedUpAt.getTime() + minutesAfterPickUp * 60_000);
    await database.db.insert(driverPositions).values([
      // Before pick-up (riding to the kitchen): not part of this delivery.
      { driverId: rider.id, latitude: 52.39, longitude: 4.88, accuracy: 5, recordedAt: at(-5) },
      ...ride.map((p, i) => ({
        driverId: rider.id,
        latitude: p.lat,
        longitude: p.lng,
        accuracy: 5,
        recordedAt: at(1 + i * 5),
      })),
    ]);
    const res = await rider.client.get('/api/driver/deliveries');
    expect(res.body.deliveries).toHaveLength(1);
    expect(res.body.deliveries[0]).toMatchObject({
      orderId: order.id,
      distanceSource: 'track',
      distanceMeters: Math.round(
        haversineMeters(ride[0]!, ride[1]!) + haversineMeters(ride[1]!, ride[2]!),
      ),
      totalCents: 575,
    });
  });
});

describe('the kitchen assigns', () => {
  it('When staff assign a ready order, then only an approved online driver can get it, and an open offer is withdrawn', async () => {
    const order = await kitchenOrder();
    const offered = await driver({ metresAway: 100 });
    await online(offered);
    const chosen = await driver({ metresAway: 2000 });
    const sleeping = await driver({ metresAway: 50 });
    const newcomer = await driver({ active: false });
    await online(chosen);

    const list = await staff.get('/api/dispatch/drivers');
    expect(list.status).toBe(200);
    const ids = list.body.drivers.map((d: { id: number }) => d.id);
    expect(ids).toContain(chosen.id);
    expect(ids).not.toContain(newcomer.id);
    expect(list.body.drivers.find((d: { id: number }) => d.id === sleeping.id).online).toBe(false);

    const assign = (driverId: number | null, id = order.id) =>
      staff.post(`/api/orders/${id}/assign`, { driverId });
    expect((await assign(sleeping.id)).body.message).toMatch(/offline/);
    expect((await assign(sleeping.id)).status).toBe(409);
    expect((await assign(newcomer.id)).status).toBe(409);
    expect((await assign(999_999)).status).toBe(404);
    expect((await assign(chosen.id, (await kitchenOrder({ pickup: true })).id)).status).toBe(409);
    expect(
      (await assign(chosen.id, (await kitchenOrder({ status: 'in_transit' })).id)).status,
    ).toBe(409);

    const res = await assign(chosen.id);
    expect(res.status).toBe(200);
    expect(res.body.order.driver).toMatchObject({ id: chosen.id });
    expect(res.body.order.deliveryCode).toMatch(/^\d{4}$/);
    expect((await offersOf(order.id)).map((o) => o.status)).toEqual(['withdrawn']);
    expect((await jobsOf(offered)).offers).toEqual([]);
    expect((await jobsOf(chosen)).current?.orderId).toBe(order.id);

    // Taken back before pick-up: nobody has it.
    const back = await assign(null);
    expect(back.body.order.driver).toBeNull();
    expect((await jobsOf(chosen)).current).toBeNull();
  });

  it('When a customer or a driver asks for the drivers or to assign, then 403', async () => {
    const order = await kitchenOrder();
    const rider = await driver();
    await online(rider);
    expect((await rider.client.get('/api/dispatch/drivers')).status).toBe(403);
    expect(
      (await rider.client.post(`/api/orders/${order.id}/assign`, { driverId: rider.id })).status,
    ).toBe(403);
  });
});
