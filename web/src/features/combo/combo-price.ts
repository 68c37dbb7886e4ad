import { numericPrice, toCents, type ComboConfig, type MenuItem } from '@shop/contracts';
import { drinkSurchargeCents } from '@/features/cart';
import { formatSurcharge } from '@/lib/money';

/** How a drink's surcharge reads in the customiser: '+€1,00', or null when it is included. */
export function drinkPriceLabel(item: Pick<MenuItem, 'drinkPriceModifiers'>, drinkName: string) {
  const cents = drinkSurchargeCents(item, drinkName);
  return cents > 0 ? formatSurcharge(cents) : null;
}

/** The combo's price with the chosen drink, in cents. */
export function comboTotalCents(
  item: Pick<MenuItem, 'price' | 'drinkPriceModifiers'>,
  drinkName: string | null,
): number {
  const base = toCents(numericPrice(item.price));
  return drinkName ? base + drinkSurchargeCents(item, drinkName) : base;
}

/** Keeps only the choices the combo allows; a missing list allows every choice. */
export function allowedChoices<T extends { id: number }>(
  choices: readonly T[],
  allowedIds: ComboConfig[keyof ComboConfig] | undefined,
): T[] {
  return allowedIds ? choices.filter((c) => allowedIds.includes(c.id)) : [...choices];
}
