/** The tickets the realtime gateway accepts. */

import type { Router } from 'express';
import { realtimeRoutes, type RealtimeRoutesDeps } from './realtime.routes';

export function createRealtimeModule(deps: RealtimeRoutesDeps): { router: Router } {
  return { router: realtimeRoutes(deps) };
}
