/** The back office's dashboard, order search and refunds, customers and audit log. */

import type { Router } from 'express';
import { backOfficeRoutes, type BackOfficeDeps } from './back-office.routes';

export function createBackOfficeModule(deps: BackOfficeDeps): { router: Router } {
  return { router: backOfficeRoutes(deps) };
}
