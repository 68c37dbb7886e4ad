import {
  isDisplayable,
  sortCategories,
  sortMenuItems,
  toCents,
  type MenuItem,
  type MenuItemUpdate,
  type MenuResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { notFound } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import {
  findMenuItem,
  listCategories,
  listComboDrinks,
  listComboNames,
  listMenuItems,
  updateMenuItem,
  type MenuItemChanges,
} from './menu.repo';

export const MENU_ITEM_NOT_FOUND = 'Menu item not found';

export interface MenuServiceDeps {
  db: Db;
  catalog: CatalogCache;
  kickRelay: () => void;
}

/** The menu a visitor sees: displayable items only, in the menu's order, featured ones apart. */
export async function buildMenu(db: Db): Promise<MenuResponse> {
  const [items, categories] = await Promise.all([listMenuItems(db), listCategories(db)]);
  const shown = sortMenuItems(items.filter(isDisplayable), categories);
  return { items: shown, featuredItems: shown.filter((item) => item.featured) };
}

export function createMenuService({ db, catalog, kickRelay }: MenuServiceDeps) {
  // Registered first, so an invalidation drops it before the bodies built from it.
  const menuData = catalog.value('menu', () => buildMenu(db));
  const menu = catalog.json('menu', () => menuData.get());
  const recommendations = catalog.json('menu', async () => (await menuData.get()).featuredItems);
  const itemsById = catalog.jsonMap('menu', async () =>
    (await menuData.get()).items.map((item) => [String(item.id), item] as const),
  );
  const categories = catalog.json('categories', async () =>
    sortCategories(await listCategories(db)),
  );
  const comboDrinks = catalog.json('combo', () => listComboDrinks(db));
  const comboSauces = catalog.json('combo', () => listComboNames(db, 'sauce'));
  const comboSandwiches = catalog.json('combo', () => listComboNames(db, 'sandwich'));

  return {
    menu,
    recommendations,
    categories,
    comboDrinks,
    comboSauces,
    comboSandwiches,

    /** The cached body of one displayable item; hidden and unknown items are not found. */
    async menuItemBody(id: number) {
      const body = await itemsById.get(String(id));
      if (!body) throw notFound(MENU_ITEM_NOT_FOUND);
      return body;
    },

    /** Staff switch an item on or off, feature it, or change its price. */
    async updateItem(id: number, update: MenuItemUpdate): Promise<MenuItem> {
      const changes: MenuItemChanges = {};
      if (update.available !== undefined) changes.available = update.available;
      if (update.featured !== undefined) changes.featured = update.featured;
      if (update.price !== undefined) changes.priceCents = toCents(update.price);
      const item = await db.transaction(async (tx) => {
        if (!(await updateMenuItem(tx, id, changes))) throw notFound(MENU_ITEM_NOT_FOUND);
        await recordEvent(tx, {
          name: 'catalog.changed',
          version: 1,
          data: { resources: ['menu'] },
        });
        return findMenuItem(tx, id);
      });
      catalog.invalidate(['menu']);
      kickRelay();
      return item!;
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
