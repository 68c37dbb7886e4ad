import {
  IconApi,
  IconBeer,
  IconBuildingStore,
  IconCategory,
  IconCreditCard,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMap2,
  IconMapPin,
  IconMapRoute,
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
import { ADMIN_SECTION_ROLES, type AdminSectionPath, type Role } from '@shop/contracts';

export interface AdminSection {
  /** Below /admin, without a leading slash ('' is the dashboard). */
  path: AdminSectionPath;
  label: string;
  roles: readonly Role[];
  icon: Icon;
  /** Listed in the navigation; aliases are not. */
  inNav: boolean;
}

const section = (
  path: AdminSectionPath,
  label: string,
  icon: Icon,
  inNav = true,
): AdminSection => ({ path, label, roles: ADMIN_SECTION_ROLES[path], icon, inNav });

/** The back-office routes of location-delivery-staff §2.1; who may open them is the policy table in contracts (ADMIN_SECTION_ROLES). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  section('', 'Dashboard', IconLayoutDashboard),
  section('overview', 'Dashboard', IconLayoutDashboard, false),
  section('orders', 'Orders', IconReceipt),
  section('dispatch', 'Dispatch', IconMapRoute),
  section('menu', 'Menu Items', IconToolsKitchen2),
  section('categories', 'Categories', IconCategory),
  section('customers', 'Customers', IconUsers),
  section('tax-reports', 'Tax Reports', IconReportMoney),
  section('order-status-test', 'Order Status Test', IconTestPipe),
  section('zones', 'Delivery Zones', IconMap2),
  section('qr-locations', 'QR Locations', IconQrcode),
  section('drivers', 'Drivers', IconMotorbike),
  section('staff', 'Staff', IconUserShield),
  section('merchandise', 'Merchandise', IconShirt),
  section('page-texts', 'Page Texts', IconFileText),
  section('text', 'Page Texts', IconFileText, false),
  section('geolocation', 'Geolocation', IconMapPin),
  section('bars', 'Bars', IconBeer),
  section('bar-commissions', 'Bar Commissions', IconPercentage),
  section('store-settings', 'Store Settings', IconBuildingStore),
  section('payment-settings', 'Payment Settings', IconCreditCard),
  section('email-test', 'Email Test', IconMail),
  section('api', 'API', IconApi),
  section('audit-log', 'Audit Log', IconHistory),
];

export function navSectionsFor(role: Role): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => s.inNav && s.roles.includes(role));
}
