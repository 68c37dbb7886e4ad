import type { RouteObject } from 'react-router-dom';
import { BACK_OFFICE_ROLES } from '@shop/contracts';
import type { RouteHandle } from '@/components/layouts/route-handle';
import { AdminArea } from '@/features/admin/admin-area';
import { RequireAuth } from '@/features/auth/components/require-auth';

const ownFrame: RouteHandle = { hideHeader: true, hideFooter: true };

/**
 * The back office for admins and staff, in its own lazily loaded bundle; its sections
 * (and which of them are admin-only) are routed inside that bundle. /admin/login is public.
 */
export const adminRoutes: RouteObject = {
  path: '/admin/*',
  handle: ownFrame,
  element: (
    <RequireAuth roles={BACK_OFFICE_ROLES}>
      <AdminArea />
    </RequireAuth>
  ),
};
