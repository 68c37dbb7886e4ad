/** The back office's system screens. */
export { systemAdminRoutes } from './system-admin.routes';
