import { includedVatCents, VAT_RATE_FOOD } from '../common/money';
// Types only: the schemas' zod stays out of the bundles that run these rules (the cart's).
import type { VatAmounts, VatShare } from './vat.schema';

/**
 * Dutch VAT on prices that include it, in integer cents
 * (docs/decisions/0013-vat-rates-and-rounding.md).
 *
 * A line sold at one rate is simple. A combo is one price for goods at two rates (a panino at
 * 9 %, a beer at 21 %): its price is split between its parts' rates in proportion to what the
 * parts sell for on their own (the VAT key). The fees of a food order (delivery, express,
 * service) follow the goods they deliver: they are split over the goods' rates in proportion
 * to the goods' price at each rate. Every split is exact to the cent: the shares add up to the
 * amount split. Pure functions without zod: the cart runs them in the first load.
 */

/** One weight of a VAT key: what a part sells for on its own, and its rate. */
export interface VatKeyPart {
  rate: number;
  standaloneCents: number;
}

/** Shares with the same rate added up, rates ascending, empty shares left out. */
export function mergeShares(shares: readonly VatShare[]): VatShare[] {
  const byRate = new Map<number, number>();
  for (const share of shares)
    byRate.set(share.rate, (byRate.get(share.rate) ?? 0) + share.grossCents);
  return [...byRate]
    .filter(([, grossCents]) => grossCents !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, grossCents]) => ({ rate, grossCents }));
}

/**
 * Splits an amount in proportion to the weights, to the cent (largest remainder): each weight
 * first gets its exact share rounded down, then the cents left over go one at a time to the
 * shares that lost most in that rounding (on a tie, the later weight). Weights of 0 or less get
 * nothing; null when no weight is positive. A negative amount is split as its positive, with
 * the sign.
 */
export function apportion(amountCents: number, weights: readonly number[]): number[] | null {
  const total = weights.reduce((sum, w) => sum + Math.max(w, 0), 0);
  if (total <= 0) return null;
  const sign = amountCents < 0 ? -1 : 1;
  const amount = Math.abs(amountCents);
  const shares = weights.map((w, index) => {
    const exact = (amount * Math.max(w, 0)) / total;
    return { index, cents: Math.floor(exact), lost: exact - Math.floor(exact) };
  });
  let left = amount - shares.reduce((sum, s) => sum + s.cents, 0);
  for (const share of [...shares].sort((a, b) => b.lost - a.lost || b.index - a.index)) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares.map((s) => (s.cents === 0 ? 0 : sign * s.cents));
}

/**
 * Splits an amount over rates in proportion to the weights (apportion; on a tie the higher
 * rate gets the cent). Weights of the same rate count together. Returns [] when no weight is
 * positive: the caller decides where the amount goes then.
 */
export function splitByWeights(
  amountCents: number,
  weights: readonly { rate: number; weight: number }[],
): VatShare[] {
  const byRate = mergeShares(weights.map((w) => ({ rate: w.rate, grossCents: w.weight })));
  const cents = apportion(
    amountCents,
    byRate.map((w) => w.grossCents),
  );
  if (!cents) return [];
  return mergeShares(byRate.map((w, i) => ({ rate: w.rate, grossCents: cents[i]! })));
}

/**
 * A combo's price split by its VAT key. Parts without a price of their own weigh nothing; when
 * no part has one, the whole price is at the combo's own rate.
 */
export function splitByKey(
  grossCents: number,
  key: readonly VatKeyPart[],
  ownRate: number,
): VatShare[] {
  const shares = splitByWeights(
    grossCents,
    key.map((part) => ({ rate: part.rate, weight: part.standaloneCents })),
  );
  return shares.length > 0 ? shares : mergeShares([{ rate: ownRate, grossCents }]);
}

/** The VAT an amount at one rate includes, with its net. */
export function vatAmounts(share: VatShare): VatAmounts {
  const vat = includedVatCents(Math.abs(share.grossCents), share.rate);
  const vatCents = share.grossCents < 0 ? -vat : vat;
  return {
    rate: share.rate,
    grossCents: share.grossCents,
    vatCents,
    netCents: share.grossCents - vatCents,
  };
}

/**
 * An order's VAT per rate: its goods' shares, plus its fees split over the goods' rates in
 * proportion to the goods' price at each rate (all at the food rate when there are no goods).
 * VAT is worked out once per rate on the order's total at that rate, as on its invoice.
 */
export function orderVat(goods: readonly VatShare[], feesCents: number): VatAmounts[] {
  const merged = mergeShares(goods);
  const fees = splitByWeights(
    feesCents,
    merged.map((s) => ({ rate: s.rate, weight: s.grossCents })),
  );
  const feeShares = fees.length > 0 ? fees : [{ rate: VAT_RATE_FOOD, grossCents: feesCents }];
  return mergeShares([...merged, ...feeShares]).map(vatAmounts);
}

/** Adds up VAT per rate (an order's from its invoice and credit notes, a day's from its invoices). */
export function sumVat(lists: readonly (readonly VatAmounts[])[]): VatAmounts[] {
  const byRate = new Map<number, VatAmounts>();
  for (const line of lists.flat()) {
    const sum = byRate.get(line.rate) ?? {
      rate: line.rate,
      grossCents: 0,
      vatCents: 0,
      netCents: 0,
    };
    sum.grossCents += line.grossCents;
    sum.vatCents += line.vatCents;
    sum.netCents += line.netCents;
    byRate.set(line.rate, sum);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** '9 %' or '21 %' for a rate of 0.09 or 0.21. */
export const vatPercent = (rate: number): number => Math.round(rate * 1000) / 10;
