import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationText } from '@shop/contracts';

/**
 * Notifications per user: made by the notifications worker from order
 * events and by POST /api/send-notification. `source_key` names what made one (the job and the
 * recipient), so a retried job stores it once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    type: text('type', {
      enum: ['order_status_update', 'driver_location_update', 'new_order', 'notification'],
    }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The title and message by code and values; null for a typed one (and rows from before). */
    texts: jsonb('texts').$type<{ title: NotificationText; message: NotificationText }>(),
    orderId: integer('order_id'),
    status: text('status'),
    estimatedDeliveryTime: text('estimated_delivery_time'),
    read: boolean('read').notNull().default(false),
    sourceKey: text('source_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
