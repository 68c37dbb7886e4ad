import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  toCents,
  type AdminMenuItem,
  type AdminMenuQuery,
  type AdminMerchandiseItem,
  type AdminMerchandiseQuery,
  type MenuItemInput,
  type MerchandiseInput,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { categories, menuItemOptions, menuItems } from '../menu/menu.tables';
import { toMenuItem } from '../menu';
import { merchandiseItems } from '../merchandise/merchandise.tables';
import { toMerchandiseItem } from '../merchandise';
import { menuItemOrdered, merchandiseOrdered } from '../orders';

/** A search term as a LIKE pattern that matches it literally, anywhere in the text. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function menuFilters(query: AdminMenuQuery): SQL | undefined {
  const where: SQL[] = [eq(menuItems.archived, query.archived ?? false)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(or(ilike(menuItems.name, pattern), ilike(menuItems.description, pattern))!);
  }
  if (query.categoryId !== undefined) where.push(eq(menuItems.categoryId, query.categoryId));
  if (query.available !== undefined) where.push(eq(menuItems.available, query.available));
  return and(...where);
}

const MENU_SORT_COLUMNS = {
  name: menuItems.name,
  price: menuItems.priceCents,
  category: categories.name,
  available: menuItems.available,
  featured: menuItems.featured,
} as const;

/** One page of the back office's menu items table, and how many match in all. */
export async function pageMenuItems(
  db: Db,
  query: AdminMenuQuery,
): Promise<{ items: AdminMenuItem[]; total: number }> {
  const where = menuFilters(query);
  const direction = query.dir === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ item: menuItems, ordered: menuItemOrdered(db, menuItems.id) })
      .from(menuItems)
      .innerJoin(categories, eq(categories.id, menuItems.categoryId))
      .where(where)
      .orderBy(direction(MENU_SORT_COLUMNS[query.sort]), asc(menuItems.name), asc(menuItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(menuItems)
      .where(where),
  ]);
  const options = await optionsOf(
    db,
    rows.map((r) => r.item.id),
  );
  return {
    items: rows.map((r) => toAdminMenuItem(r.item, options.get(r.item.id) ?? [], r.ordered)),
    total: counted?.total ?? 0,
  };
}

type MenuRow = typeof menuItems.$inferSelect;
type OptionRow = typeof menuItemOptions.$inferSelect;

function toAdminMenuItem(row: MenuRow, options: OptionRow[], ordered: boolean): AdminMenuItem {
  return { ...toMenuItem(row, options), archived: row.archived, ordered };
}

async function optionsOf(db: Db | Tx, ids: number[]): Promise<Map<number, OptionRow[]>> {
  const byItem = new Map<number, OptionRow[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .select()
    .from(menuItemOptions)
    .where(inArray(menuItemOptions.menuItemId, ids))
    .orderBy(asc(menuItemOptions.sortOrder), asc(menuItemOptions.id));
  for (const row of rows) byItem.set(row.menuItemId, [...(byItem.get(row.menuItemId) ?? []), row]);
  return byItem;
}

export async function findAdminMenuItem(db: Db | Tx, id: number): Promise<AdminMenuItem | null> {
  const [row] = await db
    .select({ item: menuItems, ordered: menuItemOrdered(db, menuItems.id) })
    .from(menuItems)
    .where(eq(menuItems.id, id));
  if (!row) return null;
  const options = await optionsOf(db, [id]);
  return toAdminMenuItem(row.item, options.get(id) ?? [], row.ordered);
}

/** The columns of a menu item as the input gives them. */
export function menuItemColumns(input: MenuItemInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: toCents(input.price),
    image: input.image,
    categoryId: input.categoryId,
    available: input.available,
    featured: input.featured,
    nutritionInfo: input.nutritionInfo || null,
    tebiId: input.tebiId || null,
    preparationTime: input.preparationTime,
    quantityPerOrder: input.quantityPerOrder,
    isVegetarian: input.isVegetarian,
    isVegan: input.isVegan,
    isGlutenFree: input.isGlutenFree,
    hideImage: input.hideImage,
    tags: input.tags,
    taxRate: input.taxRate.toFixed(3),
    barMenu: input.barMenu,
    isComboMeal: input.isComboMeal,
    comboOptions: input.isComboMeal ? input.comboOptions : null,
    drinkPriceModifiers: input.drinkPriceModifiers
      ? Object.fromEntries(
          Object.entries(input.drinkPriceModifiers).map(([drink, euros]) => [
            drink,
            toCents(euros),
          ]),
        )
      : null,
  };
}

