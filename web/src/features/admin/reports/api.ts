import { queryOptions } from '@tanstack/react-query';
import type { BarCommissionReport, TaxReport } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** A report's URL for its span, or null (nothing asked) while one end is not chosen. */
const reportUrl = (path: string, from: string | null, to: string | null) =>
  from && to ? `${path}?from=${from}&to=${to}` : null;

/** VAT per rate for a span of days (YYYY-MM-DD); its CSV is the same URL (report-dates.ts). */
export const taxReportUrl = (from: string | null, to: string | null) =>
  reportUrl('/api/admin/tax-reports', from, to);

/** The bars' commissions for a span of months (YYYY-MM). */
export const barCommissionsUrl = (from: string | null, to: string | null) =>
  reportUrl('/api/admin/bar-commissions', from, to);

/** A report for its span's URL; nothing is asked while the URL is null. */
const reportQuery = <Report>(url: string | null) =>
  queryOptions({
    queryKey: [url],
    queryFn: () => api.get<Report>(url!),
    enabled: url !== null,
  });

export const taxReportQuery = (url: string | null) => reportQuery<TaxReport>(url);

export const barCommissionsQuery = (url: string | null) => reportQuery<BarCommissionReport>(url);
