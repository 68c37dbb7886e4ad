import { z } from 'zod';
import { ShopDate } from '../common/shop-day';
import { vm } from '../errors/validation-messages';

/** The longest range one report covers: a year and a day (a leap year plus slack). */
export const MAX_REPORT_DAYS = 366;

export const ReportFormat = z.enum(['json', 'csv']);

/** Days counted from `from` to `to`, both included. */
export function reportDays(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

// Written when the schema is built, so the text leads back to its code before any refusal.
const TOO_MANY_DAYS = vm('report_too_many_days', { max: MAX_REPORT_DAYS });

/** A range of Amsterdam days, both ends included. */
export const DateRangeQuery = z
  .object({ from: ShopDate, to: ShopDate, format: ReportFormat.optional() })
  .superRefine((q, ctx) => {
    const days = reportDays(q.from, q.to);
    if (days < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: vm('end_before_start'),
      });
    else if (days > MAX_REPORT_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: TOO_MANY_DAYS,
      });
  });
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

/**
 * What a VAT line holds: food (9 %), alcoholic drinks sold with food (21 %), the delivery,
 * express and service fees of food orders (9 %: a fee follows the main supply), merchandise
 * and its shipping (21 %).
 */
export const TaxCategory = z.enum(['food', 'drinks', 'fees', 'merchandise', 'shipping']);
export type TaxCategory = z.infer<typeof TaxCategory>;

export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  food: 'Food',
  drinks: 'Drinks with alcohol',
  fees: 'Delivery, express and service fees',
  merchandise: 'Merchandise',
  shipping: 'Merchandise shipping',
};

/** What one invoice holds at one rate in one category (a credit note's amounts are negative). */
export interface TaxCategoryAmounts {
  rate: number;
  category: TaxCategory;
  grossCents: number;
  vatCents: number;
}

/** Gross, VAT and net in integer cents: net + VAT = gross. */
export const TaxAmounts = z.object({
  grossCents: z.number().int(),
  vatCents: z.number().int(),
  netCents: z.number().int(),
});
export type TaxAmounts = z.infer<typeof TaxAmounts>;

export const TaxReportLine = TaxAmounts.extend({
  category: TaxCategory,
  /** VAT rate in whole percent (9, 21). */
  ratePercent: z.number(),
  /** Sales paid in the period, before refunds. */
  salesGrossCents: z.number().int(),
  /** Refunds made in the period (a positive amount, subtracted). */
  refundsGrossCents: z.number().int(),
});
export type TaxReportLine = z.infer<typeof TaxReportLine>;

export const TaxReportRate = TaxAmounts.extend({
  ratePercent: z.number(),
  lines: z.array(TaxReportLine),
});
export type TaxReportRate = z.infer<typeof TaxReportRate>;

export const TaxReport = z
  .object({
    from: z.string(),
    to: z.string(),
    rates: z.array(TaxReportRate),
    totals: TaxAmounts,
    /**
     * Invoices issued in the period (one per order paid) and their total, food and
     * merchandise together.
     */
    paidOrders: z.number().int(),
    paidTotalCents: z.number().int(),
    /** Credit notes issued in the period (one per refund completed) and their total. */
    refunds: z.number().int(),
    refundedTotalCents: z.number().int(),
  })
  .meta({ id: 'TaxReport' });
export type TaxReport = z.infer<typeof TaxReport>;
