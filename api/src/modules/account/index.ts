/** The customer's own account: profile, photo, e-mail change, data export and deletion. */

import type { Router } from 'express';
import type { SessionCookie } from '../auth';
import { accountRoutes } from './account.routes';
import { AccountService, type AccountDeps } from './account.service';

export { saveAccountLanguage } from './account.service';

export function createAccountModule(deps: AccountDeps & { cookie: SessionCookie }): {
  router: Router;
} {
  const account = new AccountService({ db: deps.db, kickRelay: deps.kickRelay });
  return { router: accountRoutes({ account, cookie: deps.cookie }) };
}
