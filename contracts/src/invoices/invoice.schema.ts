import { z } from 'zod';
import { VatAmounts } from '../orders/vat.schema';
import { vm } from '../errors/validation-messages';

/**
 * The shop's legal details, which a Dutch invoice must carry: the legal name and address, the
 * Chamber of Commerce (KvK) number and the VAT id. Kept in Store settings.
 */
export const LegalDetails = z
  .object({
    legalName: z
      .string()
      .trim()
      .min(2, vm('business_name_required'))
      .max(120, vm('use_at_most_characters', { max: 120 })),
    streetAddress: z
      .string()
      .trim()
      .min(3, vm('street_and_number_required'))
      .max(120, vm('use_at_most_characters', { max: 120 })),
    postalCode: z
      .string()
      .trim()
      .regex(/^[1-9]\d{3} ?[A-Z]{2}$/, vm('dutch_postcode')),
    city: z
      .string()
      .trim()
      .min(2, vm('city_name_required'))
      .max(80, vm('use_at_most_characters', { max: 80 })),
    kvkNumber: z
      .string()
      .trim()
      .regex(/^\d{8}$/, vm('kvk_number')),
    vatId: z
      .string()
      .trim()
      .regex(/^NL\d{9}B\d{2}$/, vm('vat_id')),
  })
  .meta({ id: 'LegalDetails' });
export type LegalDetails = z.infer<typeof LegalDetails>;

/** Who an invoice is made out to, as the order named them. */
export const InvoiceBuyer = z
  .object({
    name: z.string(),
    /** The delivery or shipping address, one line each; empty for a pickup at a bar. */
    address: z.array(z.string()),
  })
  .meta({ id: 'InvoiceBuyer' });
export type InvoiceBuyer = z.infer<typeof InvoiceBuyer>;

export const InvoiceKind = z.enum(['invoice', 'credit_note']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

/**
 * An invoice or credit note as issued (money in integer cents; a credit note's amounts are
 * negative). The e-mails, the back office and the tax report read it as it was issued.
 */
export const InvoiceDocument = z
  .object({
    kind: InvoiceKind,
    /** '2026-00001' for an invoice, 'C2026-00001' for a credit note: gapless per year. */
    number: z.string(),
    issuedAt: z.iso.datetime({ offset: true }),
    /** The Amsterdam day of supply, YYYY-MM-DD. */
    supplyDate: z.string(),
    orderId: z.number().int().positive(),
    /** The invoice a credit note corrects. */
    creditsInvoice: z.string().nullable(),
    /** null: the shop had not entered its legal details when it was issued. */
    seller: LegalDetails.nullable(),
    buyer: InvoiceBuyer,
    /** Per rate: the amount without VAT, the VAT and the total. */
    vat: z.array(VatAmounts),
    totalCents: z.number().int(),
    paymentMethod: z.string(),
    /** A credit note's reason. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'InvoiceDocument' });
export type InvoiceDocument = z.infer<typeof InvoiceDocument>;

/** Invoice numbers: the year, then five digits; a credit note's start with C. */
export function invoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${kind === 'credit_note' ? 'C' : ''}${year}-${String(sequence).padStart(5, '0')}`;
}
