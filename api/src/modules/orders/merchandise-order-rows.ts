import { and, asc, eq, lte, ne, or } from 'drizzle-orm';
import { MERCHANDISE_SHIPPING_METHOD, toEuros, type MerchandiseOrder } from '@shop/contracts';
import type { Db } from '../../db/client';
import { merchandiseOrderItems, merchandiseOrders } from './orders.tables';

/**
 * Merchandise orders' rows, kept with the food orders they share payments and receipts with: the
 * merchandise-orders module places and shows them through these functions.
 */

export type MerchandiseOrderRow = typeof merchandiseOrders.$inferSelect;
export type NewMerchandiseOrder = typeof merchandiseOrders.$inferInsert;
type ItemRow = typeof merchandiseOrderItems.$inferSelect;
export type NewMerchandiseOrderLine = Omit<typeof merchandiseOrderItems.$inferInsert, 'orderId'>;

export const MERCHANDISE_IDEMPOTENCY_KEY_CONSTRAINT = 'merchandise_orders_idempotency_key_unique';

/**
 * Inserts the order and its lines in one transaction; returns the new order number. With
 * `releaseBefore` (a keyless submit) an earlier order holding the same key that was created at or
 * before that time, or was paid, gives the key up first.
 */
export async function insertMerchandiseOrder(
  db: Db,
  order: NewMerchandiseOrder,
  lines: NewMerchandiseOrderLine[],
  releaseBefore: Date | null = null,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (releaseBefore && order.idempotencyKey) {
      await tx
        .update(merchandiseOrders)
        .set({ idempotencyKey: null })
        .where(
          and(
            eq(merchandiseOrders.idempotencyKey, order.idempotencyKey),
            or(
              lte(merchandiseOrders.createdAt, releaseBefore),
              ne(merchandiseOrders.paymentStatus, 'unpaid'),
            ),
          ),
        );
    }
    const [created] = await tx
      .insert(merchandiseOrders)
      .values(order)
      .returning({ id: merchandiseOrders.id });
    await tx
      .insert(merchandiseOrderItems)
      .values(lines.map((line) => ({ ...line, orderId: created!.id })));
    return created!.id;
  });
}

export async function findMerchandiseOrder(
  db: Db,
  where: { id: number } | { idempotencyKey: string },
): Promise<MerchandiseOrderRow | null> {
  const condition =
    'id' in where
      ? eq(merchandiseOrders.id, where.id)
      : eq(merchandiseOrders.idempotencyKey, where.idempotencyKey);
  const [row] = await db.select().from(merchandiseOrders).where(condition);
  return row ?? null;
}

/** The order as the confirmation page reads it: euros, grand total including shipping. */
export async function merchandiseOrderView(
  db: Db,
  order: MerchandiseOrderRow,
): Promise<MerchandiseOrder> {
  const items: ItemRow[] = await db
    .select()
    .from(merchandiseOrderItems)
    .where(eq(merchandiseOrderItems.orderId, order.id))
    .orderBy(asc(merchandiseOrderItems.id));
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    addressLine1: order.addressLine1,
    addressLine2: order.addressLine2,
    city: order.city,
    state: order.state,
    postalCode: order.postalCode,
    country: order.country,
    shippingMethod: MERCHANDISE_SHIPPING_METHOD,
    additionalInfo: order.additionalInfo,
    items: items.map((item) => ({
      merchandiseId: item.merchandiseId,
      name: item.name,
      quantity: item.quantity,
      price: toEuros(item.unitPriceCents),
      total: toEuros(item.lineTotalCents),
    })),
    totalAmount: toEuros(order.subtotalCents),
    vatAmount: toEuros(order.vatCents),
    shippingCost: toEuros(order.shippingCents),
    grandTotal: toEuros(order.totalCents),
  };
}
