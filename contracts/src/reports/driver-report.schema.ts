import { z } from 'zod';
import { DeliveredJob } from '../drivers/driver-jobs.schema';
import { DateRangeQuery } from './tax-report.schema';

export const DRIVER_ON_JOB =
  'This driver is on a job. Reassign it or wait until it is delivered, then deactivate.';

/** GET /api/admin/drivers/:id/report: a range of Amsterdam days, one row per day or month. */
export const DriverReportQuery = DateRangeQuery.safeExtend({
  groupBy: z.enum(['day', 'month']).default('day'),
});
export type DriverReportQuery = z.infer<typeof DriverReportQuery>;

export const DriverReportRow = z.object({
  /** YYYY-MM-DD or YYYY-MM, in Amsterdam. */
  period: z.string(),
  deliveries: z.number().int(),
  distanceMeters: z.number().int(),
  /** Minutes on shift (online) within the period. */
  shiftMinutes: z.number().int(),
  baseCents: z.number().int(),
  feeShareCents: z.number().int(),
  tipCents: z.number().int(),
  earningsCents: z.number().int(),
});
export type DriverReportRow = z.infer<typeof DriverReportRow>;

export const DriverReport = z
  .object({
    driverId: z.number().int(),
    fullName: z.string(),
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(['day', 'month']),
    rows: z.array(DriverReportRow),
    totals: DriverReportRow.omit({ period: true }),
    deliveries: z.array(DeliveredJob),
  })
  .meta({ id: 'DriverReport' });
export type DriverReport = z.infer<typeof DriverReport>;
