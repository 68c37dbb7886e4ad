import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { AppLayout } from '@/components/layouts/app-layout';
import { adminRoutes } from './admin-routes';
import { customerRoutes } from './customer-routes';
import { driverRoutes } from './driver-routes';
import { publicRoutes } from './public-routes';

/** The whole route table; the router and the tests both use it. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...publicRoutes,
      customerRoutes,
      ...driverRoutes,
      adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
