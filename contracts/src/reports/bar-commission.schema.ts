import { z } from 'zod';
import { ReportFormat } from './tax-report.schema';
import { vm } from '../errors/validation-messages';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const ShopMonth = z.string({ error: vm('month_format') }).regex(MONTH, vm('month_format'));

/** The longest span of months one commission report covers. */
export const MAX_COMMISSION_MONTHS = 24;

export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

// Written when the schema is built, so the text leads back to its code before any refusal.
const TOO_MANY_MONTHS = vm('report_too_many_months', { max: MAX_COMMISSION_MONTHS });

/** Amsterdam months, both ends included. */
export const MonthRangeQuery = z
  .object({ from: ShopMonth, to: ShopMonth, format: ReportFormat.optional() })
  .superRefine((q, ctx) => {
    const months = monthsBetween(q.from, q.to);
    if (months < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: vm('end_month_before_start'),
      });
    else if (months > MAX_COMMISSION_MONTHS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: TOO_MANY_MONTHS,
      });
  });
export type MonthRangeQuery = z.infer<typeof MonthRangeQuery>;

/** One bar in one month. Turnover is what its guests paid for food and drinks, VAT included. */
export const BarCommissionRow = z.object({
  month: z.string(),
  barId: z.number().int(),
  barName: z.string(),
  /** The bar's commission in basis points (1250 = 12.5 %). */
  commissionBps: z.number().int(),
  orders: z.number().int(),
  refundedOrders: z.number().int(),
  turnoverCents: z.number().int(),
  commissionCents: z.number().int(),
});
export type BarCommissionRow = z.infer<typeof BarCommissionRow>;

export const BarCommissionReport = z
  .object({
    from: z.string(),
    to: z.string(),
    rows: z.array(BarCommissionRow),
    totals: z.object({
      orders: z.number().int(),
      turnoverCents: z.number().int(),
      commissionCents: z.number().int(),
    }),
  })
  .meta({ id: 'BarCommissionReport' });
export type BarCommissionReport = z.infer<typeof BarCommissionReport>;

/**
 * A bar's commission on a month's turnover, rounded half up to the cent once per bar and
 * month (never per order, so many small orders do not drift).
 */
export function commissionCents(turnoverCents: number, bps: number): number {
  const exact = turnoverCents * bps;
  const sign = exact < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(exact) + 5000) / 10000);
}
