import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { PaymentIntentStatus } from '@shop/contracts';

export interface PaymentError {
  code: string;
  declineCode: string | null;
  message: string;
}

/**
 * One PaymentIntent per order: the order id is the key, so a second create finds the first
 * intent. `settled_at` is set in the transaction that marked the order paid.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    orderId: integer('order_id').primaryKey(),
    orderKind: text('order_kind', { enum: ['food', 'merchandise'] }).notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    intentId: text('intent_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's status as last read; the provider stays the truth. */
    status: text('status').$type<PaymentIntentStatus>().notNull(),
    lastError: jsonb('last_error').$type<PaymentError>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_intents_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/**
 * Provider events as received (a transactional inbox): stored once per (provider, event id)
 * before they are applied, and applied later when their order was not known yet.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    intentId: text('intent_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    unique('webhook_events_provider_event_unique').on(t.provider, t.eventId),
    index('webhook_events_pending_idx')
      .on(t.receivedAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

/** Payments that must not be applied automatically (wrong amount or currency): for a human. */
export const paymentAlerts = pgTable(
  'payment_alerts',
  {
    id: serial('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    orderId: integer('order_id').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [unique('payment_alerts_intent_reason_unique').on(t.intentId, t.reason)],
);

/**
 * The test-mode provider's own PaymentIntents (what Stripe would hold in Stripe mode).
 * The idempotency key makes a repeated create return the same intent, as Stripe does.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  amountReceivedCents: integer('amount_received_cents').notNull().default(0),
  currency: text('currency').notNull(),
  description: text('description').notNull().default(''),
  orderId: integer('order_id'),
  status: text('status').$type<PaymentIntentStatus>().notNull(),
  paymentMethod: text('payment_method'),
  lastError: jsonb('last_error').$type<PaymentError>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One refund per paid order, of the whole payment or (from the back office) a part of it,
 * keyed by the order: a second cancel cannot ask twice. Requested in the cancelling transaction, sent to the provider with the idempotency key
 * `refund:<orderId>`, and marked succeeded when the provider confirms it (its answer, the
 * webhook charge.refunded or the reconciler).
 */
export const refunds = pgTable(
  'refunds',
  {
    orderId: integer('order_id').primaryKey(),
    orderKind: text('order_kind', { enum: ['food', 'merchandise'] }).notNull(),
    intentId: text('intent_id').notNull(),
    /** The provider's refund id, once it answered. */
    providerRefundId: text('provider_refund_id'),
    amountCents: integer('amount_cents').notNull(),
    /** Why it was refunded (the cancellation's or the back office's reason); on its credit note. */
    reason: text('reason'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
