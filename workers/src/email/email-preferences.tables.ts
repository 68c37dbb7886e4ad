import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which optional status e-mails a customer wants (set on /profile by the api's account module,
 * read here before each status e-mail). No row: every e-mail goes.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id').primaryKey(),
  readyForPickup: boolean('ready_for_pickup').notNull().default(true),
  outForDelivery: boolean('out_for_delivery').notNull().default(true),
  delivered: boolean('delivered').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
