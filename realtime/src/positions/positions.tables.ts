import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Drivers' tracks: every accepted fix, written in batches every few seconds by the gateway
 * that received it, for history, distance and earnings. Never read on the live path.
 */
export const driverPositions = pgTable(
  'driver_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverId: integer('driver_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: real('accuracy').notNull(),
    heading: real('heading'),
    speed: real('speed'),
    /** The fix's own time (the phone's clock, checked against the server's). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_positions_driver_time_idx').on(t.driverId, t.recordedAt)],
);
