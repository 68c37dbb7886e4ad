/** The public menu, categories and combos, and the back office's edits of them. */

import type { Router } from 'express';
import { menuRoutes } from './menu.routes';
import { createMenuService, type MenuService, type MenuServiceDeps } from './menu.service';

export type { MenuService } from './menu.service';
export {
  cachedOrderCatalogue,
  readOrderCatalogue,
  type ComboChoicePrice,
  type OrderCatalogue,
  type OrderableItem,
} from './order-catalogue';
// The back office's edits of the menu (its routes are catalogue-admin's).
export { createMenuAdmin, type MenuAdmin, type MenuItemOrdered } from './menu-admin';

/** The menu's routes, and its service: the app also serves its cached bodies as public reads. */
export function createMenuModule(deps: MenuServiceDeps): { router: Router; service: MenuService } {
  const service = createMenuService(deps);
  return { router: menuRoutes(service), service };
}
