/** The contact form. */
export { contactRoutes, type ContactRoutesDeps } from './contact.routes';
