import { BACK_OFFICE_ROLES } from './roles';
import type { Role } from './user.schema';

const ADMIN_ONLY = ['admin'] as const satisfies readonly Role[];

/**
 * Who may use each back-office section, by its path below
 * /admin ('' is the dashboard). One table for both sides: the web guards its screens with it,
 * and every `/api/admin/…` route takes its access rule from the section it serves
 * (`sectionAccess`), so the route × role tests walk the same rules the guards apply.
 */
export const ADMIN_SECTION_ROLES = {
  '': BACK_OFFICE_ROLES,
  overview: BACK_OFFICE_ROLES,
  orders: BACK_OFFICE_ROLES,
  dispatch: BACK_OFFICE_ROLES,
  menu: BACK_OFFICE_ROLES,
  categories: BACK_OFFICE_ROLES,
  customers: BACK_OFFICE_ROLES,
  'tax-reports': BACK_OFFICE_ROLES,
  'order-status-test': BACK_OFFICE_ROLES,
  zones: ADMIN_ONLY,
  'qr-locations': ADMIN_ONLY,
  drivers: ADMIN_ONLY,
  staff: ADMIN_ONLY,
  merchandise: ADMIN_ONLY,
  'page-texts': ADMIN_ONLY,
  text: ADMIN_ONLY,
  geolocation: ADMIN_ONLY,
  bars: ADMIN_ONLY,
  'bar-commissions': ADMIN_ONLY,
  'store-settings': ADMIN_ONLY,
  'payment-settings': ADMIN_ONLY,
  'email-test': ADMIN_ONLY,
  api: ADMIN_ONLY,
  'audit-log': ADMIN_ONLY,
} as const satisfies Record<string, readonly Role[]>;

export type AdminSectionPath = keyof typeof ADMIN_SECTION_ROLES;

const isSectionPath = (path: string): path is AdminSectionPath =>
  Object.hasOwn(ADMIN_SECTION_ROLES, path);

/** The access rule of an `/api/admin/…` route: the roles of the section it serves. */
export function sectionAccess(section: AdminSectionPath): readonly Role[] {
  return ADMIN_SECTION_ROLES[section];
}

/**
 * The roles that may open a back-office address, given the part after '/admin/'. An address
 * that is no section (the back office's own 404 page) is open to both back-office roles.
 */
export function rolesForAdminPath(rest: string): readonly Role[] {
  const section = rest.split('/')[0] ?? '';
  return isSectionPath(section) ? ADMIN_SECTION_ROLES[section] : BACK_OFFICE_ROLES;
}
