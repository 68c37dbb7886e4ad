import type { TaxCategory, TaxCategoryAmounts } from '../reports/tax-report.schema';
import { apportion } from '../orders/vat';
import type { VatAmounts } from '../orders/vat.schema';

/** What an order sold at one rate in one category, before VAT is worked out. */
export interface CategoryShare {
  rate: number;
  category: TaxCategory;
  grossCents: number;
}

/**
 * A document's VAT per rate broken down by category: each rate's gross and VAT are split over
 * that rate's categories in proportion to the categories' gross (to the cent), so the
 * categories of a rate add up to exactly what the document says at that rate.
 */
export function categoryAmounts(
  vat: readonly VatAmounts[],
  shares: readonly CategoryShare[],
): TaxCategoryAmounts[] {
  return vat.flatMap((line) => {
    const own = shares.filter((s) => s.rate === line.rate && s.grossCents !== 0);
    // A rate no category names (not expected) is reported as food rather than lost.
    const categories = own.length > 0 ? own : [{ category: 'food' as const, grossCents: 1 }];
    const weights = categories.map((c) => Math.abs(c.grossCents));
    const gross = apportion(line.grossCents, weights)!;
    const vatCents = apportion(line.vatCents, weights)!;
    return categories.map((c, i) => ({
      rate: line.rate,
      category: c.category,
      grossCents: gross[i]!,
      vatCents: vatCents[i]!,
    }));
  });
}
