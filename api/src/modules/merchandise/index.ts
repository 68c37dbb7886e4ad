/** The merchandise shop's items. */
export { merchandiseRoutes } from './merchandise.routes';
export { createMerchandiseService, type MerchandiseService } from './merchandise.service';
export { toMerchandiseItem } from './merchandise.repo';
export { availableMerchandise } from './available-merchandise';
