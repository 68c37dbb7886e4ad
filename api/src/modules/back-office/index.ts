/** The back office's dashboard, order search and refunds, customers and audit log. */
export { backOfficeRoutes, type BackOfficeDeps } from './back-office.routes';
