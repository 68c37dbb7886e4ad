/** The VAT report, bar commissions and driver reports. */

import type { Router } from 'express';
import type { Db } from '../../db/client';
import { reportRoutes } from './reports.routes';

export function createReportsModule(deps: { db: Db }): { router: Router } {
  return { router: reportRoutes(deps) };
}
