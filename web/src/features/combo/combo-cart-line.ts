import { toEuros, type ComboSelections, type MenuItem } from '@shop/contracts';
import type { NewCartItem } from '@/features/cart/cart-store';
import { comboTotalCents } from './combo-price';

/** A combo meal with its three choices as a cart line: the price includes the drink's surcharge. */
export function comboCartLine(item: MenuItem, chosen: ComboSelections): NewCartItem {
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
  };
}
