import { Suspense } from 'react';
import { lazyOverlay, useOverlayRequest } from '@/components/overlays/lazy-overlay';
import { useNotifications } from './api';
import { BellButton, BellIndicator } from './bell-button';

const popover = lazyOverlay(() => import('./notification-popover'));

/**
 * The bell for signed-in users with its unread badge. The popover with the
 * list (and Mantine's positioning code) is fetched when the pointer or focus reaches the bell
 * and shown on its first click. The list is the server's, so it survives a reload.
 */
export function NotificationBell() {
  const { data } = useNotifications(true);
  const unread = data?.unread ?? 0;
  const [requested, request] = useOverlayRequest();
  const trigger = (
    <BellIndicator unread={unread}>
      <BellButton
        unread={unread}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={popover.preload}
        onFocus={popover.preload}
        onClick={request}
      />
    </BellIndicator>
  );
  return <Suspense fallback={trigger}>{requested ? <popover.Overlay /> : trigger}</Suspense>;
}
