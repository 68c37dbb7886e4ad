import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
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
import type { NewEvent } from '@shop/contracts/events';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { recordEvent } from '../../shared/events/outbox';
import { readLegalDetails } from '../settings-admin';
import { invoiceCounters, invoices } from './invoicing.tables';
import { numberPendingInvoices } from './numbering';

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

/** What a document shows of its row, once numbered. */
type Numbered = Pick<
  InvoiceRow,
  | 'kind'
  | 'issuedAt'
  | 'supplyDate'
  | 'orderId'
  | 'seller'
  | 'buyer'
  | 'vat'
  | 'totalCents'
  | 'paymentMethod'
  | 'reason'
> & { number: string };
/** An invoice is issued once it has its number. */
const isIssued = (row: InvoiceRow): row is InvoiceRow & Numbered => row.number !== null;

function toDocument(row: Numbered, credits: string | null): InvoiceDocument {
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

/** A number's year: Amsterdam's year on the day the document is issued. */
const yearOf = (at: Date) => Number(shopDateOf(at).slice(0, 4));

/**
 * The next credit note number in the year of `at`. The counter's row stays locked until the
 * refund's transaction ends, so a rollback gives its number back: no gaps, no number twice.
 * Refunds are few; invoices, one per payment, are numbered after their commit instead
 * (numbering.ts).
 */
async function nextCreditNoteNumber(tx: Tx, at: Date): Promise<string> {
  const year = yearOf(at);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series: 'credit_note', year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return invoiceNumber('credit_note', year, row!.last);
}

/** Every payment looks for its order's invoice first: an order already invoiced keeps it. */
const findOneQuery = prepared((db) =>
  db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, sql.placeholder('orderId')),
        eq(invoices.kind, sql.placeholder('kind')),
      ),
    )
    .prepare('invoicing_document_of_order'),
);

/** An order's invoice or credit note, numbered or still waiting for its number. */
async function findOne(db: Db | Tx, orderId: number, kind: InvoiceKind) {
  const [row] = await findOneQuery(db).execute({ orderId, kind });
  return row ?? null;
}

/**
 * Stores the invoice of a paid order, inside the transaction that records the payment, without
 * its number: every payment would otherwise wait for the one before it to commit (the number's
 * lock). `carriedBy` makes the event that carries the invoice, its number still empty; the
 * event is held in the outbox until `numberPendingInvoices`, run just after the commit, puts the
 * number in and releases it. An order already invoiced keeps its invoice.
 */
export async function issueInvoice(
  tx: Tx,
  subject: InvoiceSubject,
  at: Date,
  carriedBy?: (invoice: InvoiceDocument) => NewEvent,
): Promise<void> {
  if (await findOne(tx, subject.orderId, 'invoice')) return;
  const { categories, ...rest } = subject;
  const seller = await readLegalDetails(tx);
  const values = {
    kind: 'invoice',
    number: null,
    year: yearOf(at),
    ...rest,
    categories: categoryAmounts(subject.vat, categories),
    issuedAt: at,
    seller,
  } as const;
  const event = carriedBy
    ? await recordEvent(tx, carriedBy(toDocument({ ...values, number: '', reason: null }, null)), {
        held: true,
      })
    : null;
  await tx.insert(invoices).values({ ...values, eventId: event?.id ?? null });
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
  let invoice = await findOne(tx, refund.orderId, 'invoice');
  if (!invoice) return null;
  // A refund in the moments before its payment's invoice was numbered: the credit note must
  // name that number.
  if (!isIssued(invoice)) {
    await numberPendingInvoices(tx);
    invoice = await findOne(tx, refund.orderId, 'invoice');
  }
  if (!invoice || !isIssued(invoice))
    throw new Error(`invoice of order ${refund.orderId} has no number`);
  const existing = await findOne(tx, refund.orderId, 'credit_note');
  if (existing && isIssued(existing)) return toDocument(existing, invoice.number);
  const vat = creditVat(invoice, refund.amountCents);
  const seller = await readLegalDetails(tx);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number: await nextCreditNoteNumber(tx, at),
      year: yearOf(at),
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
  return toDocument({ ...row!, number: row!.number! }, invoice.number);
}

/** Documents with the numbers of the invoices they credit. */
async function withCredited(
  db: Db | Tx,
  rows: readonly (InvoiceRow & Numbered)[],
): Promise<InvoiceDocument[]> {
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

/** An order's invoice and credit notes as issued, oldest first. */
export async function orderInvoices(db: Db | Tx, orderId: number): Promise<InvoiceDocument[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), isNotNull(invoices.number)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return withCredited(db, rows.filter(isIssued));
}

/** The invoice of an order, or null when it has none (not paid, or not numbered yet). */
export async function orderInvoice(db: Db | Tx, orderId: number): Promise<InvoiceDocument | null> {
  const row = await findOne(db, orderId, 'invoice');
  return row && isIssued(row) ? toDocument(row, null) : null;
}

/** What the tax report adds up of one invoice or credit note. */
export interface IssuedAmounts {
  kind: InvoiceKind;
  totalCents: number;
  categories: TaxCategoryAmounts[];
}

/** The amounts of every invoice and credit note issued (numbered) in [start, end). */
export async function amountsIssued(db: Db, start: Date, end: Date): Promise<IssuedAmounts[]> {
  return db
    .select({
      kind: invoices.kind,
      totalCents: invoices.totalCents,
      categories: invoices.categories,
    })
    .from(invoices)
    .where(
      and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end), isNotNull(invoices.number)),
    )
    .orderBy(asc(invoices.id));
}
