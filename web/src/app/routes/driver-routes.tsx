import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';
import DriverDashboardPage from '@/features/drivers/driver-dashboard-page';
import DriverAgreementPage from '@/features/drivers/driver-agreement-page';
import DriverProfilePage from '@/features/drivers/driver-profile-page';
import { notYet } from './placeholder';

/** The driver portal: drivers only. /driver and /driver/dashboard lead to the dashboard. */
export const driverRoutes: RouteObject[] = [
  { path: '/driver', element: <Navigate to="/driverdashboardnow" replace /> },
  { path: '/driver/dashboard', element: <Navigate to="/driverdashboardnow" replace /> },
  {
    element: <RequireAuth roles={['driver']} />,
    children: [
      { path: '/driverdashboardnow', element: <DriverDashboardPage /> },
      { path: '/driver/earnings', element: <DriverDashboardPage /> },
      { path: '/driver/agreement', element: <DriverAgreementPage /> },
      notYet('/driver/orders', 'Driver Orders'),
      { path: '/driver/profile', element: <DriverProfilePage /> },
    ],
  },
];
