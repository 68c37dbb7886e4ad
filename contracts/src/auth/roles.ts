// Kept apart from user.schema.ts, without zod: the web app's shell (header, redirects, the
// back office's route guard) needs these at first paint, and a schema module brings zod along.
import type { Role } from './user.schema';

/** Roles that may use the back office. */
export const BACK_OFFICE_ROLES = ['admin', 'staff'] as const satisfies readonly Role[];

/** Where a signed-in user lands after login, by role (customer flow). */
export function homePathForRole(role: Role): string {
  if (role === 'admin' || role === 'staff') return '/admin';
  if (role === 'driver') return '/driverdashboardnow';
  return '/';
}
