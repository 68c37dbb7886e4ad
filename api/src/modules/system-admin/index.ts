/** The back office's system screens. */

import type { Router } from 'express';
import { systemAdminRoutes } from './system-admin.routes';
import type { SystemAdminDeps } from './system-admin.service';

export function createSystemAdminModule(deps: SystemAdminDeps): { router: Router } {
  return { router: systemAdminRoutes(deps) };
}
