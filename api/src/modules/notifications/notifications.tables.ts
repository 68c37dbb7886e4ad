import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user the notification is for; null for the staff feed. */
    userId: integer('user_id'),
    type: text('type', {
      enum: ['order_status_update', 'driver_location_update', 'new_order', 'notification'],
    }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    orderId: integer('order_id'),
    status: text('status'),
    estimatedDeliveryTime: text('estimated_delivery_time'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId)],
);
