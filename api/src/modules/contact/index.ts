/** The contact form. */

import type { Router } from 'express';
import { contactRoutes, type ContactRoutesDeps } from './contact.routes';

export function createContactModule(deps: ContactRoutesDeps): { router: Router } {
  return { router: contactRoutes(deps) };
}
