/** Staff accounts. */

import type { Router } from 'express';
import type { Db } from '../../db/client';
import { staffRoutes } from './staff.routes';

export function createStaffAdminModule(deps: { db: Db }): { router: Router } {
  return { router: staffRoutes(deps) };
}
