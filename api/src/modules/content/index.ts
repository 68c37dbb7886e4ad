/** Page texts, reviews and the shop's public settings (fees among them). */

import type { Router } from 'express';
import { contentRoutes } from './content.routes';
import {
  createContentService,
  type ContentService,
  type ContentServiceDeps,
} from './content.service';

export type { ContentService } from './content.service';
export { cachedPricingFees, readPricingFees } from './content.repo';
export { insertContactMessage } from './contact-messages';
export {
  readKitchenDispatch,
  readKitchenPoint,
  readOpeningHoursText,
  setAutoOfferReadyOrders,
  writeHoursAndFees,
} from './shop-settings';
export type { KitchenPoint } from './shop-settings';

/** The content's routes, and its service: the app also serves its cached bodies as public reads. */
export function createContentModule(deps: ContentServiceDeps): {
  router: Router;
  service: ContentService;
} {
  const service = createContentService(deps);
  return { router: contentRoutes(service), service };
}
