/** Merchandise orders. */

import type { Router } from 'express';
import {
  merchandiseOrderRoutes,
  type MerchandiseOrderRoutesDeps,
} from './merchandise-orders.routes';

export function createMerchandiseOrdersModule(deps: MerchandiseOrderRoutesDeps): {
  router: Router;
} {
  return { router: merchandiseOrderRoutes(deps) };
}
