import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per e-mail the shop means to send, keyed by the job id. A retried or duplicated
 * job finds the row and does not send again.
 */
export const emailDeliveries = pgTable('email_deliveries', {
  key: text('key').primaryKey(),
  status: text('status', { enum: ['sending', 'sent'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  messageId: text('message_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
