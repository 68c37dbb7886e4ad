/**
 * The VAT report against a month of orders generated here: the expected figures are summed
 * order by order in this file, and the report must match them to the cent.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../../test/databases';
import { startTestApp } from '../../../../test/test-app';
import { createAccount, signInWithBearer } from '../../../../test/accounts';
import type { TestClient } from '../../../../test/http-client';
import { merchandiseOrders, orderItems, orders } from '../../orders/orders.tables';
import { refunds } from '../../payments/payments.tables';

const database = await createPostgresDatabase();
const app = await startTestApp({ database });
const db = database.db;

afterAll(async () => {
  await app.close();
  await database.close();
});

const admin = app.client();
await signInWithBearer(admin, await createAccount(db, 'admin'));
const staff = app.client();
await signInWithBearer(staff, await createAccount(db, 'staff'));

/** A wall-clock time in Amsterdam in late 2026 (after the DST change on 25 October: UTC+1). */
const amsterdam = (month: number, day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, month - 1, day, hour - 1, minute));

/** A small seeded generator, so a failing run can be repeated. */
let seed = 20261125;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (n: number) => Math.floor(random() * n);

interface Generated {
  kind: 'food' | 'merchandise';
  paidAt: Date;
  totalCents: number;
  /** gross by "rate|category" */
  parts: Record<string, number>;
  refund: { at: Date; status: 'succeeded' | 'pending' } | null;
}
const generated: Generated[] = [];

