/** The ordering switches (open, paused, closed) and what they read as. */
export { orderingRoutes } from './ordering.routes';
export {
  createOrderingService,
  readOrderingStatus,
  type OrderingService,
} from './ordering.service';
export { lockOrderingStatus, lockOrderingSwitchRow, saveOrderingSwitches } from './switch-rows';
