import {
  TAX_CATEGORY_LABELS,
  type TaxCategory,
  type TaxReport,
  type TaxReportLine,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { amountsIssued } from '../invoicing';
import { shopDayRange } from '../../shared/time/shop-days';
import { euros, toCsv } from './csv';

interface Bucket {
  rate: number;
  category: TaxCategory;
  salesGross: number;
  salesVat: number;
  refundsGross: number;
  refundsVat: number;
}

const CATEGORY_ORDER: TaxCategory[] = ['food', 'drinks', 'fees', 'merchandise', 'shipping'];
const percent = (rate: number) => Math.round(rate * 1000) / 10;

/**
 * The VAT report of a range of Amsterdam days: the sum of the invoices issued in it (a sale
 * counts on the day it was paid, when its invoice was issued) less the credit notes issued in it
 * (a refund counts on the day the provider completed it). It adds up the documents' own
 * amounts per rate and category, so each rate's total is exactly what those invoices and
 * credit notes say, to the cent.
 */
export async function taxReport(db: Db, from: string, to: string): Promise<TaxReport> {
  const { start, end } = shopDayRange(from, to);
  const documents = await amountsIssued(db, start, end);
  const buckets = new Map<string, Bucket>();
  for (const doc of documents) {
    for (const part of doc.categories) {
      const key = `${part.rate}|${part.category}`;
      const b = buckets.get(key) ?? {
        rate: part.rate,
        category: part.category,
        salesGross: 0,
        salesVat: 0,
        refundsGross: 0,
        refundsVat: 0,
      };
      if (doc.kind === 'invoice') {
        b.salesGross += part.grossCents;
        b.salesVat += part.vatCents;
      } else {
        // A credit note's amounts are negative; the report shows refunds as positive amounts.
        b.refundsGross -= part.grossCents;
        b.refundsVat -= part.vatCents;
      }
      buckets.set(key, b);
    }
  }

  const lines: TaxReportLine[] = [...buckets.values()]
    .sort(
      (a, b) =>
        a.rate - b.rate || CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
    )
    .map((b) => {
      const grossCents = b.salesGross - b.refundsGross;
      const vatCents = b.salesVat - b.refundsVat;
      return {
        category: b.category,
        ratePercent: percent(b.rate),
        salesGrossCents: b.salesGross,
        refundsGrossCents: b.refundsGross,
        grossCents,
        vatCents,
        netCents: grossCents - vatCents,
      };
    });
  const rates = [...new Set(lines.map((l) => l.ratePercent))].map((ratePercent) => {
    const own = lines.filter((l) => l.ratePercent === ratePercent);
    return { ratePercent, lines: own, ...totalOf(own) };
  });
  const invoices = documents.filter((d) => d.kind === 'invoice');
  const creditNotes = documents.filter((d) => d.kind === 'credit_note');

  return {
    from,
    to,
    rates,
    totals: totalOf(lines),
    paidOrders: invoices.length,
    paidTotalCents: invoices.reduce((s, d) => s + d.totalCents, 0),
    refunds: creditNotes.length,
    refundedTotalCents: -creditNotes.reduce((s, d) => s + d.totalCents, 0),
  };
}

function totalOf(lines: { grossCents: number; vatCents: number; netCents: number }[]) {
  return {
    grossCents: lines.reduce((s, l) => s + l.grossCents, 0),
    vatCents: lines.reduce((s, l) => s + l.vatCents, 0),
    netCents: lines.reduce((s, l) => s + l.netCents, 0),
  };
}

/** The report as CSV: one row per rate and category, then a total per rate and overall. */
export function taxReportCsv(report: TaxReport): string {
  const rows: (string | number)[][] = [];
  for (const rate of report.rates) {
    for (const l of rate.lines) {
      rows.push([
        `${l.ratePercent}%`,
        TAX_CATEGORY_LABELS[l.category],
        euros(l.salesGrossCents),
        euros(l.refundsGrossCents),
        euros(l.grossCents),
        euros(l.vatCents),
        euros(l.netCents),
      ]);
    }
    rows.push([
      `${rate.ratePercent}%`,
      'Total',
      '',
      '',
      euros(rate.grossCents),
      euros(rate.vatCents),
      euros(rate.netCents),
    ]);
  }
  rows.push([
    'All rates',
    'Total',
    '',
    '',
    euros(report.totals.grossCents),
    euros(report.totals.vatCents),
    euros(report.totals.netCents),
  ]);
  return toCsv(
    [
      'VAT rate',
      'Category',
      'Sales (EUR)',
      'Refunds (EUR)',
      'Gross (EUR)',
      'VAT (EUR)',
      'Net (EUR)',
    ],
    rows,
  );
}
