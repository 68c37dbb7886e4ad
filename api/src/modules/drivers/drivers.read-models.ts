/**
 * What other modules may read of drivers inside their own statements (joins, counts): subqueries
 * over the drivers' tables with the columns chosen here. The tables stay this module's;
 * PostgreSQL pulls such a simple subquery up into the reader's statement.
 */

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { driverShifts, drivers } from './drivers.tables';

const qb = new QueryBuilder();

const driverColumns = {
  id: drivers.id,
  userId: drivers.userId,
  fullName: drivers.fullName,
  phone: drivers.phone,
  vehicleType: drivers.vehicleType,
  isActive: drivers.isActive,
  isOnline: drivers.isOnline,
  onlineSince: drivers.onlineSince,
  lastLatitude: drivers.lastLatitude,
  lastLongitude: drivers.lastLongitude,
  lastSeenAt: drivers.lastSeenAt,
};

/**
 * Drivers as others show, count and dispatch them: name, account, phone and vehicle, whether
 * approved and on shift, and the last stored position. Never the agreement's evidence.
 */
export const driverRecords = <Name extends string = 'drivers'>(name: Name = 'drivers' as Name) =>
  qb.select(driverColumns).from(drivers).as(name);

/** A driver as `driverRecords` shows them (a whole driver row is one too). */
export type DriverRecord = {
  [K in keyof typeof driverColumns]: (typeof drivers.$inferSelect)[K];
};

/** The drivers' shifts: from going online to going offline, open (no end) while on shift. */
export const driverShiftRecords = <Name extends string = 'driver_shifts'>(
  name: Name = 'driver_shifts' as Name,
) =>
  qb
    .select({
      id: driverShifts.id,
      driverId: driverShifts.driverId,
      startedAt: driverShifts.startedAt,
      endedAt: driverShifts.endedAt,
    })
    .from(driverShifts)
    .as(name);
