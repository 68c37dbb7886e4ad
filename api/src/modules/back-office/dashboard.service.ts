import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { kitchenColumn, type Dashboard, type DashboardDay } from '@shop/contracts';
import type { Db } from '../../db/client';
import { auditLog } from '../../shared/audit/audit.tables';
import { driverRecords } from '../drivers';
import { foodOrderRecords, orderMoveRecords } from '../orders';
import { refundRecords } from '../payments';
import { auditView } from './audit-log.service';
import {
  endOfDate,
  shopDateMinus,
  shopDateOf,
  shopDateSql,
  startOfDate,
} from '../../shared/time/shop-days';

export const DASHBOARD_DAYS = 14;
const LATEST_CHANGES = 10;

const minutes = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/**
 * The dashboard's figures, each defined in
 * docs/decisions/0037-back-office-dashboard-orders-and-customers.md: food orders only, days are
 * Amsterdam days, money in integer cents.
 */
export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = shopDateOf(now);
  const first = shopDateMinus(today, DASHBOARD_DAYS - 1);
  const since = startOfDate(first);
  const until = endOfDate(today);
  const start = startOfDate(today);
  const orders = foodOrderRecords();
  const orderStatusHistory = orderMoveRecords();
  const refunds = refundRecords();
  const drivers = driverRecords();

  const paidDay = shopDateSql(orders.paidAt);
  const paidPerDay = await db
    .select({
      date: paidDay,
      orders: count(),
      cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)`,
    })
    .from(orders)
    .where(and(gte(orders.paidAt, since), lt(orders.paidAt, until)))
    .groupBy(paidDay);
  const refundDay = shopDateSql(refunds.refundedAt);
  const refundsPerDay = await db
    .select({ date: refundDay, cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderKind, 'food'),
        eq(refunds.status, 'succeeded'),
        gte(refunds.refundedAt, since),
        lt(refunds.refundedAt, until),
      ),
    )
    .groupBy(refundDay);

  const days: DashboardDay[] = [];
  for (let i = DASHBOARD_DAYS - 1; i >= 0; i--) {
    const date = shopDateMinus(today, i);
    const paid = paidPerDay.find((d) => d.date === date);
    const refunded = refundsPerDay.find((d) => d.date === date);
    days.push({
      date,
      orders: paid?.orders ?? 0,
      revenueCents: Number(paid?.cents ?? 0) - Number(refunded?.cents ?? 0),
    });
  }
  const todayRow = days[days.length - 1]!;
  const paidToday = paidPerDay.find((d) => d.date === today);

  // Paid → marked ready, for orders marked ready today.
  const readyMoves = db
    .select({ orderId: orderStatusHistory.orderId, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.move, 'ready'),
        gte(orderStatusHistory.createdAt, start),
        lt(orderStatusHistory.createdAt, until),
      ),
    )
    .as('ready_moves');
  const [prep] = await db
    .select({
      avg: sql<string | null>`avg(extract(epoch from (${readyMoves.at} - ${orders.paidAt})) / 60)`,
    })
    .from(readyMoves)
    .innerJoin(orders, eq(orders.id, readyMoves.orderId))
    .where(isNotNull(orders.paidAt));
  // Picked up → delivered, for deliveries completed today.
  const [ride] = await db
    .select({
      avg: sql<
        string | null
      >`avg(extract(epoch from (${orders.deliveredAt} - ${orders.pickedUpAt})) / 60)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryType, 'delivery'),
        isNotNull(orders.pickedUpAt),
        gte(orders.deliveredAt, start),
        lt(orders.deliveredAt, until),
      ),
    );

  const open = await db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      acceptedAt: orders.acceptedAt,
    })
    .from(orders)
    .where(inArray(orders.status, ['preparing', 'ready', 'in_transit']));
  const openOrders = { new: 0, preparing: 0, ready: 0, out: 0 };
  for (const row of open) {
    const column = kitchenColumn(row);
    if (column && column !== 'done') openOrders[column] += 1;
  }

  const [online] = await db
    .select({ n: count() })
    .from(drivers)
    .where(and(eq(drivers.isOnline, true), eq(drivers.isActive, true)));
  const latest = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(LATEST_CHANGES);

  const ordersToday = paidToday?.orders ?? 0;
  return {
    date: today,
    today: {
      orders: ordersToday,
      revenueCents: todayRow.revenueCents,
      averageBasketCents:
        ordersToday > 0 ? Math.round(Number(paidToday?.cents ?? 0) / ordersToday) : null,
      averagePreparationMinutes: minutes(prep?.avg),
      averageDeliveryMinutes: minutes(ride?.avg),
    },
    openOrders,
    driversOnline: online?.n ?? 0,
    days,
    latestChanges: latest.map(auditView),
    serverTime: now.toISOString(),
  };
}
