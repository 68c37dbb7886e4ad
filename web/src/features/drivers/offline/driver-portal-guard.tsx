import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { RequireAuth, userQuery, useUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { driverJobsQuery } from '../jobs/api';
import { savedPortal } from './portal-store';

/** Whether the browser believes it has a network (`navigator.onLine` and its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      addEventListener('online', onChange);
      addEventListener('offline', onChange);
      return () => {
        removeEventListener('online', onChange);
        removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The driver portal's guard: drivers only, as RequireAuth decides; but a page opened without a
 * network (reloaded in a tunnel, or the browser killed it there) cannot ask who is signed in,
 * so it is given the driver and their jobs as the portal last kept them (portal-store.ts). The
 * shop reads both again as soon as the network is back (driver-portal-layout.tsx).
 */
export default function DriverPortalGuard() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const { data: user, error } = useUser();
  const unreachable = !online || (error instanceof ApiError && error.status === 0);
  const [read, setRead] = useState(false);

  useEffect(() => {
    if (!unreachable || user || read) return;
    let live = true;
    void savedPortal().then((saved) => {
      if (!live) return;
      if (saved?.user.role === 'driver') {
        queryClient.setQueryData(userQuery.queryKey, saved.user);
        if (saved.jobs && !queryClient.getQueryData(driverJobsQuery.queryKey)) {
          queryClient.setQueryData(driverJobsQuery.queryKey, saved.jobs, {
            updatedAt: saved.savedAt,
          });
        }
      }
      setRead(true);
    });
    return () => {
      live = false;
    };
  }, [unreachable, user, read, queryClient]);

  if (unreachable && !user && !read) return <CenteredLoader />;
  return <RequireAuth roles={['driver']} />;
}
