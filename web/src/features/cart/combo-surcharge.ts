import { comboDrinkSurchargeCents, toCents, type MenuItem } from '@shop/contracts';

/** The item's surcharges in cents, or null to use the shop's default (Beer and Red Bull +1.00). */
function modifiersCents(item: Pick<MenuItem, 'drinkPriceModifiers'>) {
  const modifiers = item.drinkPriceModifiers;
  if (!modifiers) return null;
  return Object.fromEntries(
    Object.entries(modifiers).map(([name, euros]) => [name, toCents(euros)]),
  );
}

/** A combo drink's surcharge in cents: the cart shows it on the line, the customiser beside the drink. */
export function drinkSurchargeCents(
  item: Pick<MenuItem, 'drinkPriceModifiers'>,
  drinkName: string,
): number {
  return comboDrinkSurchargeCents(drinkName, modifiersCents(item));
}
