import { formatEuros, toEuros } from '@shop/contracts';

/** An amount in cents in the German format the shop shows: '€ 12,50'. */
export const formatCents = (cents: number | undefined): string =>
  formatEuros(cents === undefined ? undefined : toEuros(cents));

/** A surcharge as the combo customiser reads it: '+€1,00'. */
export const formatSurcharge = (cents: number): string => `+${formatCents(cents).replace(' ', '')}`;

/** A VAT rate as a percentage: 0.09 → '9 %'. */
export const formatRate = (rate: number): string => `${Math.round(rate * 1000) / 10} %`;
