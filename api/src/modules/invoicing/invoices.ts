import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  categoryAmounts,
  invoiceNumber,
  shopDateOf,
  splitByWeights,
  vatAmounts,
  type CategoryShare,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceKind,
  type TaxCategoryAmounts,
  type VatAmounts,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { readLegalDetails } from '../settings-admin';
import { invoiceCounters, invoices } from './invoicing.tables';

type InvoiceRow = typeof invoices.$inferSelect;

/** What an invoice is made of, as the order's module reads it off a paid order. */
export interface InvoiceSubject {
  orderId: number;
  orderKind: 'food' | 'merchandise';
  buyer: InvoiceBuyer;
  /** VAT per rate as charged; its gross adds up to the total. */
  vat: VatAmounts[];
  /** What was sold at each rate, by category (food, drinks, fees…), for the tax report. */
  categories: CategoryShare[];
  totalCents: number;
  paymentMethod: string;
  /** The Amsterdam day of supply, YYYY-MM-DD. */
  supplyDate: string;
}

function toDocument(row: InvoiceRow, credits: string | null): InvoiceDocument {
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    supplyDate: row.supplyDate,
    orderId: row.orderId,
    creditsInvoice: credits,
    seller: row.seller,
    buyer: row.buyer,
    vat: row.vat,
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod,
    reason: row.reason,
  };
}

/**
 * The next number of a series in the year of `at` (Amsterdam's year). The counter's row stays
 * locked until the transaction ends, so numbers are handed out in commit order and a rollback
 * gives its number back: no gaps, no number twice. Every payment waits for that lock, so it is
 * taken last: whatever else the transaction reads or writes comes before (the seller's details
 * here; the status change in the settlement), and only the invoice's own row and the event
 * that carries it follow before the commit.
 */
async function nextNumber(tx: Tx, series: InvoiceKind, at: Date): Promise<string> {
  const year = Number(shopDateOf(at).slice(0, 4));
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return invoiceNumber(series, year, row!.last);
}

async function findOne(db: Db | Tx, orderId: number, kind: InvoiceKind) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row ?? null;
}

/**
 * Issues the invoice of a paid order, inside the transaction that records the payment, as the
 * last thing before the event that carries it (the number's lock, `nextNumber`); an order
 * already invoiced keeps its invoice (and its number).
 */
export async function issueInvoice(
  tx: Tx,
  subject: InvoiceSubject,
  at: Date,
): Promise<InvoiceDocument> {
  const existing = await findOne(tx, subject.orderId, 'invoice');
  if (existing) return toDocument(existing, null);
  const { categories, ...rest } = subject;
  const seller = await readLegalDetails(tx);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number: await nextNumber(tx, 'invoice', at),
      ...rest,
      categories: categoryAmounts(subject.vat, categories),
      issuedAt: at,
      seller,
    })
    .returning();
  return toDocument(row!, null);
}

/**
 * The VAT of a refund of `amountCents` against its invoice: the invoice's own lines negated
 * when the whole amount comes back, else the amount split over the invoice's rates in
 * proportion to its gross at each rate (to the cent).
 */
export function creditVat(invoice: Pick<InvoiceRow, 'vat' | 'totalCents'>, amountCents: number) {
  if (amountCents === invoice.totalCents) {
    return invoice.vat.map((v) => vatAmounts({ rate: v.rate, grossCents: -v.grossCents }));
  }
  return splitByWeights(
    -amountCents,
    invoice.vat.map((v) => ({ rate: v.rate, weight: v.grossCents })),
  ).map(vatAmounts);
}

/**
 * Issues the credit note of an order's refund, inside the transaction that records the refund
 * as done. Answers null for an order without an invoice (nothing to correct); a refund already
 * credited keeps its credit note.
 */
export async function issueCreditNote(
  tx: Tx,
  refund: { orderId: number; amountCents: number; reason: string | null },
  at: Date,
): Promise<InvoiceDocument | null> {
  const invoice = await findOne(tx, refund.orderId, 'invoice');
  if (!invoice) return null;
  const existing = await findOne(tx, refund.orderId, 'credit_note');
  if (existing) return toDocument(existing, invoice.number);
  const vat = creditVat(invoice, refund.amountCents);
  const seller = await readLegalDetails(tx);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number: await nextNumber(tx, 'credit_note', at),
      orderId: invoice.orderId,
      orderKind: invoice.orderKind,
      creditsInvoiceId: invoice.id,
      issuedAt: at,
      supplyDate: invoice.supplyDate,
      seller,
      buyer: invoice.buyer,
      vat,
      categories: categoryAmounts(vat, invoice.categories),
      totalCents: -refund.amountCents,
      paymentMethod: invoice.paymentMethod,
      reason: refund.reason,
    })
    .returning();
  return toDocument(row!, invoice.number);
}

/** Documents with the numbers of the invoices they credit. */
async function withCredited(db: Db | Tx, rows: readonly InvoiceRow[]): Promise<InvoiceDocument[]> {
  const creditedIds = [
    ...new Set(rows.flatMap((r) => (r.creditsInvoiceId !== null ? [r.creditsInvoiceId] : []))),
  ];
  const credited =
    creditedIds.length === 0
      ? []
      : await db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.id, creditedIds));
  const numberOf = new Map(credited.map((c) => [c.id, c.number]));
  return rows.map((row) =>
    toDocument(
      row,
      row.creditsInvoiceId !== null ? (numberOf.get(row.creditsInvoiceId) ?? null) : null,
    ),
  );
}

/** An order's invoice and credit notes, oldest first. */
export async function orderInvoices(db: Db | Tx, orderId: number): Promise<InvoiceDocument[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return withCredited(db, rows);
}

/** The invoice of an order, or null when it has none (not paid). */
export async function orderInvoice(db: Db | Tx, orderId: number): Promise<InvoiceDocument | null> {
  const row = await findOne(db, orderId, 'invoice');
  return row ? toDocument(row, null) : null;
}

/** What the tax report adds up of one invoice or credit note. */
export interface IssuedAmounts {
  kind: InvoiceKind;
  totalCents: number;
  categories: TaxCategoryAmounts[];
}

/** The amounts of every invoice and credit note issued in [start, end). */
export async function amountsIssued(db: Db, start: Date, end: Date): Promise<IssuedAmounts[]> {
  return db
    .select({
      kind: invoices.kind,
      totalCents: invoices.totalCents,
      categories: invoices.categories,
    })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.id));
}
