import { Navigate, type RouteObject } from 'react-router-dom';
import { lazy } from 'react';

// The portal's frame comes with its pages, so customers never load it.
const DriverPortalLayout = lazy(() =>
  import('@/features/drivers/driver-portal-layout').then((m) => ({
    default: m.DriverPortalLayout,
  })),
);
// Drivers only; without a network, the driver and the job the portal kept on the phone.
const DriverPortalGuard = lazy(() => import('@/features/drivers/offline/driver-portal-guard'));
const DriverDashboardPage = lazy(() => import('@/features/drivers/driver-dashboard-page'));
const DriverAgreementPage = lazy(() => import('@/features/drivers/driver-agreement-page'));
const DriverEarningsPage = lazy(() => import('@/features/drivers/driver-earnings-page'));
const DriverHistoryPage = lazy(() => import('@/features/drivers/driver-history-page'));
const DriverProfilePage = lazy(() => import('@/features/drivers/driver-profile-page'));

/** The driver portal: drivers only. /driver and /driver/dashboard lead to the dashboard. */
export const driverRoutes: RouteObject[] = [
  { path: '/driver', element: <Navigate to="/driverdashboardnow" replace /> },
  { path: '/driver/dashboard', element: <Navigate to="/driverdashboardnow" replace /> },
  {
    element: <DriverPortalGuard />,
    children: [
      {
        element: <DriverPortalLayout />,
        children: [
          { path: '/driverdashboardnow', element: <DriverDashboardPage /> },
          { path: '/driver/earnings', element: <DriverEarningsPage /> },
          { path: '/driver/agreement', element: <DriverAgreementPage /> },
          { path: '/driver/orders', element: <DriverHistoryPage /> },
          { path: '/driver/profile', element: <DriverProfilePage /> },
        ],
      },
    ],
  },
];
