import { and, count, eq, gte, isNotNull, lt, sql, sum, type AnyColumn } from 'drizzle-orm';
import {
  SHOP_TIME_ZONE,
  commissionCents,
  type BarCommissionReport,
  type BarCommissionRow,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { foodOrderRecords } from '../orders';
import { refundRecords } from '../payments';
import { barRecords } from '../geo';
import { shopMonthRange } from '../../shared/time/shop-days';
import { euros, toCsv } from './csv';

const monthOf = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM')`;

/**
 * What each partner bar earned per Amsterdam month: its orders paid that month, their food and
 * drinks (VAT included; the service fee is the shop's), less the orders refunded that month,
 * times the bar's commission, rounded half up once per bar and month.
 */
export async function barCommissions(
  db: Db,
  from: string,
  to: string,
): Promise<BarCommissionReport> {
  const { start, end } = shopMonthRange(from, to);
  const orders = foodOrderRecords();
  const refunds = refundRecords();
  const paidMonth = monthOf(orders.paidAt);
  const sales = await db
    .select({
      barId: orders.barId,
      month: paidMonth,
      orders: count(),
      turnover: sum(orders.subtotalCents).mapWith(Number),
    })
    .from(orders)
    .where(and(isNotNull(orders.barId), gte(orders.paidAt, start), lt(orders.paidAt, end)))
    .groupBy(orders.barId, paidMonth);
  const refundMonth = monthOf(refunds.refundedAt);
  const taken = await db
    .select({
      barId: orders.barId,
      month: refundMonth,
      orders: count(),
      // A refund of a part takes back that share of the order's subtotal (the whole of it
      // when the whole order was refunded).
      turnover: sql<number>`coalesce(sum(round(${orders.subtotalCents}::numeric * ${refunds.amountCents} / nullif(${orders.totalCents}, 0))), 0)::int`,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.orderKind, 'food'),
        eq(refunds.status, 'succeeded'),
        isNotNull(orders.barId),
        gte(refunds.refundedAt, start),
        lt(refunds.refundedAt, end),
      ),
    )
    .groupBy(orders.barId, refundMonth);
  const barRows = await db.select().from(barRecords());
  const barById = new Map(barRows.map((b) => [b.id, b]));

  const rows = new Map<string, BarCommissionRow>();
  const rowFor = (barId: number, month: string) => {
    const key = `${month}|${barId}`;
    let row = rows.get(key);
    if (!row) {
      const bar = barById.get(barId);
      row = {
        month,
        barId,
        barName: bar?.name ?? `Bar ${barId}`,
        commissionBps: bar?.commissionBps ?? 0,
        orders: 0,
        refundedOrders: 0,
        turnoverCents: 0,
        commissionCents: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const s of sales) {
    const row = rowFor(s.barId!, s.month);
    row.orders += s.orders;
    row.turnoverCents += s.turnover;
  }
  for (const t of taken) {
    const row = rowFor(t.barId!, t.month);
    row.refundedOrders += t.orders;
    row.turnoverCents -= t.turnover;
  }
  const list = [...rows.values()]
    .map((r) => ({ ...r, commissionCents: commissionCents(r.turnoverCents, r.commissionBps) }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.barName.localeCompare(b.barName));
  return {
    from,
    to,
    rows: list,
    totals: {
      orders: list.reduce((s, r) => s + r.orders, 0),
      turnoverCents: list.reduce((s, r) => s + r.turnoverCents, 0),
      commissionCents: list.reduce((s, r) => s + r.commissionCents, 0),
    },
  };
}

export function barCommissionsCsv(report: BarCommissionReport): string {
  return toCsv(
    [
      'Month',
      'Bar',
      'Commission %',
      'Orders',
      'Refunded orders',
      'Turnover (EUR)',
      'Commission (EUR)',
    ],
    report.rows.map((r) => [
      r.month,
      r.barName,
      (r.commissionBps / 100).toFixed(2),
      r.orders,
      r.refundedOrders,
      euros(r.turnoverCents),
      euros(r.commissionCents),
    ]),
  );
}
