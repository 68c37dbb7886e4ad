/**
 * The VAT report against a month of orders generated here, each invoiced as a payment would
 * invoice it (and credited as a refund would): the report must equal the sum of the invoices
 * and credit notes issued in its days, per rate, to the cent, and its categories the goods and
 * fees generated.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { and, gte, lt } from 'drizzle-orm';
import { priceFoodOrder, type PriceableLine } from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import type { TestClient } from '../../../test/http-client';
import { issueCreditNote, issueInvoice, numberPendingInvoices } from '../invoicing';
import { invoices, merchandiseOrders, orderItems, orders, refunds } from '../../db/schema';
import { invoiceSubject } from '../orders';

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
  /** Gross by category, whatever its rate: the goods by their rate, the fees as charged. */
  parts: Record<string, number>;
  refund: { at: Date; status: 'succeeded' | 'pending' } | null;
}
const generated: Generated[] = [];

/** Invoices the paid order, and credits its refund when the provider completed it. */
async function invoice(
  id: number,
  kind: 'food' | 'merchandise',
  paidAt: Date,
  totalCents: number,
  refund: Generated['refund'],
) {
  await db.transaction(async (tx) => {
    await issueInvoice(tx, await invoiceSubject(tx, { id, kind }, paidAt), paidAt);
    await numberPendingInvoices(tx);
  });
  if (!refund) return;
  await db.insert(refunds).values({
    orderId: id,
    orderKind: kind,
    intentId: `pi_test_${id}`,
    amountCents: totalCents,
    status: refund.status,
    requestedAt: refund.at,
    refundedAt: refund.status === 'succeeded' ? refund.at : null,
  });
  if (refund.status === 'succeeded') {
    await db.transaction((tx) =>
      issueCreditNote(tx, { orderId: id, amountCents: totalCents, reason: null }, refund.at),
    );
  }
}

async function foodOrder(paidAt: Date, refund: Generated['refund']) {
  const lines: PriceableLine[] = Array.from({ length: 1 + pick(3) }, () => {
    const alcohol = random() < 0.25;
    return {
      unitPriceCents: 250 + pick(1500),
      optionsCents: 0,
      quantity: 1 + pick(3),
      taxRate: alcohol ? 0.21 : 0.09,
    };
  });
  const price = priceFoodOrder({
    lines,
    deliveryFeeCents: [0, 250, 350][pick(3)]!,
    express: random() < 0.2,
    fees: { serviceFeeBasisPoints: 500, expressFeeCents: 300 },
  });
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
      subtotalCents: price.subtotalCents,
      foodTaxCents: price.foodTaxCents,
      merchandiseTaxCents: price.merchandiseTaxCents,
      vatBreakdown: price.vat,
      deliveryFeeCents: price.deliveryFeeCents,
      expressFeeCents: price.expressFeeCents,
      serviceFeeCents: price.serviceFeeCents,
      totalCents: price.totalCents,
      paidAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map((l, i) => ({
      orderId: row!.id,
      menuItemId: i + 1,
      name: `Item ${i}`,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      taxRate: l.taxRate === 0.21 ? '0.210' : '0.090',
      lineTotalCents: l.unitPriceCents * l.quantity,
      vatShares: price.lineVat[i]!,
    })),
  );
  const parts: Record<string, number> = {};
  for (const l of lines) {
    const key = l.taxRate === 0.21 ? 'drinks' : 'food';
    parts[key] = (parts[key] ?? 0) + l.unitPriceCents * l.quantity;
  }
  parts.fees = price.deliveryFeeCents + price.expressFeeCents + price.serviceFeeCents;
  generated.push({ kind: 'food', paidAt, totalCents: price.totalCents, parts, refund });
  await invoice(row!.id, 'food', paidAt, price.totalCents, refund);
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
  generated.push({
    kind: 'merchandise',
    paidAt,
    totalCents: subtotal + shipping,
    parts: { merchandise: subtotal, shipping },
    refund,
  });
  await invoice(row!.id, 'merchandise', paidAt, subtotal + shipping, refund);
}

// The edges first, so that October's orders take October's numbers before November's.
// Paid in October, refunded in November: the refund belongs to November.
await foodOrder(amsterdam(10, 20, 19), { at: amsterdam(11, 2, 10), status: 'succeeded' });
await merchandiseOrder(amsterdam(10, 28, 12), { at: amsterdam(11, 3, 9), status: 'succeeded' });
await foodOrder(amsterdam(10, 31, 23, 50), null); // outside
await foodOrder(amsterdam(11, 1, 0, 5), null); // inside: 23:05 UTC on 31 October
// November 2026: 150 orders, about one in eight refunded a few days later (some in December),
// a few refunds still pending.
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
await foodOrder(amsterdam(11, 30, 23, 55), null); // inside
await foodOrder(amsterdam(12, 1, 0, 10), null); // outside: still 30 November in UTC

