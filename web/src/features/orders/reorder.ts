import {
  parseComboSelectionsText,
  type ComboSelections,
  type ComboDrink,
  type ComboSandwich,
  type ComboSauce,
  type MenuItem,
  type Order,
  type OrderItem,
} from '@shop/contracts';
import { cartStore, type NewCartItem } from '@/features/cart';
import { comboCartLine, allowedChoices } from '@/features/combo';
import { menuCartLine } from '@/features/menu';
import { formatList } from '@/i18n/format';
import { m } from '@/i18n/paraglide/messages';

/** What a reorder is priced and checked against: the menu and combo choices as they are now. */
export interface ReorderCatalog {
  menu: readonly MenuItem[];
  combo: {
    sandwiches: readonly ComboSandwich[];
    drinks: readonly ComboDrink[];
    sauces: readonly ComboSauce[];
  };
}

export interface ReorderPlan {
  lines: { item: NewCartItem; quantity: number }[];
  /** The names of the order's items that can no longer be ordered as they were. */
  unavailable: string[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The combo's three choices under their current menu names, or null if one is off the menu. */
function comboChoicesNow(
  menuItem: MenuItem,
  stored: ComboSelections,
  combo: ReorderCatalog['combo'],
): ComboSelections | null {
  const config = menuItem.comboOptions;
  const find = (choices: readonly { id: number; name: string }[], name: string) =>
    choices.find((choice) => sameName(choice.name, name))?.name;
  const sandwich = find(allowedChoices(combo.sandwiches, config?.sandwichIds), stored.sandwich);
  const drink = find(allowedChoices(combo.drinks, config?.drinkIds), stored.drink);
  const sauce = find(allowedChoices(combo.sauces, config?.sauceIds), stored.sauce);
  return sandwich && drink && sauce ? { sandwich, drink, sauce } : null;
}

/** The order line as a cart line priced by today's menu, or null when it cannot be had. */
function cartLineNow(line: OrderItem, catalog: ReorderCatalog): NewCartItem | null {
  const menuItem = catalog.menu.find((item) => item.id === line.menuItemId);
  if (!menuItem) return null;
  if (menuItem.isComboMeal) {
    const stored = parseComboSelectionsText(line.comboSelections);
    const chosen = stored && comboChoicesNow(menuItem, stored, catalog.combo);
    return chosen ? comboCartLine(menuItem, chosen, catalog.combo) : null;
  }
  const options = line.options.map((chosen) => menuItem.options.find((o) => o.id === chosen.id));
  if (options.some((option) => option === undefined)) return null;
  return menuCartLine(
    menuItem,
    options.filter((option) => option !== undefined),
  );
}

/**
 * Which of the order's lines go back into the cart, priced by the menu as it is now. A line whose
 * item is off the menu (or unavailable), whose extra is no longer offered or whose combo choice
 * is no longer on offer is left out and named: the customer would otherwise find out only at
 * checkout, which refuses it.
 */
export function planReorder(order: Pick<Order, 'items'>, catalog: ReorderCatalog): ReorderPlan {
  const plan: ReorderPlan = { lines: [], unavailable: [] };
  for (const line of order.items) {
    const item = cartLineNow(line, catalog);
    if (item) plan.lines.push({ item, quantity: line.quantity });
    else if (!plan.unavailable.includes(line.name)) plan.unavailable.push(line.name);
  }
  return plan;
}

/** Adds the lines one item at a time, so the cart's merging rules apply as for any other add. */
export function addReorderToCart(plan: ReorderPlan): void {
  for (const { item, quantity } of plan.lines) {
    for (let i = 0; i < quantity; i += 1) cartStore.add(item);
  }
}

/** 'Penne Arrabbiata is' / 'Penne Arrabbiata and Tiramisù are' no longer available. */
export function unavailableText(names: readonly string[]): string {
  return m.orders_order_unavailable({ count: names.length, list: formatList([...names]) });
}
