/** The back office's menu, categories, merchandise and images. */

import type { Router } from 'express';
import { createImageStore } from '../../shared/images/image-store';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { createCatalogueAdmin, type CatalogueAdminDeps } from './catalogue-admin.service';

export type { CatalogueAdmin } from './catalogue-admin.service';

export function createCatalogueAdminModule(deps: CatalogueAdminDeps): { router: Router } {
  return { router: catalogueAdminRoutes(createCatalogueAdmin(deps), createImageStore(deps.db)) };
}
