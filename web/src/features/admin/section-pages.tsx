import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminSectionPath } from '@shop/contracts';

const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const PageTextsPage = lazy(() => import('./content/page-texts-page'));

/**
 * The page of each back-office section, each loaded on first visit so the back office's
 * bundle stays small. Aliases ('overview', 'text') share their section's page.
 */
export const SECTION_PAGES: Record<AdminSectionPath, LazyExoticComponent<ComponentType>> = {
  '': DashboardPage,
  overview: DashboardPage,
  orders: lazy(() => import('./orders/orders-page')),
  dispatch: lazy(() => import('./dispatch/dispatch-page')),
  menu: lazy(() => import('./catalogue/menu-items-page')),
  categories: lazy(() => import('./catalogue/categories-page')),
  merchandise: lazy(() => import('./catalogue/merchandise-page')),
  customers: lazy(() => import('./customers/customers-page')),
  'tax-reports': lazy(() => import('./reports/tax-reports-page')),
  'bar-commissions': lazy(() => import('./reports/bar-commissions-page')),
  'order-status-test': lazy(() => import('./orders/order-status-test-page')),
  zones: lazy(() => import('./zones/zones-page')),
  'qr-locations': lazy(() => import('./places/qr-locations-page')),
  bars: lazy(() => import('./places/bars-page')),
  drivers: lazy(() => import('./drivers/drivers-page')),
  staff: lazy(() => import('./staff/staff-page')),
  'page-texts': PageTextsPage,
  text: PageTextsPage,
  geolocation: lazy(() => import('./system/geolocation-page')),
  'store-settings': lazy(() => import('./settings/store-settings-page')),
  'payment-settings': lazy(() => import('./system/payment-settings-page')),
  'email-test': lazy(() => import('./system/email-test-page')),
  api: lazy(() => import('./system/api-page')),
  'audit-log': lazy(() => import('./audit/audit-log-page')),
};
