import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The ordering switches: a single row with id 1. */
export const orderingSwitches = pgTable('ordering_switches', {
  id: integer('id').primaryKey().default(1),
  masterEnabled: boolean('master_enabled').notNull().default(true),
  foodOrderingEnabled: boolean('food_ordering_enabled').notNull().default(true),
  barOrderingEnabled: boolean('bar_ordering_enabled').notNull().default(true),
  merchandiseOrderingEnabled: boolean('merchandise_ordering_enabled').notNull().default(true),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
