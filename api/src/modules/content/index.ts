/** Page texts, reviews and the shop's public settings (fees among them). */
export { contentRoutes } from './content.routes';
export { createContentService, type ContentService } from './content.service';
export { readPricingFees } from './content.repo';
export { insertContactMessage } from './contact-messages';
export {
  readKitchenDispatch,
  readOpeningHoursText,
  setAutoOfferReadyOrders,
  writeHoursAndFees,
} from './shop-settings';
