/** The VAT report, bar commissions and driver reports. */
export { reportRoutes } from './reports.routes';
