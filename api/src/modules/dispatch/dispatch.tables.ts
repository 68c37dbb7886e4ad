import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { drivers } from '../drivers/drivers.tables';
import { bytea } from '../../db/bytea';

/**
 * A ready order offered to one driver: they accept or decline within 60 s, or it expires and
 * goes to the next driver. At most one open offer per order.
 */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] })
      .notNull()
      .default('offered'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('job_offers_driver_idx').on(t.driverId, t.status),
    uniqueIndex('job_offers_open_order_idx')
      .on(t.orderId)
      .where(sql`status = 'offered'`),
  ],
);

/** The photo a driver takes when the customer cannot be reached (re-encoded, no metadata). */
export const deliveryPhotos = pgTable('delivery_photos', {
  orderId: integer('order_id').primaryKey(),
  driverId: integer('driver_id').notNull(),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
