import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { KitchenAlertMinutes, LegalDetails, StoreException } from '@shop/contracts';

/**
 * The store's rules beyond its public details (settings): exceptions to the opening hours,
 * whether ordering follows the hours, the kitchen's capacity, the board's alert times and the
 * legal details the invoices carry. A single row with id 1.
 */
export const storeRules = pgTable('store_rules', {
  id: integer('id').primaryKey().default(1),
  exceptions: jsonb('exceptions').$type<StoreException[]>().notNull().default([]),
  closeOutsideHours: boolean('close_outside_hours').notNull().default(false),
  /** null: no limit. */
  capacityPer15Minutes: integer('capacity_per_15_minutes'),
  capacityWhenFull: text('capacity_when_full', { enum: ['delay', 'pause'] })
    .notNull()
    .default('delay'),
  capacityDelayMinutes: integer('capacity_delay_minutes').notNull().default(15),
  /** Minutes per kitchen board column before a card stands out; null: the defaults. */
  kitchenAlertMinutes: jsonb('kitchen_alert_minutes').$type<KitchenAlertMinutes>(),
  /** What the invoices name as the seller; null until an admin enters it. */
  legalDetails: jsonb('legal_details').$type<LegalDetails>(),
  updatedBy: text('updated_by'),
  /** The admin whose rules the store's own switch changes act on (events name a user). */
  updatedById: integer('updated_by_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/**
 * Who set each ordering switch last, when, why, and until when an 'off' lasts. The switches'
 * values stay in ordering_switches; this row explains them.
 */
export const orderingSwitchPauses = pgTable('ordering_switch_pauses', {
  name: text('name', {
    enum: [
      'masterEnabled',
      'foodOrderingEnabled',
      'barOrderingEnabled',
      'merchandiseOrderingEnabled',
    ],
  }).primaryKey(),
  until: timestamp('until', { withTimezone: true }),
  reason: text('reason', { enum: ['manual', 'closed-hours', 'capacity'] }),
  setBy: text('set_by'),
  setById: integer('set_by_id'),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
