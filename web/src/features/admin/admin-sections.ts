import {
  IconApi,
  IconBeer,
  IconBuildingStore,
  IconCategory,
  IconCreditCard,
  IconFileText,
  IconLayoutDashboard,
  IconMail,
  IconMap2,
  IconMapPin,
  IconMotorbike,
  IconPercentage,
  IconQrcode,
  IconReceipt,
  IconReportMoney,
  IconShirt,
  IconTestPipe,
  IconToolsKitchen2,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { BACK_OFFICE_ROLES, type Role } from '@shop/contracts';

export interface AdminSection {
  /** Below /admin, without a leading slash ('' is the dashboard). */
  path: string;
  label: string;
  roles: readonly Role[];
  icon: Icon;
  /** Listed in the navigation; aliases are not. */
  inNav: boolean;
}

const BOTH = BACK_OFFICE_ROLES;
const ADMIN: readonly Role[] = ['admin'];

const section = (
  path: string,
  label: string,
  roles: readonly Role[],
  icon: Icon,
  inNav = true,
): AdminSection => ({ path, label, roles, icon, inNav });

/** The back-office routes of location-delivery-staff §2.1 and who may open them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  section('', 'Dashboard', BOTH, IconLayoutDashboard),
  section('overview', 'Dashboard', BOTH, IconLayoutDashboard, false),
  section('orders', 'Orders', BOTH, IconReceipt),
  section('menu', 'Menu Items', BOTH, IconToolsKitchen2),
  section('categories', 'Categories', BOTH, IconCategory),
  section('customers', 'Customers', BOTH, IconUsers),
  section('tax-reports', 'Tax Reports', BOTH, IconReportMoney),
  section('order-status-test', 'Order Status Test', BOTH, IconTestPipe),
  section('zones', 'Delivery Zones', ADMIN, IconMap2),
  section('qr-locations', 'QR Locations', ADMIN, IconQrcode),
  section('drivers', 'Drivers', ADMIN, IconMotorbike),
  section('staff', 'Staff', ADMIN, IconUserShield),
  section('merchandise', 'Merchandise', ADMIN, IconShirt),
  section('page-texts', 'Page Texts', ADMIN, IconFileText),
  section('text', 'Page Texts', ADMIN, IconFileText, false),
  section('geolocation', 'Geolocation', ADMIN, IconMapPin),
  section('bars', 'Bars', ADMIN, IconBeer),
  section('bar-commissions', 'Bar Commissions', ADMIN, IconPercentage),
  section('store-settings', 'Store Settings', ADMIN, IconBuildingStore),
  section('payment-settings', 'Payment Settings', ADMIN, IconCreditCard),
  section('email-test', 'Email Test', ADMIN, IconMail),
  section('api', 'API', ADMIN, IconApi),
];

export function navSectionsFor(role: Role): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => s.inNav && s.roles.includes(role));
}
