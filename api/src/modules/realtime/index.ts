/** The tickets the realtime gateway accepts. */
export { realtimeRoutes, type RealtimeRoutesDeps } from './realtime.routes';
