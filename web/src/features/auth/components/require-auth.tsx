import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '@shop/contracts';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { AccessDeniedPage } from '@/components/errors/access-denied-page';
import { useUser } from '../api';
import { loginPathFor, rememberRedirectAfterLogin } from '../auth-redirects';

interface RequireAuthProps {
  /** Allowed roles; any signed-in user when omitted. */
  roles?: readonly Role[];
  /** The guarded content; the child routes when omitted. */
  children?: ReactNode;
}

/** The route guard: guests go to a login, a signed-in user without one of `roles` is refused. */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { data: user, isPending } = useUser();
  if (isPending) return <CenteredLoader />;
  if (!user) return <RedirectToLogin />;
  if (roles && !roles.includes(user.role)) {
    return <AccessDeniedPage role={user.role} required={roles} />;
  }
  return children ?? <Outlet />;
}

function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberRedirectAfterLogin(`${pathname}${search}${hash}`);
    void navigate(loginPathFor(pathname), { replace: true });
  }, [pathname, search, hash, navigate]);
  return <CenteredLoader />;
}
