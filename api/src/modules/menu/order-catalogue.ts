import { asc, eq } from 'drizzle-orm';
import type { ComboConfig } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { comboChoices, menuItemOptions, menuItems } from './menu.tables';

/**
 * What the orders module prices a new order from: the menu's items and combo choices, as the
 * catalogue's cache holds them (the same freshness as the menu the customer ordered from).
 */

/** A menu item and its options as an order prices it. */
export interface OrderableItem {
  id: number;
  name: string;
  priceCents: number;
  available: boolean;
  barMenu: boolean;
  /** Exact numeric text, e.g. '0.090'. */
  taxRate: string;
  isComboMeal: boolean;
  comboOptions: ComboConfig | null;
  drinkPriceModifiers: Record<string, number> | null;
  options: { id: number; name: string; value: string; priceAddCents: number }[];
}

/** A combo choice on sale, with the price and rate of its own menu item. */
export interface ComboChoicePrice {
  id: number;
  kind: 'sandwich' | 'drink' | 'sauce';
  name: string;
  standaloneCents: number | null;
  taxRate: number | null;
}

/** Everything an order is priced from: every menu item with its options, and the combo choices. */
export interface OrderCatalogue {
  /** Every menu item by id, available or not (an order naming one off sale is refused). */
  items: ReadonlyMap<number, OrderableItem>;
  /** The combo choices that can be picked, with the price and rate of their own menu item. */
  comboChoices: readonly ComboChoicePrice[];
}

/** The menu items and combo choices as stored now, one read after the other (`db` may be a tx). */
export async function readOrderCatalogue(db: Db | Tx): Promise<OrderCatalogue> {
  const rows = await db.select().from(menuItems);
  const options = await db
    .select()
    .from(menuItemOptions)
    .orderBy(asc(menuItemOptions.sortOrder), asc(menuItemOptions.id));
  const choices = await availableComboChoices(db);
  const optionsOf = new Map<number, OrderableItem['options']>();
  for (const o of options) {
    const list = optionsOf.get(o.menuItemId) ?? [];
    list.push({ id: o.id, name: o.name, value: o.value, priceAddCents: o.priceAddCents });
    optionsOf.set(o.menuItemId, list);
  }
  const items = new Map(
    rows.map((row): [number, OrderableItem] => [
      row.id,
      {
        id: row.id,
        name: row.name,
        priceCents: row.priceCents,
        available: row.available,
        barMenu: row.barMenu,
        taxRate: row.taxRate,
        isComboMeal: row.isComboMeal,
        comboOptions: row.comboOptions,
        drinkPriceModifiers: row.drinkPriceModifiers,
        options: optionsOf.get(row.id) ?? [],
      },
    ]),
  );
  return { items, comboChoices: choices };
}

/**
 * The order catalogue from the catalogue's cache (decision 0058): read once, dropped by any
 * change to the menu on this replica at once and on the others when its event arrives. Combo
 * choices take their prices from menu items, so either change drops it.
 */
export function cachedOrderCatalogue(catalog: CatalogCache, db: Db): () => Promise<OrderCatalogue> {
  return catalog.reader(['menu', 'combo'], () => readOrderCatalogue(db));
}

/** The combo choices that can be picked now, with the price and rate of their own menu item. */
async function availableComboChoices(db: Db | Tx): Promise<ComboChoicePrice[]> {
  const rows = await db
    .select({
      id: comboChoices.id,
      kind: comboChoices.kind,
      name: comboChoices.name,
      standaloneCents: menuItems.priceCents,
      taxRate: menuItems.taxRate,
    })
    .from(comboChoices)
    .leftJoin(menuItems, eq(menuItems.id, comboChoices.menuItemId))
    .where(eq(comboChoices.available, true));
  return rows.map((row) => ({
    ...row,
    taxRate: row.taxRate === null ? null : Number(row.taxRate),
  }));
}