/**
 * Makes the item's options those of the input: options sent with their id keep it (a cart that
 * holds one stays valid), new ones are added, missing ones removed. Order lines keep a copy of
 * the options they were sold with, so old orders do not change.
 */
export async function replaceOptions(
  tx: Tx,
  itemId: number,
  options: MenuItemInput['options'],
): Promise<void> {
  const existing = await tx
    .select({ id: menuItemOptions.id })
    .from(menuItemOptions)
    .where(eq(menuItemOptions.menuItemId, itemId));
  const existingIds = new Set(existing.map((o) => o.id));
  const kept = new Set<number>();
  for (const [index, option] of options.entries()) {
    const values = {
      name: option.name,
      value: option.value,
      priceAddCents: toCents(option.priceAdd),
      sortOrder: index,
    };
    if (option.id !== undefined && existingIds.has(option.id) && !kept.has(option.id)) {
      kept.add(option.id);
      await tx.update(menuItemOptions).set(values).where(eq(menuItemOptions.id, option.id));
    } else {
      await tx.insert(menuItemOptions).values({ ...values, menuItemId: itemId });
    }
  }
  const removed = [...existingIds].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await tx.delete(menuItemOptions).where(inArray(menuItemOptions.id, removed));
  }
}

/* Merchandise */

const MERCHANDISE_SORT_COLUMNS = {
  sortOrder: merchandiseItems.sortOrder,
  name: merchandiseItems.name,
  price: merchandiseItems.priceCents,
  category: merchandiseItems.category,
  available: merchandiseItems.available,
} as const;

type MerchandiseRow = typeof merchandiseItems.$inferSelect;

function toAdminMerchandise(row: MerchandiseRow, ordered: boolean): AdminMerchandiseItem {
  return { ...toMerchandiseItem(row), sortOrder: row.sortOrder, archived: row.archived, ordered };
}

export async function pageMerchandise(
  db: Db,
  query: AdminMerchandiseQuery,
): Promise<{ items: AdminMerchandiseItem[]; total: number }> {
  const conditions: SQL[] = [eq(merchandiseItems.archived, query.archived ?? false)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(merchandiseItems.name, pattern), ilike(merchandiseItems.description, pattern))!,
    );
  }
  if (query.category) conditions.push(eq(merchandiseItems.category, query.category));
  const where = and(...conditions);
  const direction = query.dir === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ item: merchandiseItems, ordered: merchandiseOrdered(db, merchandiseItems.id) })
      .from(merchandiseItems)
      .where(where)
      .orderBy(
        direction(MERCHANDISE_SORT_COLUMNS[query.sort]),
        asc(merchandiseItems.name),
        asc(merchandiseItems.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(merchandiseItems)
      .where(where),
  ]);
  return {
    items: rows.map((r) => toAdminMerchandise(r.item, r.ordered)),
    total: counted?.total ?? 0,
  };
}

export async function findAdminMerchandise(
  db: Db | Tx,
  id: number,
): Promise<AdminMerchandiseItem | null> {
  const [row] = await db
    .select({ item: merchandiseItems, ordered: merchandiseOrdered(db, merchandiseItems.id) })
    .from(merchandiseItems)
    .where(eq(merchandiseItems.id, id));
  return row ? toAdminMerchandise(row.item, row.ordered) : null;
}

export function merchandiseColumns(input: MerchandiseInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: toCents(input.price),
    image: input.image,
    category: input.category,
    available: input.available,
  };
}
