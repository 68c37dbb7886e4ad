import { and, eq, gte, lt, sql, sum } from 'drizzle-orm';
import {
  TAX_CATEGORY_LABELS,
  VAT_RATE_FOOD,
  VAT_RATE_MERCHANDISE,
  includedVatCents,
  type TaxCategory,
  type TaxReport,
  type TaxReportLine,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { merchandiseOrders, orderItems, orders } from '../orders/orders.tables';
import { refunds } from '../payments/payments.tables';
import { shopDayRange } from './shop-days';
import { euros, toCsv } from './csv';

/** One order's gross per VAT rate and category; VAT is computed per order, as on its invoice. */
interface Part {
  rate: number;
  category: TaxCategory;
  grossCents: number;
}

interface Bucket {
  rate: number;
  category: TaxCategory;
  salesGross: number;
  salesVat: number;
  refundsGross: number;
  refundsVat: number;
}

const CATEGORY_ORDER: TaxCategory[] = ['food', 'drinks', 'fees', 'merchandise', 'shipping'];
const percent = (rate: number) => Math.round(rate * 1000) / 10;

/**
 * The VAT report of a range of Amsterdam days. A sale counts on the day it was paid, a refund
 * on the day the provider completed it; a refund takes back its order's whole breakdown.
 */
export async function taxReport(db: Db, from: string, to: string): Promise<TaxReport> {
  const { start, end } = shopDayRange(from, to);
  const buckets = new Map<string, Bucket>();
  const add = (parts: Part[], side: 'sales' | 'refunds') => {
    for (const part of parts) {
      if (part.grossCents === 0) continue;
      const key = `${part.rate}|${part.category}`;
      const b = buckets.get(key) ?? {
        rate: part.rate,
        category: part.category,
        salesGross: 0,
        salesVat: 0,
        refundsGross: 0,
        refundsVat: 0,
      };
      const vat = includedVatCents(part.grossCents, part.rate);
      if (side === 'sales') {
        b.salesGross += part.grossCents;
        b.salesVat += vat;
      } else {
        b.refundsGross += part.grossCents;
        b.refundsVat += vat;
      }
      buckets.set(key, b);
    }
  };

  const paidFood = and(gte(orders.paidAt, start), lt(orders.paidAt, end));
  const refundedIn = (kind: 'food' | 'merchandise') =>
    and(
      eq(refunds.orderKind, kind),
      eq(refunds.status, 'succeeded'),
      gte(refunds.refundedAt, start),
      lt(refunds.refundedAt, end),
    );

  // Food orders: lines per rate, fees at the food rate.
  const foodSales = await foodParts(db, 'sales', paidFood);
  const foodRefunds = await foodParts(db, 'refunds', refundedIn('food'));
  const merchSales = await db
    .select({
      subtotal: merchandiseOrders.subtotalCents,
      shipping: merchandiseOrders.shippingCents,
      total: merchandiseOrders.totalCents,
    })
    .from(merchandiseOrders)
    .where(and(gte(merchandiseOrders.paidAt, start), lt(merchandiseOrders.paidAt, end)));
  const merchRefunds = await db
    .select({
      subtotal: merchandiseOrders.subtotalCents,
      shipping: merchandiseOrders.shippingCents,
      total: merchandiseOrders.totalCents,
    })
    .from(refunds)
    .innerJoin(merchandiseOrders, eq(merchandiseOrders.id, refunds.orderId))
    .where(refundedIn('merchandise'));

  for (const o of foodSales.orders) add(o, 'sales');
  for (const o of foodRefunds.orders) add(o, 'refunds');
  const merchParts = (m: { subtotal: number; shipping: number }): Part[] => [
    { rate: VAT_RATE_MERCHANDISE, category: 'merchandise', grossCents: m.subtotal },
    { rate: VAT_RATE_MERCHANDISE, category: 'shipping', grossCents: m.shipping },
  ];
  for (const m of merchSales) add(merchParts(m), 'sales');
  for (const m of merchRefunds) add(merchParts(m), 'refunds');

  const lines: TaxReportLine[] = [...buckets.values()]
    .sort(
      (a, b) =>
        a.rate - b.rate || CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
    )
    .map((b) => {
      const grossCents = b.salesGross - b.refundsGross;
      const vatCents = b.salesVat - b.refundsVat;
      return {
        category: b.category,
        ratePercent: percent(b.rate),
        salesGrossCents: b.salesGross,
        refundsGrossCents: b.refundsGross,
        grossCents,
        vatCents,
        netCents: grossCents - vatCents,
      };
    });
  const rates = [...new Set(lines.map((l) => l.ratePercent))].map((ratePercent) => {
    const own = lines.filter((l) => l.ratePercent === ratePercent);
    return { ratePercent, lines: own, ...totalOf(own) };
  });

  return {
    from,
    to,
    rates,
    totals: totalOf(lines),
    paidOrders: foodSales.orders.length + merchSales.length,
    paidTotalCents: foodSales.totalCents + merchSales.reduce((s, m) => s + m.total, 0),
    refunds: foodRefunds.orders.length + merchRefunds.length,
    refundedTotalCents: foodRefunds.totalCents + merchRefunds.reduce((s, m) => s + m.total, 0),
  };
}

function totalOf(lines: { grossCents: number; vatCents: number; netCents: number }[]) {
  return {
    grossCents: lines.reduce((s, l) => s + l.grossCents, 0),
    vatCents: lines.reduce((s, l) => s + l.vatCents, 0),
    netCents: lines.reduce((s, l) => s + l.netCents, 0),
  };
}

/** Food orders matching `where` (sales: on orders; refunds: on the joined refund). */
async function foodParts(
  db: Db,
  side: 'sales' | 'refunds',
  where: ReturnType<typeof and>,
): Promise<{ orders: Part[][]; totalCents: number }> {
  const head = db
    .select({
      id: orders.id,
      fees: sql<number>`(${orders.deliveryFeeCents} + ${orders.expressFeeCents} + ${orders.serviceFeeCents})::int`,
      total: orders.totalCents,
    })
    .from(orders);
  const heads =
    side === 'sales'
      ? await head.where(where)
      : await head.innerJoin(refunds, eq(refunds.orderId, orders.id)).where(where);

  const linesQuery = db
    .select({
      orderId: orderItems.orderId,
      taxRate: orderItems.taxRate,
      gross: sum(orderItems.lineTotalCents).mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId));
  const lineRows =
    side === 'sales'
      ? await linesQuery.where(where).groupBy(orderItems.orderId, orderItems.taxRate)
      : await linesQuery
          .innerJoin(refunds, eq(refunds.orderId, orders.id))
          .where(where)
          .groupBy(orderItems.orderId, orderItems.taxRate);

  const byOrder = new Map<number, Part[]>();
  for (const h of heads) {
    byOrder.set(h.id, [{ rate: VAT_RATE_FOOD, category: 'fees', grossCents: h.fees }]);
  }
  for (const row of lineRows) {
    const rate = Number(row.taxRate);
    byOrder.get(row.orderId)?.push({
      rate,
      category: rate >= VAT_RATE_MERCHANDISE ? 'drinks' : 'food',
      grossCents: row.gross,
    });
  }
  return { orders: [...byOrder.values()], totalCents: heads.reduce((s, h) => s + h.total, 0) };
}

/** The report as CSV: one row per rate and category, then a total per rate and overall. */
export function taxReportCsv(report: TaxReport): string {
  const rows: (string | number)[][] = [];
  for (const rate of report.rates) {
    for (const l of rate.lines) {
      rows.push([
        `${l.ratePercent}%`,
        TAX_CATEGORY_LABELS[l.category],
        euros(l.salesGrossCents),
        euros(l.refundsGrossCents),
        euros(l.grossCents),
        euros(l.vatCents),
        euros(l.netCents),
      ]);
    }
    rows.push([
      `${rate.ratePercent}%`,
      'Total',
      '',
      '',
      euros(rate.grossCents),
      euros(rate.vatCents),
      euros(rate.netCents),
    ]);
  }
  rows.push([
    'All rates',
    'Total',
    '',
    '',
    euros(report.totals.grossCents),
    euros(report.totals.vatCents),
    euros(report.totals.netCents),
  ]);
  return toCsv(
    [
      'VAT rate',
      'Category',
      'Sales (EUR)',
      'Refunds (EUR)',
      'Gross (EUR)',
      'VAT (EUR)',
      'Net (EUR)',
    ],
    rows,
  );
}
