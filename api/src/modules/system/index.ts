/** `/api/health` and the OpenAPI document. */
export { systemRoutes, type HealthCheck } from './system.routes';
