import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { merchandiseOrderItems, merchandiseOrders, orderItems, orders } from './orders.tables';

/**
 * One customer's food and merchandise orders for the account module's data export and erasure
 * (AVG/GDPR), inside the account's transaction: the rows stay the orders module's.
 */

/** Their orders and lines, by user id only, in id order. */
export async function customerOrderRecords(tx: Tx, userId: number) {
  const food = await tx.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
  const foodLines = food.length
    ? await tx
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            food.map((o) => o.id),
          ),
        )
        .orderBy(orderItems.id)
    : [];
  const merch = await tx
    .select()
    .from(merchandiseOrders)
    .where(eq(merchandiseOrders.userId, userId))
    .orderBy(merchandiseOrders.id);
  const merchLines = merch.length
    ? await tx
        .select()
        .from(merchandiseOrderItems)
        .where(
          inArray(
            merchandiseOrderItems.orderId,
            merch.map((o) => o.id),
          ),
        )
        .orderBy(merchandiseOrderItems.id)
    : [];
  return { food, foodLines, merch, merchLines };
}

/**
 * Takes the person out of their food orders: no owner, name, contact details or notes, and of
 * the address only the city and country (where the shop delivered). Returns the orders' ids.
 */
export async function anonymiseFoodOrders(
  tx: Tx,
  userId: number,
  erasedName: string,
): Promise<number[]> {
  const foodOrders = await tx
    .select({ id: orders.id, deliveryAddress: orders.deliveryAddress })
    .from(orders)
    .where(eq(orders.userId, userId));
  for (const order of foodOrders) {
    const address = order.deliveryAddress;
    await tx
      .update(orders)
      .set({
        userId: null,
        customerName: erasedName,
        customerEmail: '',
        customerPhone: '',
        orderNotes: null,
        // The city stays (where the shop delivered); the street and the point go.
        deliveryAddress: address
          ? { streetAddress: '', city: address.city, zipCode: '', country: address.country ?? '' }
          : null,
      })
      .where(eq(orders.id, order.id));
  }
  return foodOrders.map((o) => o.id);
}

/** The same for their merchandise orders: the shipping address goes, the city stays. */
export async function anonymiseMerchandiseOrders(
  tx: Tx,
  userId: number,
  erasedName: string,
): Promise<void> {
  await tx
    .update(merchandiseOrders)
    .set({
      userId: null,
      customerName: erasedName,
      customerEmail: '',
      customerPhone: '',
      addressLine1: '',
      addressLine2: '',
      postalCode: '',
      state: '',
      additionalInfo: '',
    })
    .where(eq(merchandiseOrders.userId, userId));
}
