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
import type adminTexts from '@/i18n/locales/en/admin';
import { ADMIN_SECTION_ROLES, type AdminSectionPath, type Role } from '@shop/contracts';

/** The name of a section in the navigation: a key of the back office's texts. */
export type SectionLabel = keyof typeof adminTexts.sections;

export interface AdminSection {
  /** Below /admin, without a leading slash ('' is the dashboard). */
  path: AdminSectionPath;
  label: SectionLabel;
  roles: readonly Role[];
  icon: Icon;
  /** Listed in the navigation; aliases are not. */
  inNav: boolean;
}

const section = (
  path: AdminSectionPath,
  label: SectionLabel,
  icon: Icon,
  inNav = true,
): AdminSection => ({ path, label, roles: ADMIN_SECTION_ROLES[path], icon, inNav });

/** The back-office routes; who may open them is contracts' policy table (ADMIN_SECTION_ROLES). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  section('', 'dashboard', IconLayoutDashboard),
  section('overview', 'dashboard', IconLayoutDashboard, false),
  section('orders', 'orders', IconReceipt),
  section('dispatch', 'dispatch', IconMapRoute),
  section('menu', 'menu', IconToolsKitchen2),
  section('categories', 'categories', IconCategory),
  section('customers', 'customers', IconUsers),
  section('tax-reports', 'tax-reports', IconReportMoney),
  section('order-status-test', 'order-status-test', IconTestPipe),
  section('zones', 'zones', IconMap2),
  section('qr-locations', 'qr-locations', IconQrcode),
  section('drivers', 'drivers', IconMotorbike),
  section('staff', 'staff', IconUserShield),
  section('merchandise', 'merchandise', IconShirt),
  section('page-texts', 'page-texts', IconFileText),
  section('text', 'page-texts', IconFileText, false),
  section('geolocation', 'geolocation', IconMapPin),
  section('bars', 'bars', IconBeer),
  section('bar-commissions', 'bar-commissions', IconPercentage),
  section('store-settings', 'store-settings', IconBuildingStore),
  section('payment-settings', 'payment-settings', IconCreditCard),
  section('email-test', 'email-test', IconMail),
  section('api', 'api', IconApi),
  section('audit-log', 'audit-log', IconHistory),
];

export function navSectionsFor(role: Role): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => s.inNav && s.roles.includes(role));
}
