import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { drivers } from './drivers.tables';

type DriverRow = typeof drivers.$inferSelect;

/** The driver account of this user, locked for the caller's transaction (going on or off shift). */
export async function lockDriverOfUser(tx: Tx, userId: number): Promise<DriverRow | undefined> {
  const [current] = await tx.select().from(drivers).where(eq(drivers.userId, userId)).for('update');
  return current;
}

/** Puts a driver on or off shift in the caller's transaction; the row as written. */
export async function setDriverOnline(
  tx: Tx,
  driverId: number,
  online: boolean,
  now: Date,
): Promise<DriverRow> {
  const [updated] = await tx
    .update(drivers)
    .set({ isOnline: online, onlineSince: online ? now : null })
    .where(eq(drivers.id, driverId))
    .returning();
  return updated!;
}
