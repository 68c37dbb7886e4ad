import { lazy, Suspense, useEffect, useState } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';

const loadToastContainer = () =>
  import('./toast-container').then((module) => ({ default: module.ToastContainer }));
const ToastContainer = lazy(loadToastContainer);

const LIMIT = 1;
const POSITION = 'top-right';
// The container would set these when it mounts; set here at start so that toasts raised before
// it has come already follow them (one at a time, at the top right).
notificationsStore.updateState((state) => ({ ...state, limit: LIMIT, defaultPosition: POSITION }));

/**
 * The toasts (lib/notify.ts). Their container and its transitions are not in the first load
 * (docs/decisions.md, "Speed"): the store that `notify` writes to is, so a toast raised before
 * the container has come waits in it and shows as soon as it has. The container is fetched when
 * the browser is first idle, or by the first toast, whichever comes first.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);

  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => setWanted(true));
    return () => cancel(handle);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer limit={LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position={POSITION} />
    </Suspense>
  );
}
