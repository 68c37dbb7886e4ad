import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DRIVER_ON_JOB } from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import { driverShifts, drivers, orders } from '../../db/schema';
import { auditLog } from '../../shared/audit/audit.tables';

const database = await createPostgresDatabase();
const app = await startTestApp({ database });
const db = database.db;

afterAll(async () => {
  await app.close();
  await database.close();
});

const admin = app.client();
await signInWithBearer(admin, await createAccount(db, 'admin'));
const driverAccount = await createAccount(db, 'driver');
const [driver] = await db.select().from(drivers).where(eq(drivers.userId, driverAccount.id));
const driverId = driver!.id;

/** Amsterdam wall-clock in November 2026 (UTC+1). */
const amsterdam = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour - 1, minute));

async function delivered(deliveredAt: Date, fee: number, express: number, tip: number) {
  await db.insert(orders).values({
    orderType: 'normal',
    status: 'delivered',
    paymentStatus: 'paid',
    customerName: 'Customer',
    customerEmail: 'c@example.com',
    deliveryType: 'delivery',
    subtotalCents: 2000,
    foodTaxCents: 0,
    deliveryFeeCents: fee,
    expressFeeCents: express,
    serviceFeeCents: 100,
    tipCents: tip,
    totalCents: 2100 + fee + express + tip,
    driverId,
    pickedUpAt: new Date(deliveredAt.getTime() - 15 * 60_000),
    deliveredAt,
  });
}

await delivered(amsterdam(10, 19), 250, 0, 0);
await delivered(amsterdam(10, 20), 350, 300, 150);
await delivered(amsterdam(11, 23, 30), 250, 0, 0);
await delivered(amsterdam(12, 0, 30), 350, 0, 0); // the next Amsterdam day
await delivered(amsterdam(30, 23, 59), 250, 0, 0);
await delivered(new Date(Date.UTC(2026, 11, 1, 0, 30)), 250, 0, 0); // 1 December in Amsterdam
await db.insert(driverShifts).values([
  { driverId, startedAt: amsterdam(10, 18), endedAt: amsterdam(10, 22, 30) }, // 270 min
  { driverId, startedAt: amsterdam(11, 23), endedAt: amsterdam(12, 1) }, // 60 + 60 min
]);

/** Independently: 2.50 a delivery, half of zone fee and express, all of the tip. */
const pay = (fee: number, express: number, tip: number) =>
  250 + Math.round((fee + express) / 2) + tip;

describe('GET /api/admin/drivers/:id/report', () => {
  it('When an admin asks per day, then deliveries, shift time and earnings land on their Amsterdam day', async () => {
    const res = await admin.get(
      `/api/admin/drivers/${driverId}/report?from=2026-11-10&to=2026-11-12&groupBy=day`,
    );
    expect(res.status).toBe(200);
    expect(
      res.body.rows.map((r: Record<string, unknown>) => [
        r.period,
        r.deliveries,
        r.shiftMinutes,
        r.earningsCents,
      ]),
    ).toEqual([
      ['2026-11-10', 2, 270, pay(250, 0, 0) + pay(350, 300, 150)],
      ['2026-11-11', 1, 60, pay(250, 0, 0)],
      ['2026-11-12', 1, 60, pay(350, 0, 0)],
    ]);
    expect(res.body.totals.tipCents).toBe(150);
    expect(res.body.deliveries).toHaveLength(4);
  });

  it('When an admin asks per month as CSV, then November is one row', async () => {
    const res = await admin.get(
      `/api/admin/drivers/${driverId}/report?from=2026-11-01&to=2026-11-30&groupBy=month&format=csv`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    const earnings = pay(250, 0, 0) * 3 + pay(350, 300, 150) + pay(350, 0, 0);
    expect(lines[1]).toMatch(
      new RegExp(
        `^2026-11,5,[0-9.]+,6:30,[0-9.]+,[0-9.]+,1\\.50,${(earnings / 100).toFixed(2).replace('.', '\\.')}$`,
      ),
    );
  });

  it('When the driver does not exist or the range is bad, then 404 and 400', async () => {
    expect(
      (await admin.get('/api/admin/drivers/999999/report?from=2026-11-01&to=2026-11-30')).status,
    ).toBe(404);
    const bad = await admin.get(
      `/api/admin/drivers/${driverId}/report?from=2026-11-01&to=2026-11-30&groupBy=week`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('PATCH /api/admin/drivers/:id while on a job', () => {
  it('When the driver holds an order in transit, then deactivation is refused until it is delivered', async () => {
    const [job] = await db
      .insert(orders)
      .values({
        orderType: 'normal',
        status: 'in_transit',
        paymentStatus: 'paid',
        customerName: 'Customer',
        customerEmail: 'c@example.com',
        deliveryType: 'delivery',
        subtotalCents: 2000,
        foodTaxCents: 0,
        deliveryFeeCents: 250,
        serviceFeeCents: 100,
        totalCents: 2350,
        driverId,
      })
      .returning();
    const refused = await admin.patch(`/api/admin/drivers/${driverId}`, { isActive: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${DRIVER_ON_JOB} (order #${job!.id})`);
    const [still] = await db.select().from(drivers).where(eq(drivers.id, driverId));
    expect(still!.isActive).toBe(true);

    await db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, job!.id));
    const done = await admin.patch(`/api/admin/drivers/${driverId}`, { isActive: false });
    expect(done.status).toBe(200);
    expect(done.body.isActive).toBe(false);
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'driver.deactivated'), eq(auditLog.entityId, String(driverId))),
      );
    expect(entries).toHaveLength(1);
  });

  it('When a driver goes online and offline, then the shift is recorded', async () => {
    const other = await createAccount(db, 'driver');
    const client = app.client();
    await signInWithBearer(client, other);
    expect((await client.put('/api/driver/availability', { online: true })).status).toBe(200);
    expect((await client.put('/api/driver/availability', { online: false })).status).toBe(200);
    const [row] = await db.select().from(drivers).where(eq(drivers.userId, other.id));
    const shifts = await db.select().from(driverShifts).where(eq(driverShifts.driverId, row!.id));
    expect(shifts).toHaveLength(1);
    expect(shifts[0]!.endedAt).not.toBeNull();
  });
});
