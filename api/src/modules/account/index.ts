/** The customer's own account: profile, photo, e-mail change, data export and deletion. */
export { AccountService, type AccountDeps } from './account.service';
export { accountRoutes, type AccountRoutesDeps } from './account.routes';
