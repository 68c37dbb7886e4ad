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
import { m } from '@/i18n/paraglide/messages';

export interface AdminSection {
  /** Below /admin, without a leading slash ('' is the dashboard). */
  path: AdminSectionPath;
  /** Its name in the navigation, in the current language. */
  label: () => string;
  roles: readonly Role[];
  icon: Icon;
  /** Listed in the navigation; aliases are not. */
  inNav: boolean;
}

const section = (
  path: AdminSectionPath,
  label: () => string,
  icon: Icon,
  inNav = true,
): AdminSection => ({ path, label, roles: ADMIN_SECTION_ROLES[path], icon, inNav });

/** The back-office routes; who may open them is contracts' policy table (ADMIN_SECTION_ROLES). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  section('', m.adminShared_sections_dashboard, IconLayoutDashboard),
  section('overview', m.adminShared_sections_dashboard, IconLayoutDashboard, false),
  section('orders', m.adminShared_sections_orders, IconReceipt),
  section('dispatch', m.adminShared_sections_dispatch, IconMapRoute),
  section('menu', m.adminShared_sections_menu, IconToolsKitchen2),
  section('categories', m.adminShared_sections_categories, IconCategory),
  section('customers', m.adminShared_sections_customers, IconUsers),
  section('tax-reports', m.adminShared_sections_taxReports, IconReportMoney),
  section('order-status-test', m.adminShared_sections_orderStatusTest, IconTestPipe),
  section('zones', m.adminShared_sections_zones, IconMap2),
  section('qr-locations', m.adminShared_sections_qrLocations, IconQrcode),
  section('drivers', m.adminShared_sections_drivers, IconMotorbike),
  section('staff', m.adminShared_sections_staff, IconUserShield),
  section('merchandise', m.adminShared_sections_merchandise, IconShirt),
  section('page-texts', m.adminShared_sections_pageTexts, IconFileText),
  section('text', m.adminShared_sections_pageTexts, IconFileText, false),
  section('geolocation', m.adminShared_sections_geolocation, IconMapPin),
  section('bars', m.adminShared_sections_bars, IconBeer),
  section('bar-commissions', m.adminShared_sections_barCommissions, IconPercentage),
  section('store-settings', m.adminShared_sections_storeSettings, IconBuildingStore),
  section('payment-settings', m.adminShared_sections_paymentSettings, IconCreditCard),
  section('email-test', m.adminShared_sections_emailTest, IconMail),
  section('api', m.adminShared_sections_api, IconApi),
  section('audit-log', m.adminShared_sections_auditLog, IconHistory),
];

export function navSectionsFor(role: Role): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => s.inNav && s.roles.includes(role));
}
