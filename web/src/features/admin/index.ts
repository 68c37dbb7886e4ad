export { AdminArea } from './admin-area';
export { preloadAdminArea } from './load-admin-area';
