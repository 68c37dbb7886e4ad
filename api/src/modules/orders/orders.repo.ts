import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { FoodReceipt, Order } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { recordEvent } from '../../shared/events/outbox';
import { driverCards } from '../drivers';
import { orderItems, orders, orderStatusHistory } from './orders.tables';
import {
  toFoodReceipt,
  toOrderView,
  type FoodOrderItemRow,
  type FoodOrderRow,
  type OrderExtras,
  type RefundReader,
  type RefundRow,
  type StatusHistoryRow,
} from './orders.view';

export type NewFoodOrder = typeof orders.$inferInsert;
export type NewFoodOrderLine = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export const FOOD_IDEMPOTENCY_KEY_CONSTRAINT = 'orders_idempotency_key_unique';

/**
 * Stores the order, its lines and its 'order.placed' event in one transaction; returns the rows
 * as stored, which are all its page shows of a new order (no refund, no driver yet). A
 * concurrent submit with the same idempotency key fails on the unique key. With
 * `releaseBefore` (a keyless submit) an earlier order holding the same key that was created at
 * or before that time, or was paid, gives the key up first.
 */
export async function insertFoodOrder(
  db: Db,
  order: NewFoodOrder,
  lines: readonly NewFoodOrderLine[],
  releaseBefore: Date | null = null,
): Promise<{ order: FoodOrderRow; extras: OrderExtras }> {
  return db.transaction(async (tx) => {
    if (releaseBefore && order.idempotencyKey) {
      await tx
        .update(orders)
        .set({ idempotencyKey: null })
        .where(
          and(
            eq(orders.idempotencyKey, order.idempotencyKey),
            or(lte(orders.createdAt, releaseBefore), ne(orders.paymentStatus, 'unpaid')),
          ),
        );
    }
    const [created] = await tx.insert(orders).values(order).returning();
    const id = created!.id;
    const items = await tx
      .insert(orderItems)
      .values(lines.map((line) => ({ ...line, orderId: id })))
      .returning();
    const history = await tx
      .insert(orderStatusHistory)
      .values({
        orderId: id,
        move: 'placed',
        fromStatus: null,
        toStatus: 'pending',
        actorRole: order.userId ? 'customer' : 'guest',
        actorUserId: order.userId ?? null,
        createdAt: order.createdAt,
      })
      .returning();
    await recordEvent(tx, {
      name: 'order.placed',
      version: 1,
      data: {
        kind: 'food',
        orderId: id,
        userId: order.userId ?? null,
        totalCents: order.totalCents,
        orderType: order.orderType,
      },
    });
    // Inserted in id order, as the page lists them.
    items.sort((a, b) => a.id - b.id);
    return { order: created!, extras: { items, history, refund: null, driver: null } };
  });
}

export async function findFoodOrder(
  db: Db | Tx,
  where: { id: number } | { idempotencyKey: string },
): Promise<FoodOrderRow | null> {
  const [row] =
    'id' in where
      ? await foodOrderByIdQuery(db).execute({ id: where.id })
      : await foodOrderByKeyQuery(db).execute({ key: where.idempotencyKey });
  return row ?? null;
}

/**
 * The order, its row locked until the caller's transaction ends (a refund, an invoice resend,
 * dispatch's offers and assignment); null when there is none or, with `skipLocked`, when another
 * transaction holds it.
 */
export async function lockFoodOrder(
  tx: Tx,
  id: number,
  skipLocked = false,
): Promise<FoodOrderRow | null> {
  const [row] = await (skipLocked ? lockOrderSkippingQuery : lockOrderQuery)(tx).execute({ id });
  return row ?? null;
}

/** Every move, offer and assignment of an order locks its row first. */
const lockOrderQuery = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update')
    .prepare('orders_lock_food_order'),
);

/** The offer sweeper passes over an order another transaction holds. */
const lockOrderSkippingQuery = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update', { skipLocked: true })
    .prepare('orders_lock_food_order_skip_locked'),
);

/** The tracking page, the order's socket and the payment ask for an order by its id. */
const foodOrderByIdQuery = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('orders_food_order_by_id'),
);

/** Every order placed first looks for an earlier one under its Idempotency-Key. */
const foodOrderByKeyQuery = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .prepare('orders_food_order_by_idempotency_key'),
);

async function itemsByOrder(
  db: Db | Tx,
  orderIds: readonly number[],
): Promise<Map<number, FoodOrderItemRow[]>> {
  if (orderIds.length === 0) return new Map();
  const rows =
    orderIds.length === 1
      ? await itemsOfOrderQuery(db).execute({ orderId: orderIds[0] })
      : await itemsOfOrdersQuery(db).execute({ orderIds: [...orderIds] });
  return groupByOrder(rows);
}

