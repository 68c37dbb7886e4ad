import { eq, sql } from 'drizzle-orm';
import type { OrderingStatus } from '@shop/contracts';
import type { Tx } from '../../db/client';
import { orderingSwitches } from './ordering.tables';

/**
 * The switches row as settings-admin changes it (staff, the store clock, kitchen capacity), in
 * the caller's transaction with the pauses and the event it writes.
 */

const columns = {
  masterEnabled: orderingSwitches.masterEnabled,
  foodOrderingEnabled: orderingSwitches.foodOrderingEnabled,
  barOrderingEnabled: orderingSwitches.barOrderingEnabled,
  merchandiseOrderingEnabled: orderingSwitches.merchandiseOrderingEnabled,
};

/** The switches, locked for the transaction; undefined before anyone set them. */
export async function lockOrderingStatus(tx: Tx): Promise<OrderingStatus | undefined> {
  const [row] = await tx
    .select(columns)
    .from(orderingSwitches)
    .where(eq(orderingSwitches.id, 1))
    .for('update');
  return row;
}

/** The whole switches row, locked for the transaction (the store clock's pass). */
export async function lockOrderingSwitchRow(tx: Tx) {
  const [row] = await tx
    .select()
    .from(orderingSwitches)
    .where(eq(orderingSwitches.id, 1))
    .for('update');
  return row;
}

/** Writes these switches (the others keep their value, or start open); the status written. */
export async function saveOrderingSwitches(
  tx: Tx,
  changes: Partial<OrderingStatus>,
  allOpen: OrderingStatus,
  updatedBy: number,
): Promise<OrderingStatus> {
  const [row] = await tx
    .insert(orderingSwitches)
    .values({ ...allOpen, ...changes, id: 1, updatedBy })
    .onConflictDoUpdate({
      target: orderingSwitches.id,
      set: { ...changes, updatedBy, updatedAt: sql`now()` },
    })
    .returning(columns);
  return row!;
}
