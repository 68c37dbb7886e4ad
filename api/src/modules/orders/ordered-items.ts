import { eq, exists, sql, type AnyColumn } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { merchandiseOrderItems, orderItems } from './orders.tables';

/**
 * Whether any order has a line of the item in `itemId` (a column of the caller's query), as a
 * condition inside that query: the catalogue archives an ordered item instead of deleting it.
 */
export const menuItemOrdered = (db: Db | Tx, itemId: AnyColumn) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(eq(orderItems.menuItemId, itemId)),
  ).mapWith(Boolean);

/** The same for merchandise, against merchandise orders' lines. */
export const merchandiseOrdered = (db: Db | Tx, itemId: AnyColumn) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(merchandiseOrderItems)
      .where(eq(merchandiseOrderItems.merchandiseId, itemId)),
  ).mapWith(Boolean);
