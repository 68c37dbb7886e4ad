import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import { bars, orders, refunds } from '../../db/schema';

const database = await createPostgresDatabase();
const app = await startTestApp({ database });
const db = database.db;

afterAll(async () => {
  await app.close();
  await database.close();
});

const admin = app.client();
await signInWithBearer(admin, await createAccount(db, 'admin'));

const bar = (slug: string, commissionBps: number) =>
  db
    .insert(bars)
    .values({
      slug,
      name: slug,
      address: 'Amsterdam',
      latitude: 52.37,
      longitude: 4.89,
      commissionBps,
    })
    .returning()
    .then((r) => r[0]!);
const cafe = await bar('Cafe Alfa', 1250);
const kroeg = await bar('Kroeg Beta', 833);

/** Amsterdam wall-clock in late 2026 (UTC+1). */
const amsterdam = (month: number, day: number, hour: number) =>
  new Date(Date.UTC(2026, month - 1, day, hour - 1));

async function barOrder(
  barId: number,
  subtotal: number,
  paidAt: Date,
  refundedAt?: Date,
  /** A part refunded; the whole order when left out. */
  refundCents?: number,
) {
  const service = Math.round(subtotal * 0.05);
  const [row] = await db
    .insert(orders)
    .values({
      orderType: 'bar',
      barId,
      paymentStatus: refundedAt && refundCents === undefined ? 'refunded' : 'paid',
      customerName: 'Guest',
      customerEmail: 'guest@example.com',
      deliveryType: 'pickup',
      subtotalCents: subtotal,
      foodTaxCents: 0,
      deliveryFeeCents: 0,
      serviceFeeCents: service,
      totalCents: subtotal + service,
      paidAt,
    })
    .returning();
  if (refundedAt)
    await db.insert(refunds).values({
      orderId: row!.id,
      orderKind: 'food',
      intentId: `pi_${row!.id}`,
      amountCents: refundCents ?? subtotal + service,
      status: 'succeeded',
      refundedAt,
    });
}

// November: Cafe Alfa 3 orders, one of October's refunded in November; Kroeg Beta 2 orders.
await barOrder(cafe.id, 1999, amsterdam(11, 1, 0)); // the first hour of November in Amsterdam
await barOrder(cafe.id, 2450, amsterdam(11, 15, 20));
await barOrder(cafe.id, 1275, amsterdam(11, 30, 23));
await barOrder(cafe.id, 3000, amsterdam(10, 31, 23), amsterdam(11, 4, 12));
await barOrder(kroeg.id, 1111, amsterdam(11, 10, 19));
await barOrder(kroeg.id, 2222, amsterdam(11, 11, 19));
// 20.00 + 1.00 service, of which 10.50 refunded: half the order, so half its subtotal back.
await barOrder(kroeg.id, 2000, amsterdam(11, 12, 19), amsterdam(11, 13, 12), 1050);
await barOrder(kroeg.id, 999, amsterdam(12, 1, 0)); // December in Amsterdam

describe('GET /api/admin/bar-commissions', () => {
  it('When an admin asks for November, then each bar has its orders, turnover less refunds, and commission rounded once', async () => {
    const res = await admin.get('/api/admin/bar-commissions?from=2026-11&to=2026-11');
    expect(res.status).toBe(200);
    const cafeTurnover = 1999 + 2450 + 1275 - 3000;
    const kroegTurnover = 1111 + 2222 + 2000 - 1000;
    expect(res.body.rows).toEqual([
      {
        month: '2026-11',
        barId: cafe.id,
        barName: 'Cafe Alfa',
        commissionBps: 1250,
        orders: 3,
        refundedOrders: 1,
        turnoverCents: cafeTurnover,
        commissionCents: 341, // 2724 × 12.5 % = 340.5, half up
      },
      {
        month: '2026-11',
        barId: kroeg.id,
        barName: 'Kroeg Beta',
        commissionBps: 833,
        orders: 3,
        refundedOrders: 1,
        turnoverCents: kroegTurnover,
        commissionCents: 361, // 4333 × 8.33 % = 360.94
      },
    ]);
    expect(res.body.totals.turnoverCents).toBe(cafeTurnover + kroegTurnover);
  });

  it('When October to December is asked as CSV, then each bar-month is a row', async () => {
    const res = await admin.get('/api/admin/bar-commissions?from=2026-10&to=2026-12&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Month,Bar,Commission %,Orders,Refunded orders,Turnover (EUR),Commission (EUR)',
    );
    expect(lines.slice(1)).toEqual([
      '2026-10,Cafe Alfa,12.50,1,0,30.00,3.75',
      '2026-11,Cafe Alfa,12.50,3,1,27.24,3.41',
      '2026-11,Kroeg Beta,8.33,3,1,43.33,3.61',
      '2026-12,Kroeg Beta,8.33,1,0,9.99,0.83',
    ]);
  });

  it.each([
    ['from=2026-12&to=2026-11', 'The end month is before the start month'],
    ['from=2026-13&to=2026-12', 'Use a month as YYYY-MM'],
    ['from=2020-01&to=2026-12', 'A report covers at most 24 months'],
  ])('When the months are %s, then 400', async (q, message) => {
    const res = await admin.get(`/api/admin/bar-commissions?${q}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('When staff ask, then it is refused (admin only)', async () => {
    const staff = app.client();
    await signInWithBearer(staff, await createAccount(db, 'staff'));
    expect((await staff.get('/api/admin/bar-commissions?from=2026-11&to=2026-11')).status).toBe(
      403,
    );
  });
});
