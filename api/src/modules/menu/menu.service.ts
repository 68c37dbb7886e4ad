import {
  isDisplayable,
  sortCategories,
  sortMenuItems,
  type MenuResponse,
  API_MESSAGES,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { notFound } from '../../shared/errors/app-error';
import { listCategories, listComboDrinks, listComboNames, listMenuItems } from './menu.repo';

export const MENU_ITEM_NOT_FOUND = API_MESSAGES.menu_item_not_found;

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

export function createMenuService({ db, catalog }: MenuServiceDeps) {
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
      if (!body) throw notFound('menu_item_not_found');
      return body;
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
