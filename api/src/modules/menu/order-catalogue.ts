import { asc, eq, inArray } from 'drizzle-orm';
import type { ComboConfig } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { comboChoices, menuItemOptions, menuItems } from './menu.tables';

/**
 * What the orders module prices a new order from: the menu's items and combo choices as stored
 * now, read inside the order's own connection or transaction.
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

/** The menu items with these ids and their options, as stored now (available or not). */
export async function catalogItems(
  db: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, OrderableItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(menuItems)
    .where(inArray(menuItems.id, [...ids]));
  const options = await db
    .select()
    .from(menuItemOptions)
    .where(inArray(menuItemOptions.menuItemId, [...ids]))
    .orderBy(asc(menuItemOptions.sortOrder), asc(menuItemOptions.id));
  return new Map(
    rows.map((row) => [
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
        options: options
          .filter((o) => o.menuItemId === row.id)
          .map((o) => ({ id: o.id, name: o.name, value: o.value, priceAddCents: o.priceAddCents })),
      },
    ]),
  );
}

/** The combo choices that can be picked now, with the price and rate of their own menu item. */
export async function availableComboChoices(db: Db | Tx): Promise<ComboChoicePrice[]> {
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
