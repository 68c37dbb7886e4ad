import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { driverShifts } from './drivers.tables';

/**
 * Shifts are written where availability changes, in the same transaction, so the time on
 * shift in the back office's driver report is what the driver actually was online.
 */
export async function startShift(tx: Tx | Db, driverId: number, at: Date): Promise<void> {
  await endShift(tx, driverId, at);
  await tx.insert(driverShifts).values({ driverId, startedAt: at });
}

export async function endShift(tx: Tx | Db, driverId: number, at: Date): Promise<void> {
  await tx
    .update(driverShifts)
    .set({ endedAt: at })
    .where(and(eq(driverShifts.driverId, driverId), isNull(driverShifts.endedAt)));
}
