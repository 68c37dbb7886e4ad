/** Web Push subscriptions of customers, the kitchen and drivers. */

import type { Router } from 'express';
import type { PushConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { pushRoutes, type PushRoutesDeps } from './push.routes';
import { PushSubscriptions } from './push.service';

export { deleteUserPushSubscriptions, exportPushSubscriptions } from './push.service';

export interface PushModuleDeps extends Omit<PushRoutesDeps, 'push'> {
  db: Db;
  config: Pick<PushConfig, 'serviceHosts' | 'vapid'>;
}

export function createPushModule({ db, config, orders, guests }: PushModuleDeps): {
  router: Router;
} {
  const push = new PushSubscriptions(db, {
    serviceHosts: config.serviceHosts,
    publicKey: config.vapid?.publicKey ?? null,
  });
  return { router: pushRoutes({ push, orders, guests }) };
}
