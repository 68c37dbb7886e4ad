/** `/api/health` and the OpenAPI document. */

import type { Router } from 'express';
import { systemRoutes, type HealthCheck } from './system.routes';

export type { HealthCheck } from './system.routes';

export function createSystemModule(deps: { healthChecks: Record<string, HealthCheck> }): {
  router: Router;
} {
  return { router: systemRoutes(deps) };
}
