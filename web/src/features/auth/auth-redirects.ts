import { homePathForRole, type Role } from '@shop/contracts';
import { SESSION_KEYS, session } from '@/lib/session-storage';

/** The login page for a guarded path: back office, driver portal, or the customer page. */
export function loginPathFor(pathname: string): string {
  if (pathname.startsWith('/admin')) return '/admin/login';
  // Also covers /driverdashboardnow.
  if (pathname.startsWith('/driver')) return '/driver/login';
  return '/auth';
}

/** Remembers where a signed-out visitor was going, so signing in returns there. */
export function rememberRedirectAfterLogin(target: string): void {
  session.set(SESSION_KEYS.redirectAfterLogin, target);
}

/**
 * Reads and forgets the remembered target. `accept` limits it to one area (the back office
 * returns only to /admin pages); a target outside it is dropped.
 */
export function takeRedirectAfterLogin(accept: (path: string) => boolean = () => true) {
  const target = session.get(SESSION_KEYS.redirectAfterLogin);
  session.remove(SESSION_KEYS.redirectAfterLogin);
  // Only same-site paths: a stored absolute URL must never send the user elsewhere.
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return accept(target) ? target : null;
}

/** Where the customer login and registration land: by role, else the remembered target. */
export function postLoginPath(role: Role): string {
  const home = homePathForRole(role);
  const remembered = takeRedirectAfterLogin();
  return home === '/' ? (remembered ?? '/') : home;
}

/** Where an already signed-in user opening the customer auth page is sent. */
export function signedInAuthPath(role: Role): string {
  if (role === 'admin' || role === 'staff') return '/admin';
  if (role === 'driver') return '/driver';
  return '/';
}

export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
export const isDriverPath = (path: string) =>
  path.startsWith('/driver/') || path === '/driverdashboardnow';
