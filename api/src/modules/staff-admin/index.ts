/** Staff accounts. */
export { staffRoutes } from './staff.routes';
