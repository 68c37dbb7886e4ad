import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  toEuros,
  type Category,
  type ComboDrink,
  type ComboSandwich,
  type MenuItem,
  type MenuItemOption,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { categories, comboChoices, menuItemOptions, menuItems } from './menu.tables';

type MenuItemRow = typeof menuItems.$inferSelect;
type OptionRow = typeof menuItemOptions.$inferSelect;

function toOption(row: OptionRow): MenuItemOption {
  return { id: row.id, name: row.name, value: row.value, priceAdd: toEuros(row.priceAddCents) };
}

/** A row as the api shows it: euros, the tax rate as a number, tags as the JSON text of a list. */
export function toMenuItem(row: MenuItemRow, options: readonly OptionRow[]): MenuItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toEuros(row.priceCents),
    image: row.image,
    categoryId: row.categoryId,
    available: row.available,
    featured: row.featured,
    nutritionInfo: row.nutritionInfo,
    tebiId: row.tebiId,
    preparationTime: row.preparationTime,
    quantityPerOrder: row.quantityPerOrder,
    isVegetarian: row.isVegetarian,
    isVegan: row.isVegan,
    isGlutenFree: row.isGlutenFree,
    hideImage: row.hideImage,
    tags: JSON.stringify(Array.isArray(row.tags) ? row.tags : []),
    taxRate: Number(row.taxRate),
    barMenu: row.barMenu,
    isComboMeal: row.isComboMeal,
    comboOptions: row.comboOptions ?? null,
    drinkPriceModifiers: row.drinkPriceModifiers
      ? Object.fromEntries(
          Object.entries(row.drinkPriceModifiers).map(([drink, cents]) => [drink, toEuros(cents)]),
        )
      : null,
    options: options.map(toOption),
  };
}

export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, sortOrder: categories.sortOrder })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** The options of the given items, by item, in their order. */
export async function optionsByItem(
  db: Db | Tx,
  itemIds: number[],
): Promise<Map<number, OptionRow[]>> {
  const byItem = new Map<number, OptionRow[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(menuItemOptions)
    .where(inArray(menuItemOptions.menuItemId, itemIds))
    .orderBy(asc(menuItemOptions.sortOrder), asc(menuItemOptions.id));
  for (const row of rows) {
    const list = byItem.get(row.menuItemId) ?? [];
    list.push(row);
    byItem.set(row.menuItemId, list);
  }
  return byItem;
}

/** Every menu item with its options, unavailable ones included; archived ones are gone. */
export async function listMenuItems(db: Db): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.archived, false))
    .orderBy(asc(menuItems.id));
  const options = await optionsByItem(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toMenuItem(row, options.get(row.id) ?? []));
}

export async function findMenuItem(db: Db | Tx, id: number): Promise<MenuItem | null> {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id));
  if (!row) return null;
  const options = await optionsByItem(db, [id]);
  return toMenuItem(row, options.get(id) ?? []);
}

type ComboKind = (typeof comboChoices.$inferSelect)['kind'];

function availableComboChoices(db: Db, kind: ComboKind) {
  return db
    .select({
      choice: comboChoices,
      standaloneCents: menuItems.priceCents,
      taxRate: menuItems.taxRate,
    })
    .from(comboChoices)
    .leftJoin(menuItems, eq(menuItems.id, comboChoices.menuItemId))
    .where(and(eq(comboChoices.kind, kind), eq(comboChoices.available, true)))
    .orderBy(asc(comboChoices.sortOrder), asc(comboChoices.name));
}

type ComboChoiceRow = Awaited<ReturnType<typeof availableComboChoices>>[number];

/** A choice's weight in the combo's VAT key: its own menu item's price and rate. */
const choiceVat = (row: ComboChoiceRow) => ({
  standalonePrice: row.standaloneCents === null ? null : toEuros(row.standaloneCents),
  taxRate: row.taxRate === null ? null : Number(row.taxRate),
});

/** Drinks a combo can come with; the price is the surcharge over the combo's own price. */
export async function listComboDrinks(db: Db): Promise<ComboDrink[]> {
  const rows = await availableComboChoices(db, 'drink');
  return rows.map((r) => ({
    id: r.choice.id,
    name: r.choice.name,
    price: toEuros(r.choice.surchargeCents),
    ...choiceVat(r),
  }));
}

/** Sandwiches or sauces a combo can come with. */
export async function listComboNames(db: Db, kind: 'sandwich' | 'sauce'): Promise<ComboSandwich[]> {
  const rows = await availableComboChoices(db, kind);
  return rows.map((r) => ({ id: r.choice.id, name: r.choice.name, ...choiceVat(r) }));
}
