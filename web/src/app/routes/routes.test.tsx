import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_ROLES, rolesForAdminPath } from '@shop/contracts';
import { ADMIN_SECTIONS } from '@/features/admin/admin-sections';
import { appRoutes } from './index';

/** Every path the shop's screens live at, with the customer routes the shell and cart link to. */
const SPEC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/merchandise',
  '/merchandise/checkout',
  '/merchandise/success',
  '/menu',
  '/notifications',
  '/test-payment',
  '/print-order',
  '/auth',
  '/auth/login',
  '/auth/register',
  '/admin/login',
  '/driver/login',
  '/driver/register',
  '/scan-qr',
  '/cart',
  '/simple-location',
  '/customer/simple-location',
  '/checkout/guest',
  '/order/success',
  '/location',
  '/customer/location-verification',
  '/customer/location',
  '/address-validator',
  '/smart-location',
  '/driver/forgot-password',
  '/driver/reset-password',
  '/bar/scan',
  '/bar/de-kroeg',
  '/bars/exit-bar',
  '/bar-menu-test',
  '/checkout',
  '/customer/checkout',
  '/checkout/address',
  '/checkout/confirm',
  '/customer/menu',
  '/customer/orders',
  '/driver/agreement',
  '/driverdashboardnow',
  '/driver/orders',
  '/driver/profile',
  '/driver/earnings',
  '/driver',
  '/driver/dashboard',
  '/profile',
  '/orders',
  '/addresses',
  '/order/12',
  '/orders/merchandise/12/success',
  '/customer/merchandise-checkout',
  '/customer/bar-checkout',
  '/customer/cart',
  '/checkout-address',
];

const ADMIN_PATHS = [
  'overview',
  'customers',
  'menu',
  'categories',
  'orders',
  'tax-reports',
  'order-status-test',
  'zones',
  'qr-locations',
  'drivers',
  'api',
  'staff',
  'merchandise',
  'text',
  'page-texts',
  'geolocation',
  'email-test',
  'store-settings',
  'bar-commissions',
  'payment-settings',
  'bars',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('has a page for %s', (path) => {
    const leaf = matchRoutes(appRoutes, path)?.at(-1);
    expect(leaf?.route.path).not.toBe('*');
  });

  it("has a back-office section for every admin route of the spec, and the shop's own two", () => {
    expect(ADMIN_SECTIONS.map((s) => s.path).sort()).toEqual(
      ['', ...ADMIN_PATHS, 'dispatch', 'audit-log'].sort(),
    );
  });

  it('keeps the admin-only sections from staff', () => {
    const staffSections = ADMIN_SECTIONS.filter((s) => s.roles.includes('staff')).map(
      (s) => s.path,
    );
    expect(staffSections.sort()).toEqual(
      [
        '',
        'overview',
        'customers',
        'menu',
        'categories',
        'orders',
        'dispatch',
        'tax-reports',
        'order-status-test',
      ].sort(),
    );
  });

  it('gives the guard in front of the back office the same roles as its sections', () => {
    expect(Object.keys(ADMIN_SECTION_ROLES).sort()).toEqual(
      ADMIN_SECTIONS.map((s) => s.path).sort(),
    );
    for (const { path, roles } of ADMIN_SECTIONS) expect(rolesForAdminPath(path)).toEqual(roles);
  });

  it.each([
    ['zones', ['admin']],
    ['zones/', ['admin']],
    ['page-texts/home', ['admin']],
    ['orders', ['admin', 'staff']],
    ['', ['admin', 'staff']],
    ['no-such-section', ['admin', 'staff']],
    ['constructor', ['admin', 'staff']],
  ])('lets the roles of its section open /admin/%s', (rest, roles) => {
    expect([...rolesForAdminPath(rest)].sort()).toEqual(roles.sort());
  });
});