/** Several orders' lines: a kitchen board's read, a driver's jobs. */
const itemsOfOrdersQuery = prepared((db) =>
  db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${sql.placeholder('orderIds')}::integer[])`)
    .orderBy(asc(orderItems.id))
    .prepare('orders_items_of_orders'),
);

/** One order's lines, as its page and the driver's job show them. */
const itemsOfOrderQuery = prepared((db) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.id))
    .prepare('orders_items_of_order'),
);

/** Several orders' status histories, for a kitchen board's read. */
const historyOfOrdersQuery = prepared((db) =>
  db
    .select()
    .from(orderStatusHistory)
    .where(sql`${orderStatusHistory.orderId} = any(${sql.placeholder('orderIds')}::integer[])`)
    .orderBy(asc(orderStatusHistory.id))
    .prepare('orders_history_of_orders'),
);

/** One order's status history, for its page. */
const historyOfOrderQuery = prepared((db) =>
  db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderStatusHistory.id))
    .prepare('orders_history_of_order'),
);

/** Rows of `table` for these orders, grouped by order, in id order. */
function groupByOrder<R extends { orderId: number }>(rows: readonly R[]): Map<number, R[]> {
  const byOrder = new Map<number, R[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** The lines, timeline, refund and driver of each order, four queries for any number of orders. */
async function extrasByOrder(
  db: Db | Tx,
  rows: readonly Pick<FoodOrderRow, 'id' | 'driverId'>[],
  refunds: RefundReader,
): Promise<(orderId: number) => OrderExtras> {
  const ids = rows.map((r) => r.id);
  const driverOf = new Map(rows.map((r) => [r.id, r.driverId]));
  // One order's page: its prepared reads.
  const [items, history, refundRows, cards] = await Promise.all([
    itemsByOrder(db, ids),
    ids.length === 0
      ? new Map<number, StatusHistoryRow[]>()
      : ids.length === 1
        ? historyOfOrderQuery(db).execute({ orderId: ids[0] }).then(groupByOrder)
        : historyOfOrdersQuery(db).execute({ orderIds: ids }).then(groupByOrder),
    ids.length === 0 ? ([] as RefundRow[]) : refunds.ofOrders(db, ids),
    driverCards(
      db,
      rows.flatMap((r) => (r.driverId !== null ? [r.driverId] : [])),
    ),
  ]);
  return (orderId) => {
    const driverId = driverOf.get(orderId) ?? null;
    return {
      items: items.get(orderId) ?? [],
      history: history.get(orderId) ?? [],
      refund: refundRows.find((r) => r.orderId === orderId) ?? null,
      driver: driverId !== null ? (cards.get(driverId) ?? null) : null,
    };
  };
}

export async function foodOrderView(
  db: Db | Tx,
  order: FoodOrderRow,
  refunds: RefundReader,
): Promise<Order> {
  const extras = await extrasByOrder(db, [order], refunds);
  return toOrderView(order, extras(order.id));
}

/** Orders as their pages show them, in the order given. */
export async function foodOrderViews(
  db: Db | Tx,
  rows: readonly FoodOrderRow[],
  refunds: RefundReader,
): Promise<Order[]> {
  const extras = await extrasByOrder(db, rows, refunds);
  return rows.map((row) => toOrderView(row, extras(row.id)));
}

/** Newest first; one customer's orders, or every order (staff). */
export async function listFoodOrders(
  db: Db,
  filter: { userId: number } | 'all',
  limit: number,
  refunds: RefundReader,
): Promise<Order[]> {
  const query = db.select().from(orders);
  const rows = await (filter === 'all' ? query : query.where(eq(orders.userId, filter.userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return foodOrderViews(db, rows, refunds);
}

/** A food order's lines, in id order. */
export async function foodOrderLines(db: Db | Tx, orderId: number): Promise<FoodOrderItemRow[]> {
  return (await itemsByOrder(db, [orderId])).get(orderId) ?? [];
}

/** What the invoice e-mail of a food order shows, read inside the paying transaction. */
export async function foodReceipt(db: Db | Tx, orderId: number): Promise<FoodReceipt> {
  const order = await findFoodOrder(db, { id: orderId });
  if (!order) throw new Error(`food order ${orderId} not found`);
  const items = await itemsByOrder(db, [orderId]);
  return toFoodReceipt(order, items.get(orderId) ?? []);
}

const OPEN_JOB_STATES = ['pending', 'preparing', 'ready', 'in_transit'] as const;

/** One order the driver still carries or is about to, if any (a driver is deactivated only without). */
export async function openJobOfDriver(
  tx: Tx,
  driverId: number,
): Promise<{ id: number } | undefined> {
  const [job] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, OPEN_JOB_STATES)))
    .limit(1);
  return job;
}

/** Whether any order names this delivery zone or partner bar (the history keeps both). */
export async function placeHasOrders(
  tx: Db | Tx,
  place: { zoneId: number } | { barId: number },
): Promise<boolean> {
  const names = 'zoneId' in place ? eq(orders.zoneId, place.zoneId) : eq(orders.barId, place.barId);
  const [order] = await tx.select({ id: orders.id }).from(orders).where(names).limit(1);
  return order !== undefined;
}

/** Food orders (delivery and bar) placed in the 15 minutes before `now`, cancelled ones aside. */
export async function recentFoodOrders(db: Db | Tx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, new Date(now.getTime() - 15 * 60_000)),
        ne(orders.status, 'cancelled'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Gives a locked order to a driver (or takes it back), in the caller's transaction; the row as
 * written (the lock read it whole, and nothing else changes it).
 */
export async function setOrderDriver(
  tx: Tx,
  order: FoodOrderRow,
  set: { driverId: number | null; assignedAt: Date | null; deliveryCode: string },
): Promise<FoodOrderRow> {
  await tx.update(orders).set(set).where(eq(orders.id, order.id));
  return { ...order, ...set };
}
