/** The bell's list and the test sender. */
export { notificationRoutes, type NotificationRoutesDeps } from './notifications.routes';
