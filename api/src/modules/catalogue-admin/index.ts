/** The back office's menu, categories, merchandise and images. */
export { catalogueAdminRoutes } from './catalogue-admin.routes';
export { createCatalogueAdmin, type CatalogueAdmin } from './catalogue-admin.service';
