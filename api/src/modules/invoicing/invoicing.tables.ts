import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceBuyer, LegalDetails, TaxCategoryAmounts, VatAmounts } from '@shop/contracts';

/**
 * The last number given in each series and year. Only a committed document takes a number, and
 * the counter moves in the same transaction, so the numbers have no gaps and none is given
 * twice: invoices after their payment commits (`number_pending_invoices`, numbering.ts), credit
 * notes inside the refund's transaction.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * Invoices and credit notes as issued: what the customer was sent, kept as it was (the seller's
 * legal details, the buyer, VAT per rate), whatever changes in the shop later. Amounts of a
 * credit note are negative. An order has one invoice, and its refund one credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /**
     * '2026-00001' for invoices, 'C2026-00001' for credit notes. null for the moments between a
     * payment's commit and its invoice's numbering: such an invoice is not issued yet.
     */
    number: text('number').unique(),
    /** The number's year: the Amsterdam year of `issuedAt`. */
    year: integer('year').notNull(),
    orderId: integer('order_id').notNull(),
    orderKind: text('order_kind', { enum: ['food', 'merchandise'] }).notNull(),
    /** The invoice a credit note corrects. */
    creditsInvoiceId: integer('credits_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The Amsterdam day the goods were (or are to be) supplied. */
    supplyDate: date('supply_date', { mode: 'string' }).notNull(),
    /** null: the shop had not entered its legal details yet. */
    seller: jsonb('seller').$type<LegalDetails | null>(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    vat: jsonb('vat').$type<VatAmounts[]>().notNull(),
    /** The same amounts by what was sold (food, drinks, fees…), for the tax report. */
    categories: jsonb('categories').$type<TaxCategoryAmounts[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** A credit note's reason, as the back office gave it. */
    reason: text('reason'),
    /** The outbox event that carries this invoice, held there until its number is in it. */
    eventId: uuid('event_id'),
  },
  (t) => [
    uniqueIndex('invoices_one_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    // An order has one refund (refunds.ts), so one credit note.
    uniqueIndex('invoices_one_credit_note_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'credit_note'`),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_unnumbered_idx')
      .on(t.id)
      .where(sql`${t.number} is null`),
  ],
);
