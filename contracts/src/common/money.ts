/**
 * Money is integer cents inside the system and euros with two decimals at the edge
 * (euros.schema.ts). These helpers are the only place where one becomes the other.
 */

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function toEuros(cents: number): number {
  return Math.round(cents) / 100;
}

const euroFormat = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** German number format as the cart shows it: '€ 12,50'; an undefined amount shows '€ 0,00'. */
export function formatEuros(euros: number | undefined | null): string {
  const value = typeof euros === 'number' && Number.isFinite(euros) ? euros : 0;
  return `€ ${euroFormat.format(value)}`;
}

/** The VAT contained in a VAT-inclusive amount, in cents (rate as a fraction, e.g. 0.09). */
export function includedVatCents(grossCents: number, rate: number): number {
  return Math.round(grossCents - grossCents / (1 + rate));
}

export const VAT_RATE_FOOD = 0.09;
export const VAT_RATE_MERCHANDISE = 0.21;
