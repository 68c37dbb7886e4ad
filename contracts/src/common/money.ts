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

/**
 * German number format as the cart shows it: '€ 12,50', '€ 1.234,50', '€ -3,00'; an undefined
 * amount shows '€ 0,00'. Written out rather than through `Intl.NumberFormat('de-DE')`: building
 * that formatter loads the locale's data, which cost a phone about 25 ms of the one long task
 * in which the web app's modules first run (docs/performance.md).
 */
export function formatEuros(euros: number | undefined | null): string {
  const cents = typeof euros === 'number' && Number.isFinite(euros) ? toCents(euros) : 0;
  const sign = cents < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `€ ${sign}${whole},${fraction}`;
}

/** The VAT contained in a VAT-inclusive amount, in cents (rate as a fraction, e.g. 0.09). */
export function includedVatCents(grossCents: number, rate: number): number {
  return Math.round(grossCents - grossCents / (1 + rate));
}

export const VAT_RATE_FOOD = 0.09;
export const VAT_RATE_MERCHANDISE = 0.21;
