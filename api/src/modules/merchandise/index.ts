/** The merchandise shop's items, and the back office's edits of them. */

import type { Router } from 'express';
import type { Db } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { merchandiseRoutes } from './merchandise.routes';
import { createMerchandiseService, type MerchandiseService } from './merchandise.service';

export type { MerchandiseService } from './merchandise.service';
export { availableMerchandise } from './available-merchandise';
// The back office's edits of the merchandise (its routes are catalogue-admin's).
export {
  createMerchandiseAdmin,
  type MerchandiseAdmin,
  type MerchandiseOrdered,
} from './merchandise-admin';

/** The merchandise's routes, and its service: the app also serves its items as a public read. */
export function createMerchandiseModule(deps: { db: Db; catalog: CatalogCache }): {
  router: Router;
  service: MerchandiseService;
} {
  const service = createMerchandiseService(deps);
  return { router: merchandiseRoutes(service), service };
}
