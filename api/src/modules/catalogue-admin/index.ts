/** The back office's menu, categories, merchandise and images. */

import type { Router } from 'express';
import { createImageStore } from '../../shared/images/image-store';
import { createMenuAdmin } from '../menu';
import { createMerchandiseAdmin } from '../merchandise';
import { menuItemOrdered, merchandiseOrdered } from '../orders';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { createCatalogueAdmin, type CatalogueAdminDeps } from './catalogue-admin.service';

export type { CatalogueAdmin } from './catalogue-admin.service';

/**
 * The routes, over the menu's and the merchandise's edits of their own rows. An item that
 * orders name is archived rather than deleted; the orders module says which.
 */
export function createCatalogueAdminModule(deps: CatalogueAdminDeps): { router: Router } {
  const admin = createCatalogueAdmin({
    ...deps,
    menu: createMenuAdmin(menuItemOrdered),
    merchandise: createMerchandiseAdmin(merchandiseOrdered),
  });
  return { router: catalogueAdminRoutes(admin, createImageStore(deps.db)) };
}
