import { lazy, Suspense, useState } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';

const ToastContainer = lazy(() =>
  import('./toast-container').then((module) => ({ default: module.ToastContainer })),
);

const LIMIT = 1;
const POSITION = 'top-right';
// The container would set these when it mounts; set here at start so that toasts raised before
// it has come already follow them (one at a time, at the top right).
notificationsStore.updateState((state) => ({ ...state, limit: LIMIT, defaultPosition: POSITION }));

/**
 * The toasts (lib/notify.ts). Their container and its transitions are not in the first load
 * (docs/performance.md, "Speed"): the store that `notify` writes to is, so a toast raised before
 * the container has come waits in it and shows as soon as it has. The container (and the
 * pop-ups' chunk it shares, ~45 KB gzip together) is fetched with the first toast, after some
 * action of the customer's or live news, never while the page loads.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer limit={LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position={POSITION} />
    </Suspense>
  );
}
