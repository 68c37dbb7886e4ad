import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  max,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  toCents,
  type AdminCategory,
  type AdminMenuItem,
  type AdminMenuQuery,
  type MenuItemInput,
  type MenuItemUpdate,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { optionsByItem, toMenuItem } from './menu.repo';
import { categories, comboChoices, menuItemOptions, menuItems } from './menu.tables';

/**
 * Whether any order has a line of the menu item in `itemId` (a column of the caller's query),
 * as a condition inside that query; the orders module answers it (`menuItemOrdered`).
 */
export type MenuItemOrdered = (db: Db | Tx, itemId: AnyColumn) => SQL<boolean>;

type MenuRow = typeof menuItems.$inferSelect;
type OptionRow = typeof menuItemOptions.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

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

function toAdminMenuItem(row: MenuRow, options: OptionRow[], ordered: boolean): AdminMenuItem {
  return { ...toMenuItem(row, options), archived: row.archived, ordered };
}

/** The columns of a menu item as the input gives them. */
function menuItemColumns(input: MenuItemInput) {
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
async function replaceOptions(
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

/**
 * The back office's reads and writes of the categories, the menu items with their options and
 * the combo choices. The caller runs the writes in its transaction (`tx`), with its audit row
 * and catalog event; whether orders name an item is `ordered`, the orders module's answer.
 */
export function createMenuAdmin(ordered: MenuItemOrdered) {
  async function find(db: Db | Tx, id: number): Promise<AdminMenuItem | null> {
    const [row] = await db
      .select({ item: menuItems, ordered: ordered(db, menuItems.id) })
      .from(menuItems)
      .where(eq(menuItems.id, id));
    if (!row) return null;
    const options = await optionsByItem(db, [id]);
    return toAdminMenuItem(row.item, options.get(id) ?? [], row.ordered);
  }

  return {
    /** One page of the back office's menu items table, and how many match in all. */
    async page(db: Db, query: AdminMenuQuery): Promise<{ items: AdminMenuItem[]; total: number }> {
      const where = menuFilters(query);
      const direction = query.dir === 'desc' ? desc : asc;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ item: menuItems, ordered: ordered(db, menuItems.id) })
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
      const options = await optionsByItem(
        db,
        rows.map((r) => r.item.id),
      );
      return {
        items: rows.map((r) => toAdminMenuItem(r.item, options.get(r.item.id) ?? [], r.ordered)),
        total: counted?.total ?? 0,
      };
    },

    /** An item as the back office shows it, archived ones too; null if there is none. */
    find,

    /** Locks the item's row until the transaction ends, then reads it; null if there is none. */
    async lock(tx: Tx, id: number): Promise<AdminMenuItem | null> {
      await tx.execute(sql`select 1 from menu_items where id = ${id} for update`);
      return find(tx, id);
    },

    /** Adds an item and its options; answers its id. */
    async create(tx: Tx, input: MenuItemInput): Promise<number> {
      const [row] = await tx
        .insert(menuItems)
        .values(menuItemColumns(input))
        .returning({ id: menuItems.id });
      await replaceOptions(tx, row!.id, input.options);
      return row!.id;
    },

    /** Gives the item the input's columns and options. */
    async update(tx: Tx, id: number, input: MenuItemInput): Promise<void> {
      await tx.update(menuItems).set(menuItemColumns(input)).where(eq(menuItems.id, id));
      await replaceOptions(tx, id, input.options);
    },

    /** The quick switches: on sale, featured, price; what the update leaves out stays. */
    async patch(tx: Tx, id: number, update: MenuItemUpdate): Promise<void> {
      await tx
        .update(menuItems)
        .set({
          ...(update.available !== undefined ? { available: update.available } : {}),
          ...(update.featured !== undefined ? { featured: update.featured } : {}),
          ...(update.price !== undefined ? { priceCents: toCents(update.price) } : {}),
        })
        .where(eq(menuItems.id, id));
    },

    /** Off the shop for good: off sale and off the featured list, kept for old orders. */
    async archive(tx: Tx, id: number): Promise<void> {
      await tx
        .update(menuItems)
        .set({ archived: true, available: false, featured: false })
        .where(eq(menuItems.id, id));
    },

    /** Deletes the item (its options go with it). */
    async remove(tx: Tx, id: number): Promise<void> {
      await tx.delete(menuItems).where(eq(menuItems.id, id));
    },

    /** Locks those of the items that are not archived; answers whether each is on sale. */
    lockNotArchived(tx: Tx, ids: number[]): Promise<{ id: number; available: boolean }[]> {
      return tx
        .select({ id: menuItems.id, available: menuItems.available })
        .from(menuItems)
        .where(and(inArray(menuItems.id, ids), eq(menuItems.archived, false)))
        .for('update');
    },

    /** Puts the items on or off sale. */
    async setAvailable(tx: Tx, ids: number[], available: boolean): Promise<void> {
      await tx.update(menuItems).set({ available }).where(inArray(menuItems.id, ids));
    },

    /** Every combo choice, on sale or not. */
    comboChoices: (db: Db) =>
      db
        .select()
        .from(comboChoices)
        .orderBy(asc(comboChoices.kind), asc(comboChoices.sortOrder), asc(comboChoices.name)),

    /* Categories */

    async categoryExists(tx: Tx, id: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id));
      return row !== undefined;
    },

    /** The categories in the menu's order, each with how many items it holds, not archived. */
    async categories(db: Db): Promise<AdminCategory[]> {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          sortOrder: categories.sortOrder,
          itemCount: count(menuItems.id),
        })
        .from(categories)
        .leftJoin(
          menuItems,
          and(eq(menuItems.categoryId, categories.id), eq(menuItems.archived, false)),
        )
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    /** Adds a category at the end of the menu: answers its row, or none if the name is taken. */
    async createCategory(tx: Tx, name: string): Promise<CategoryRow[]> {
      const [last] = await tx.select({ top: max(categories.sortOrder) }).from(categories);
      return tx
        .insert(categories)
        .values({ name, sortOrder: (last?.top ?? 0) + 1 })
        .onConflictDoNothing()
        .returning();
    },

    /** Locks the category's row until the transaction ends, and reads it. */
    async lockCategory(tx: Tx, id: number): Promise<CategoryRow | undefined> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      return row;
    },

    /** Renames the category (a name taken fails on the unique name). */
    async renameCategory(tx: Tx, id: number, name: string): Promise<CategoryRow> {
      const [row] = await tx
        .update(categories)
        .set({ name })
        .where(eq(categories.id, id))
        .returning();
      return row!;
    },

    /** How many items the category holds, archived ones included. */
    async countItemsOfCategory(tx: Tx, id: number): Promise<{ n: number } | undefined> {
      const [held] = await tx
        .select({ n: count() })
        .from(menuItems)
        .where(eq(menuItems.categoryId, id));
      return held;
    },

    async deleteCategory(tx: Tx, id: number): Promise<void> {
      await tx.delete(categories).where(eq(categories.id, id));
    },

    /** Locks every category, and answers them in the menu's order. */
    lockCategoryOrder(tx: Tx): Promise<{ id: number; sortOrder: number }[]> {
      return tx
        .select({ id: categories.id, sortOrder: categories.sortOrder })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name))
        .for('update');
    },

    /** Puts the categories in the order of `ids`, one update each. */
    async setCategoryOrder(tx: Tx, ids: number[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(categories)
          .set({ sortOrder: index + 1 })
          .where(eq(categories.id, id));
      }
    },
  };
}

export type MenuAdmin = ReturnType<typeof createMenuAdmin>;
