/** Merchandise orders. */
export {
  merchandiseOrderRoutes,
  type MerchandiseOrderRoutesDeps,
} from './merchandise-orders.routes';
