import { and, eq, inArray } from 'drizzle-orm';
import type { RealtimeDb } from './db';
import { driverColumns, orderColumns } from './driver-tables';

/** What the gateway needs to know of a driver to route their fixes. */
export interface DriverState {
  driverId: number;
  isActive: boolean;
  isOnline: boolean;
  /** Their active jobs: orders they drive that are preparing, ready or in transit. */
  orderIds: number[];
}

/** Where a driver's identity and jobs come from. */
export interface DriverDirectory {
  /** The driver profile of a user, or null when the user has none. */
  lookup(userId: number): Promise<DriverState | null>;
}

/** The statuses in which an order's customer follows its driver. */
export const TRACKED_ORDER_STATUSES = ['preparing', 'ready', 'in_transit'] as const;

/** Reads drivers and their active orders from PostgreSQL (the api's tables). */
export class PgDriverDirectory implements DriverDirectory {
  constructor(private readonly db: RealtimeDb) {}

  async lookup(userId: number): Promise<DriverState | null> {
    const [driver] = await this.db
      .select({
        id: driverColumns.id,
        isActive: driverColumns.isActive,
        isOnline: driverColumns.isOnline,
      })
      .from(driverColumns)
      .where(eq(driverColumns.userId, userId))
      .limit(1);
    if (!driver) return null;
    const jobs = await this.db
      .select({ id: orderColumns.id })
      .from(orderColumns)
      .where(
        and(
          eq(orderColumns.driverId, driver.id),
          inArray(orderColumns.status, [...TRACKED_ORDER_STATUSES]),
        ),
      )
      .orderBy(orderColumns.id)
      .limit(50);
    return {
      driverId: driver.id,
      isActive: driver.isActive,
      isOnline: driver.isOnline,
      orderIds: jobs.map((j) => j.id),
    };
  }
}
