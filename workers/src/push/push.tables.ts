import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The devices that opted in to Web Push. A row is one browser's subscription to one
 * topic: an order's moves (order_id, from the tracking page, the customer signed in or a guest),
 * the kitchen's new paid orders (a staff or admin user) or a driver's offers (the driver's
 * user). Personal data: the profile's export lists a user's rows, erasing the account deletes
 * them, and a push service answering 404 or 410 (the browser dropped it) deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    topic: text('topic', { enum: ['order', 'kitchen', 'driver'] }).notNull(),
    orderId: integer('order_id'),
    /** The signed-in user who opted in; null for a guest's order. */
    userId: integer('user_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: ['en', 'nl'] }).notNull(),
    /** A short name of the browser, for the owner's list of devices ('Chrome on Android'). */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('push_subscriptions_device_topic').on(t.endpoint, t.topic, t.orderId).nullsNotDistinct(),
    index('push_subscriptions_topic_idx').on(t.topic, t.orderId),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One row per push the shop means to send, keyed by the job id and the subscription: a retried
 * or repeated job finds the row and does not push again (as email_deliveries for e-mails).
 */
export const pushDeliveries = pgTable('push_deliveries', {
  key: text('key').primaryKey(),
  status: text('status', { enum: ['sending', 'sent', 'gone', 'refused'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
