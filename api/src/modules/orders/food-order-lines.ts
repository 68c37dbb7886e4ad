import {
  comboDrinkSurchargeCents,
  type ComboConfig,
  type FoodOrderItemInput,
  type PriceableLine,
  type VatKeyPart,
  apiMessage,
} from '@shop/contracts';
import { badRequest } from '../../shared/errors/app-error';
import type { OrderableItem } from '../menu';

/** A menu item as pricing needs it: the menu module's read of it (money in cents). */
export type CatalogItem = OrderableItem;

export type ComboKind = 'sandwich' | 'drink' | 'sauce';

export interface ComboChoice {
  id: number;
  kind: ComboKind;
  name: string;
  /** What the choice sells for on its own, and at which rate: its weight in the VAT key. */
  standaloneCents: number | null;
  taxRate: number | null;
}

/** One priced line, ready to store: the unit price includes a combo's drink surcharge. */
export interface PricedLine extends PriceableLine {
  menuItemId: number;
  name: string;
  options: { id: number; name: string; value: string; priceAddCents: number }[];
  /** JSON text of the combo choices by their catalog names; null for other items. */
  comboSelections: string | null;
  taxRateText: string;
}

const ALLOWED_IDS: Record<ComboKind, keyof ComboConfig> = {
  sandwich: 'sandwichIds',
  drink: 'drinkIds',
  sauce: 'sauceIds',
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function comboChoice(
  item: CatalogItem,
  choices: readonly ComboChoice[],
  kind: ComboKind,
  name: string,
): ComboChoice {
  const allowed = item.comboOptions?.[ALLOWED_IDS[kind]];
  const found = choices.find(
    (c) => c.kind === kind && sameName(c.name, name) && (!allowed || allowed.includes(c.id)),
  );
  if (!found) {
    throw badRequest(
      apiMessage('combo_choice_unavailable', { kind, choice: name.trim(), item: item.name }),
    );
  }
  return found;
}

/**
 * Prices every line from the catalog as it is now; nothing the browser says about prices is
 * used. Refuses unknown and unavailable items, options of another item, combo choices that are
 * not on offer, and (for bar orders) items that are not on the bar menu.
 */
export function priceLines(
  input: readonly FoodOrderItemInput[],
  catalog: ReadonlyMap<number, CatalogItem>,
  choices: readonly ComboChoice[],
  orderType: 'normal' | 'bar',
): PricedLine[] {
  return input.map((line) => {
    const item = catalog.get(line.menuItemId);
    if (!item || !item.available) throw badRequest('items_unavailable');
    if (orderType === 'bar' && !item.barMenu) {
      throw badRequest(apiMessage('not_on_bar_menu', { item: item.name }));
    }

    const optionIds = [...new Set((line.options ?? []).map((o) => o.optionId))];
    const options = optionIds.map((optionId) => {
      const option = item.options.find((o) => o.id === optionId);
      if (!option) {
        throw badRequest(apiMessage('option_unavailable', { item: item.name }));
      }
      return option;
    });

    let unitPriceCents = item.priceCents;
    let comboSelections: string | null = null;
    let vatKey: VatKeyPart[] | null = null;
    if (item.isComboMeal) {
      const chosen = line.comboSelections;
      if (!chosen) throw badRequest('combo_incomplete');
      const sandwich = comboChoice(item, choices, 'sandwich', chosen.sandwich);
      const drink = comboChoice(item, choices, 'drink', chosen.drink);
      const sauce = comboChoice(item, choices, 'sauce', chosen.sauce);
      unitPriceCents += comboDrinkSurchargeCents(drink.name, item.drinkPriceModifiers);
      comboSelections = JSON.stringify({
        sandwich: sandwich.name,
        drink: drink.name,
        sauce: sauce.name,
      });
      vatKey = [sandwich, drink, sauce].map((part) => ({
        rate: part.taxRate ?? Number(item.taxRate),
        standaloneCents: part.standaloneCents ?? 0,
      }));
    }

    return {
      menuItemId: item.id,
      name: item.name,
      quantity: line.quantity,
      unitPriceCents,
      optionsCents: options.reduce((sum, o) => sum + o.priceAddCents, 0),
      options,
      comboSelections,
      taxRate: Number(item.taxRate),
      taxRateText: item.taxRate,
      vatKey,
    };
  });
}