/** Per rate (in whole per cent): what the invoices and credit notes issued in [from, to) say. */
async function documentsPerRate(from: Date, to: Date) {
  const issued = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)));
  const perRate = new Map<number, { gross: number; vat: number }>();
  for (const doc of issued) {
    for (const v of doc.vat) {
      const key = Math.round(v.rate * 100);
      const sum = perRate.get(key) ?? { gross: 0, vat: 0 };
      sum.gross += v.grossCents;
      sum.vat += v.vatCents;
      perRate.set(key, sum);
    }
  }
  return perRate;
}

function expectedReport(from: Date, to: Date) {
  const within = (d: Date) => d >= from && d < to;
  const categories = new Map<string, { sales: number; refunds: number }>();
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
    for (const [category, gross] of Object.entries(g.parts)) {
      if (gross === 0 || (!sold && !back)) continue;
      const line = categories.get(category) ?? { sales: 0, refunds: 0 };
      if (sold) line.sales += gross;
      if (back) line.refunds += gross;
      categories.set(category, line);
    }
  }
  return { categories, paidTotal, refundedTotal, paid, refunded };
}

describe('GET /api/admin/tax-reports', () => {
  it('When an admin asks for November, then each rate equals the sum of its invoices and credit notes to the cent', async () => {
    const res = await admin.get('/api/admin/tax-reports?from=2026-11-01&to=2026-11-30');
    expect(res.status).toBe(200);
    const report = res.body;
    const from = amsterdam(11, 1, 0);
    const to = amsterdam(12, 1, 0);
    const documents = await documentsPerRate(from, to);
    expect(
      Object.fromEntries(
        report.rates.map((r: { ratePercent: number; grossCents: number; vatCents: number }) => [
          r.ratePercent,
          { gross: r.grossCents, vat: r.vatCents },
        ]),
      ),
    ).toEqual(Object.fromEntries(documents));
    expect(report.rates.map((r: { ratePercent: number }) => r.ratePercent)).toEqual([9, 21]);

    // The categories hold the goods and fees as generated, whatever rates they were split over.
    const expected = expectedReport(from, to);
    const categories = new Map<string, { sales: number; refunds: number }>();
    for (const rate of report.rates)
      for (const l of rate.lines) {
        const sum = categories.get(l.category) ?? { sales: 0, refunds: 0 };
        sum.sales += l.salesGrossCents;
        sum.refunds += l.refundsGrossCents;
        categories.set(l.category, sum);
        expect(l.grossCents).toBe(l.salesGrossCents - l.refundsGrossCents);
        expect(l.netCents).toBe(l.grossCents - l.vatCents);
      }
    expect(Object.fromEntries(categories)).toEqual(Object.fromEntries(expected.categories));
    // Each rate's lines add up to the rate.
    for (const rate of report.rates) {
      const lines = rate.lines as { grossCents: number; vatCents: number }[];
      expect(lines.reduce((s, l) => s + l.vatCents, 0)).toBe(rate.vatCents);
      expect(lines.reduce((s, l) => s + l.grossCents, 0)).toBe(rate.grossCents);
    }
    expect(expected.refunded).toBeGreaterThan(3);
    expect(report.paidOrders).toBe(expected.paid);
    expect(report.refunds).toBe(expected.refunded);
    expect(report.paidTotalCents).toBe(expected.paidTotal);
    expect(report.refundedTotalCents).toBe(expected.refundedTotal);
    // The books balance: the gross over all rates is what was charged less what was refunded.
    expect(report.totals.grossCents).toBe(expected.paidTotal - expected.refundedTotal);
  });

  it('When staff ask for one day, then only that Amsterdam day’s invoices count', async () => {
    const res = await staff.get('/api/admin/tax-reports?from=2026-11-30&to=2026-11-30');
    expect(res.status).toBe(200);
    const from = amsterdam(11, 30, 0);
    const to = amsterdam(12, 1, 0);
    const expected = expectedReport(from, to);
    expect(res.body.paidOrders).toBe(expected.paid);
    expect(res.body.totals.grossCents).toBe(expected.paidTotal - expected.refundedTotal);
    const documents = await documentsPerRate(from, to);
    expect(res.body.totals.vatCents).toBe([...documents.values()].reduce((s, d) => s + d.vat, 0));
  });

  it('numbers the invoices and the credit notes of the year each in their own series, without gaps', async () => {
    const issued = await db.select().from(invoices);
    const series = (kind: 'invoice' | 'credit_note') =>
      issued
        .filter((i) => i.kind === kind)
        .sort((a, b) => a.id - b.id)
        .map((i) => i.number);
    const invoiceNumbers = series('invoice');
    expect(invoiceNumbers).toEqual(
      invoiceNumbers.map((_, i) => `2026-${String(i + 1).padStart(5, '0')}`),
    );
    const creditNumbers = series('credit_note');
    expect(creditNumbers.length).toBeGreaterThan(3);
    expect(creditNumbers).toEqual(
      creditNumbers.map((_, i) => `C2026-${String(i + 1).padStart(5, '0')}`),
    );
    // Each credit note names the invoice of its own order.
    for (const note of issued.filter((i) => i.kind === 'credit_note')) {
      const credited = issued.find((i) => i.id === note.creditsInvoiceId)!;
      expect(credited.orderId).toBe(note.orderId);
      expect(note.totalCents).toBe(-credited.totalCents);
    }
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
