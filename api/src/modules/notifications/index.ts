/** The bell's list and the test sender. */

import type { Router } from 'express';
import { notificationRoutes, type NotificationRoutesDeps } from './notifications.routes';

export function createNotificationsModule(deps: NotificationRoutesDeps): { router: Router } {
  return { router: notificationRoutes(deps) };
}
