/**
 * What other modules may read of drivers inside their own statements (joins, counts): subqueries
 * over the drivers' tables with the columns chosen here. The tables stay this module's;
 * PostgreSQL pulls such a simple subquery up into the reader's statement.
 */

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { driverShifts, drivers } from './drivers.tables';

const qb = new QueryBuilder();

/** Drivers as others show and count them: name, account, whether active and on shift. */
export const driverRecords = <Name extends string = 'drivers'>(name: Name = 'drivers' as Name) =>
  qb
    .select({
      id: drivers.id,
      userId: drivers.userId,
      fullName: drivers.fullName,
      isActive: drivers.isActive,
      isOnline: drivers.isOnline,
    })
    .from(drivers)
    .as(name);

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
