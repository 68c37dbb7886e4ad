import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';
import DriverDashboardPage from '@/features/drivers/driver-dashboard-page';
import DriverAgreementPage from '@/features/drivers/driver-agreement-page';
import DriverEarningsPage from '@/features/drivers/driver-earnings-page';
import DriverHistoryPage from '@/features/drivers/driver-history-page';
import DriverProfilePage from '@/features/drivers/driver-profile-page';
import { DriverPortalLayout } from '@/features/drivers/driver-portal-layout';

/** The driver portal: drivers only. /driver and /driver/dashboard lead to the dashboard. */
export const driverRoutes: RouteObject[] = [
  { path: '/driver', element: <Navigate to="/driverdashboardnow" replace /> },
  { path: '/driver/dashboard', element: <Navigate to="/driverdashboardnow" replace /> },
  {
    element: <RequireAuth roles={['driver']} />,
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
