/** Web Push subscriptions of customers, the kitchen and drivers. */
export { pushRoutes, type PushRoutesDeps } from './push.routes';
export {
  PushSubscriptions,
  deleteUserPushSubscriptions,
  exportPushSubscriptions,
} from './push.service';
