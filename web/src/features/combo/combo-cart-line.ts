import {
  toCents,
  toEuros,
  type ComboDrink,
  type ComboSandwich,
  type ComboSauce,
  type ComboSelections,
  type MenuItem,
  type VatKeyPart,
} from '@shop/contracts';
import type { NewCartItem } from '@/features/cart';
import { comboTotalCents } from './combo-price';

/** The lists a combo is built from, as the combo endpoints answer them. */
export interface ComboChoiceLists {
  sandwiches: readonly ComboSandwich[];
  drinks: readonly ComboDrink[];
  sauces: readonly ComboSauce[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The combo's VAT key, as the server builds it: each chosen part weighs what it sells for on
 * its own, at its own rate (a part not sold alone weighs nothing, at the combo's rate).
 */
function vatKey(item: MenuItem, chosen: ComboSelections, lists: ComboChoiceLists): VatKeyPart[] {
  const parts = [
    lists.sandwiches.find((c) => sameName(c.name, chosen.sandwich)),
    lists.drinks.find((c) => sameName(c.name, chosen.drink)),
    lists.sauces.find((c) => sameName(c.name, chosen.sauce)),
  ];
  return parts.map((part) => ({
    rate: part?.taxRate ?? item.taxRate,
    standaloneCents: part?.standalonePrice != null ? toCents(part.standalonePrice) : 0,
  }));
}

/**
 * A combo meal with its three choices as a cart line: the price includes the drink's surcharge,
 * and the VAT key lets the cart show a beer's share at 21 %.
 */
export function comboCartLine(
  item: MenuItem,
  chosen: ComboSelections,
  lists: ComboChoiceLists,
): NewCartItem {
  return {
    id: item.id,
    name: item.name,
    price: toEuros(comboTotalCents(item, chosen.drink)),
    image: item.image,
    categoryId: item.categoryId,
    taxRate: item.taxRate,
    isComboMeal: true,
    comboSelections: JSON.stringify(chosen),
    drinkPriceModifiers: item.drinkPriceModifiers,
    vatKey: vatKey(item, chosen, lists),
  };
}
