import { useParams, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/components/layouts/route-handle';
import { AdminArea } from '@/features/admin';
import { rolesForAdminPath } from '@shop/contracts';
import { RequireAuth } from '@/features/auth';

const ownFrame: RouteHandle = { hideHeader: true, hideFooter: true };

/**
 * Lets in the roles of the section asked for, so Access Denied names them (admin only for an
 * admin-only section) before the back office's bundle is fetched at all.
 */
function BackOfficeGuard() {
  const { '*': rest = '' } = useParams();
  return (
    <RequireAuth roles={rolesForAdminPath(rest)}>
      <AdminArea />
    </RequireAuth>
  );
}

/**
 * The back office for admins and staff, in its own lazily loaded bundle; its sections are
 * routed inside that bundle and check their roles again. /admin/login is public.
 */
export const adminRoutes: RouteObject = {
  path: '/admin/*',
  handle: ownFrame,
  element: <BackOfficeGuard />,
};
