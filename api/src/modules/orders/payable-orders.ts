import { asc, eq, sql } from 'drizzle-orm';
import {
  MERCHANDISE_SHIPPING_METHOD,
  VAT_RATE_MERCHANDISE,
  type MerchandiseReceipt,
  type PaymentMethodType,
  type PaymentStatus,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { merchandiseOrderItems, merchandiseOrders, orders } from './orders.tables';
import type { OrderOwner } from './order-access';
import type { FoodOrderRow } from './orders.view';

export type OrderKind = 'food' | 'merchandise';

/**
 * The part of an order that payments need, for either kind. Order numbers come from one
 * sequence, so an id names one order in one of the two tables.
 */
export interface PayableOrder extends OrderOwner {
  id: number;
  kind: OrderKind;
  status: string;
  paymentStatus: PaymentStatus;
  totalCents: number;
}

const merchandiseColumns = {
  id: merchandiseOrders.id,
  userId: merchandiseOrders.userId,
  guestSessionId: merchandiseOrders.guestSessionId,
  status: merchandiseOrders.status,
  paymentStatus: merchandiseOrders.paymentStatus,
  totalCents: merchandiseOrders.totalCents,
};

const foodColumns = {
  id: orders.id,
  userId: orders.userId,
  guestSessionId: orders.guestSessionId,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
};

/** Every payment asks for its food order: creating the intent, then settling it, locked. */
const payableFoodOrder = prepared((db) =>
  db
    .select(foodColumns)
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('orders_payable_food_order'),
);
const lockPayableFoodOrder = prepared((db) =>
  db
    .select(foodColumns)
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update')
    .prepare('orders_lock_payable_food_order'),
);

/**
 * Reads an order of either kind; `lock` takes its row lock (inside a transaction). Food orders
 * are looked for first: they are nearly all of them.
 */
export async function findPayableOrder(
  db: Db | Tx,
  id: number,
  options: { kind?: OrderKind; lock?: boolean } = {},
): Promise<PayableOrder | null> {
  if (options.kind !== 'merchandise') {
    const query = options.lock ? lockPayableFoodOrder : payableFoodOrder;
    const [row] = await query(db).execute({ id });
    if (row) return { ...row, kind: 'food' };
  }
  if (options.kind !== 'food') {
    const query = db
      .select(merchandiseColumns)
      .from(merchandiseOrders)
      .where(eq(merchandiseOrders.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    if (row) return { ...row, kind: 'merchandise' };
  }
  return null;
}

/**
 * Marks a locked order paid. A merchandise order moves on to 'processing' (it can be packed),
 * a food order to 'preparing' (the kitchen starts); an order staff already moved on or
 * cancelled keeps its status. A food order records the method that paid, when the provider
 * named one (merchandise orders do not show a method).
 */
export async function markOrderPaid(
  tx: Tx,
  order: PayableOrder,
  paidAt: Date,
  method: PaymentMethodType | null = null,
): Promise<FoodOrderRow | null> {
  if (order.kind === 'merchandise') {
    await tx
      .update(merchandiseOrders)
      .set({
        paymentStatus: 'paid',
        paidAt,
        ...(order.status === 'pending' ? { status: 'processing' as const } : {}),
      })
      .where(eq(merchandiseOrders.id, order.id));
    return null;
  }
  // The food order as it is now paid: its receipt, invoice and status change are made from it.
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt,
      ...(order.status === 'pending' ? { status: 'preparing' as const } : {}),
      ...(method ? { paymentMethod: method } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return row ?? null;
}

/**
 * Records a payment state short of paid (processing, failed, unpaid again); for a payment the
 * bank is still confirming, the method it is made with.
 */
export async function setOrderPaymentStatus(
  tx: Tx,
  order: PayableOrder,
  paymentStatus: Exclude<PaymentStatus, 'paid' | 'refunded'>,
  method: PaymentMethodType | null = null,
): Promise<void> {
  if (order.kind === 'merchandise') {
    await tx
      .update(merchandiseOrders)
      .set({ paymentStatus })
      .where(eq(merchandiseOrders.id, order.id));
  } else {
    await tx
      .update(orders)
      .set({ paymentStatus, ...(method ? { paymentMethod: method } : {}) })
      .where(eq(orders.id, order.id));
  }
}

/**
 * Records a refund that the provider completed and answers who the order belongs to; a food
 * order comes back whole, for the e-mail and notifications about it. A refund of the whole
 * amount marks the order refunded (final: settlement never makes it paid again); a part leaves
 * it paid.
 */
export async function markOrderRefunded(
  tx: Tx,
  order: { id: number; kind: OrderKind },
  amountCents: number,
): Promise<
  | { kind: 'food'; userId: number | null; order: typeof orders.$inferSelect }
  | { kind: 'merchandise'; userId: number | null }
  | null
> {
  if (order.kind === 'food') {
    const [row] = await tx
      .update(orders)
      .set({
        paymentStatus: sql`case when ${amountCents} >= ${orders.totalCents} then 'refunded' else ${orders.paymentStatus} end`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return row ? { kind: 'food', userId: row.userId, order: row } : null;
  }
  const [row] = await tx
    .update(merchandiseOrders)
    .set({
      paymentStatus: sql`case when ${amountCents} >= ${merchandiseOrders.totalCents} then 'refunded' else ${merchandiseOrders.paymentStatus} end`,
    })
    .where(eq(merchandiseOrders.id, order.id))
    .returning({ userId: merchandiseOrders.userId });
  return row ? { kind: 'merchandise', userId: row.userId } : null;
}

/** What the confirmation e-mail of a merchandise order shows, read inside the paying transaction. */
export async function merchandiseReceipt(
  db: Db | Tx,
  orderId: number,
): Promise<MerchandiseReceipt> {
  const [order] = await db
    .select()
    .from(merchandiseOrders)
    .where(eq(merchandiseOrders.id, orderId));
  if (!order) throw new Error(`merchandise order ${orderId} not found`);
  const lines = await db
    .select()
    .from(merchandiseOrderItems)
    .where(eq(merchandiseOrderItems.orderId, orderId))
    .orderBy(asc(merchandiseOrderItems.id));
  return {
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    lines: lines.map((l) => ({
      merchandiseId: l.merchandiseId,
      name: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    subtotalCents: order.subtotalCents,
    vatLines: [{ rate: VAT_RATE_MERCHANDISE, cents: order.vatCents }],
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    shippingMethod: MERCHANDISE_SHIPPING_METHOD,
    shippingAddress: {
      line1: order.addressLine1,
      line2: order.addressLine2,
      postalCode: order.postalCode,
      city: order.city,
      state: order.state,
      country: order.country,
    },
  };
}
