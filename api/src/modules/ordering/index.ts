/** The ordering switches (open, paused, closed) and what they read as. */

import type { Router } from 'express';
import { orderingRoutes } from './ordering.routes';
import {
  createOrderingService,
  type OrderingService,
  type OrderingServiceDeps,
} from './ordering.service';

export {
  afterSwitchesWritten,
  cachedOrderingStatus,
  readOrderingStatus,
  type OrderingService,
} from './ordering.service';
export { lockOrderingStatus, lockOrderingSwitchRow, saveOrderingSwitches } from './switch-rows';

/** The switches' routes, and their service: the app also serves the status as a public read. */
export function createOrderingModule(deps: OrderingServiceDeps): {
  router: Router;
  service: OrderingService;
} {
  const service = createOrderingService(deps);
  return { router: orderingRoutes(service), service };
}
