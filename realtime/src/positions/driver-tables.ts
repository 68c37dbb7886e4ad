import { boolean, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The few columns of the api's drivers and orders tables that the gateway reads and writes
 * (api/src/modules/drivers/drivers.tables.ts and orders/orders.tables.ts own them and their
 * migrations). Kept out of the api's schema: they are a view, not a second definition.
 */
export const driverColumns = pgTable('drivers', {
  id: integer('id').primaryKey(),
  userId: integer('user_id').notNull(),
  isActive: boolean('is_active').notNull(),
  isOnline: boolean('is_online').notNull(),
  lastLatitude: doublePrecision('last_latitude'),
  lastLongitude: doublePrecision('last_longitude'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

export const orderColumns = pgTable('orders', {
  id: integer('id').primaryKey(),
  status: text('status').notNull(),
  driverId: integer('driver_id'),
});
