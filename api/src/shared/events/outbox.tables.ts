import { sql } from 'drizzle-orm';
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

/**
 * Domain events written in the same transaction as the change they describe. The relay
 * publishes unpublished rows and stamps `published_at`; a failed publish waits until
 * `available_at` and is tried again. A `held` row waits for something its transaction could
 * not give it (a paid order's invoice number, given just after the commit), and the rows behind
 * it wait with it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    event: jsonb('event').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    held: boolean('held').notNull().default(false),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.occurredAt)
      .where(sql`${t.publishedAt} is null`),
  ],
);
