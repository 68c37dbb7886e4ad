/** The public menu, categories and combos. */

import type { Router } from 'express';
import { menuRoutes } from './menu.routes';
import { createMenuService, type MenuService, type MenuServiceDeps } from './menu.service';

export type { MenuService } from './menu.service';
export { toMenuItem } from './menu.repo';
export {
  availableComboChoices,
  catalogItems,
  type ComboChoicePrice,
  type OrderableItem,
} from './order-catalogue';

/** The menu's routes, and its service: the app also serves its cached bodies as public reads. */
export function createMenuModule(deps: MenuServiceDeps): { router: Router; service: MenuService } {
  const service = createMenuService(deps);
  return { router: menuRoutes(service), service };
}