async function foodOrder(paidAt: Date, refund: Generated['refund']) {
  const lines = Array.from({ length: 1 + pick(3) }, () => {
    const alcohol = random() < 0.25;
    const unit = 250 + pick(1500);
    const quantity = 1 + pick(3);
    return { rate: alcohol ? '0.210' : '0.090', unit, quantity, total: unit * quantity };
  });
  const subtotal = lines.reduce((s, l) => s + l.total, 0);
  const delivery = [0, 250, 350][pick(3)]!;
  const express = random() < 0.2 ? 300 : 0;
  const service = Math.round((subtotal + delivery + express) * 0.05);
  const total = subtotal + delivery + express + service;
  const [row] = await db
    .insert(orders)
    .values({
      createdAt: paidAt,
      orderType: 'normal',
      status: refund ? 'cancelled' : 'delivered',
      paymentStatus: refund?.status === 'succeeded' ? 'refunded' : 'paid',
      customerName: 'Test Customer',
      customerEmail: 'test@example.com',
      deliveryType: 'delivery',
      subtotalCents: subtotal,
      foodTaxCents: 0,
      deliveryFeeCents: delivery,
      expressFeeCents: express,
      serviceFeeCents: service,
      totalCents: total,
      paidAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map((l, i) => ({
      orderId: row!.id,
      menuItemId: i + 1,
      name: `Item ${i}`,
      quantity: l.quantity,
      unitPriceCents: l.unit,
      taxRate: l.rate,
      lineTotalCents: l.total,
    })),
  );
  if (refund) await refundRow(row!.id, 'food', total, refund);
  const parts: Record<string, number> = {};
  for (const l of lines) {
    const key = l.rate === '0.210' ? '21|drinks' : '9|food';
    parts[key] = (parts[key] ?? 0) + l.total;
  }
  parts['9|fees'] = delivery + express + service;
  generated.push({ kind: 'food', paidAt, totalCents: total, parts, refund });
}

async function merchandiseOrder(paidAt: Date, refund: Generated['refund']) {
  const subtotal = 1500 + pick(9000);
  const shipping = subtotal >= 5000 ? 0 : 595;
  const [row] = await db
    .insert(merchandiseOrders)
    .values({
      createdAt: paidAt,
      paymentStatus: refund?.status === 'succeeded' ? 'refunded' : 'paid',
      customerName: 'Test Customer',
      customerEmail: 'test@example.com',
      addressLine1: 'Damrak 1',
      city: 'Amsterdam',
      postalCode: '1012 LG',
      country: 'NL',
      subtotalCents: subtotal,
      vatCents: 0,
      shippingCents: shipping,
      totalCents: subtotal + shipping,
      paidAt,
    })
    .returning({ id: merchandiseOrders.id });
  if (refund) await refundRow(row!.id, 'merchandise', subtotal + shipping, refund);
  generated.push({
    kind: 'merchandise',
    paidAt,
    totalCents: subtotal + shipping,
    parts: { '21|merchandise': subtotal, '21|shipping': shipping },
    refund,
  });
}

async function refundRow(
  orderId: number,
  orderKind: 'food' | 'merchandise',
  amountCents: number,
  refund: NonNullable<Generated['refund']>,
) {
  await db.insert(refunds).values({
    orderId,
    orderKind,
    intentId: `pi_test_${orderId}`,
    amountCents,
    status: refund.status,
    requestedAt: refund.at,
    refundedAt: refund.status === 'succeeded' ? refund.at : null,
  });
}

// November 2026: 150 orders, about one in eight refunded a few days later (some in December),
// a few refunds still pending; plus orders just outside the month and October orders refunded
// in November.
for (let i = 0; i < 150; i += 1) {
  const day = 1 + pick(30);
  const paidAt = amsterdam(11, day, 11 + pick(12), pick(60));
  let refund: Generated['refund'] = null;
  if (random() < 0.12) {
    const later = new Date(paidAt.getTime() + (1 + pick(6)) * 86_400_000);
    refund = { at: later, status: random() < 0.15 ? 'pending' : 'succeeded' };
  }
  if (random() < 0.2) await merchandiseOrder(paidAt, refund);
  else await foodOrder(paidAt, refund);
}
// The edges of the Amsterdam month.
await foodOrder(amsterdam(11, 1, 0, 5), null); // inside: 23:05 UTC on 31 October
await foodOrder(amsterdam(11, 30, 23, 55), null); // inside
await foodOrder(amsterdam(12, 1, 0, 10), null); // outside: still 30 November in UTC
await foodOrder(amsterdam(10, 31, 23, 50), null); // outside
// Paid in October, refunded in November: the refund belongs to November.
await foodOrder(amsterdam(10, 20, 19), { at: amsterdam(11, 2, 10), status: 'succeeded' });
await merchandiseOrder(amsterdam(10, 28, 12), { at: amsterdam(11, 3, 9), status: 'succeeded' });

const vatOf = (gross: number, ratePercent: number) =>
  Math.round(gross - (gross * 100) / (100 + ratePercent));

function expectedReport(from: Date, to: Date) {
  const within = (d: Date) => d >= from && d < to;
  const lines = new Map<string, { sales: number; refunds: number; vat: number }>();
  let paidTotal = 0;
  let refundedTotal = 0;
  let paid = 0;
  let refunded = 0;
  for (const g of generated) {
    const sold = within(g.paidAt);
    const back = g.refund?.status === 'succeeded' && within(g.refund.at);
    if (sold) {
      paid += 1;
      paidTotal += g.totalCents;
    }
    if (back) {
      refunded += 1;
      refundedTotal += g.totalCents;
    }
    for (const [key, gross] of Object.entries(g.parts)) {
      if (gross === 0 || (!sold && !back)) continue;
      const line = lines.get(key) ?? { sales: 0, refunds: 0, vat: 0 };
      const vat = vatOf(gross, Number(key.split('|')[0]));
      if (sold) {
        line.sales += gross;
        line.vat += vat;
      }
      if (back) {
        line.refunds += gross;
        line.vat -= vat;
      }
      lines.set(key, line);
    }
  }
  return { lines, paidTotal, refundedTotal, paid, refunded };
}

describe('GET /api/admin/tax-reports', () => {
  it('When an admin asks for November, then every rate and category equals the independent sum to the cent', async () => {
    const res = await admin.get('/api/admin/tax-reports?from=2026-11-01&to=2026-11-30');
    expect(res.status).toBe(200);
    const report = res.body;
    const expected = expectedReport(amsterdam(11, 1, 0), amsterdam(12, 1, 0));

    const actual = new Map<string, { sales: number; refunds: number; vat: number }>();
    for (const rate of report.rates)
      for (const l of rate.lines) {
        actual.set(`${l.ratePercent}|${l.category}`, {
          sales: l.salesGrossCents,
          refunds: l.refundsGrossCents,
          vat: l.vatCents,
        });
        expect(l.grossCents).toBe(l.salesGrossCents - l.refundsGrossCents);
        expect(l.netCents).toBe(l.grossCents - l.vatCents);
      }
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected.lines));
    expect(expected.refunded).toBeGreaterThan(3);
    expect(report.paidOrders).toBe(expected.paid);
    expect(report.refunds).toBe(expected.refunded);
    expect(report.paidTotalCents).toBe(expected.paidTotal);
    expect(report.refundedTotalCents).toBe(expected.refundedTotal);
    // The books balance: the gross over all rates is what was charged less what was refunded.
    expect(report.totals.grossCents).toBe(expected.paidTotal - expected.refundedTotal);
    expect(report.rates.map((r: { ratePercent: number }) => r.ratePercent)).toEqual([9, 21]);
  });

  it('When staff ask for one day, then only that Amsterdam day counts', async () => {
    const res = await staff.get('/api/admin/tax-reports?from=2026-11-30&to=2026-11-30');
    expect(res.status).toBe(200);
    const expected = expectedReport(amsterdam(11, 30, 0), amsterdam(12, 1, 0));
    expect(res.body.paidOrders).toBe(expected.paid);
    expect(res.body.totals.grossCents).toBe(expected.paidTotal - expected.refundedTotal);
  });

  it('When the CSV is asked for, then it downloads with the same totals in euros', async () => {
    const json = (await admin.get('/api/admin/tax-reports?from=2026-11-01&to=2026-11-30')).body;
    const byParam = await admin.get(
      '/api/admin/tax-reports?from=2026-11-01&to=2026-11-30&format=csv',
    );
    const byAccept = await admin.get('/api/admin/tax-reports?from=2026-11-01&to=2026-11-30', {
      accept: 'text/csv',
    });
    for (const res of [byParam, byAccept]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toContain('vat-2026-11-01-2026-11-30.csv');
    }
    expect(byAccept.text).toBe(byParam.text);
    const lines = byParam.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'VAT rate,Category,Sales (EUR),Refunds (EUR),Gross (EUR),VAT (EUR),Net (EUR)',
    );
    const euro = (c: number) => (c / 100).toFixed(2);
    expect(lines.at(-1)).toBe(
      `All rates,Total,,,${euro(json.totals.grossCents)},${euro(json.totals.vatCents)},${euro(json.totals.netCents)}`,
    );
  });

  it.each([
    ['from=2026-11-30&to=2026-11-01', 'The end date is before the start date'],
    ['from=2026-02-30&to=2026-03-01', 'This date does not exist'],
    ['from=2026-11-01', ''],
    ['from=01-11-2026&to=2026-11-30', 'Use a date as YYYY-MM-DD'],
    ['from=2024-01-01&to=2026-11-30', 'A report covers at most 366 days'],
  ])('When the range is %s, then it answers 400 with a clear message', async (q, message) => {
    const res = await admin.get(`/api/admin/tax-reports?${q}`);
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('invalid_data');
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('When a customer asks, then it is refused', async () => {
    const customer: TestClient = app.client();
    await signInWithBearer(customer, await createAccount(db, 'customer'));
    const res = await customer.get('/api/admin/tax-reports?from=2026-11-01&to=2026-11-30');
    expect(res.status).toBe(403);
  });
});
