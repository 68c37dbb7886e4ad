import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useCartItems } from './cart-store';
import { useMerchandiseCart } from './merchandise-cart-store';
import { SESSION_KEYS, session } from '@/lib/session-storage';
import { enterBarMode, isBarContext, type OrderMode, resolveOrderMode } from './order-mode';

export interface OrderModeState {
  mode: OrderMode;
  /** The visitor is at a bar (the shell shows its reduced navigation), whatever the cart holds. */
  atBar: boolean;
}

/**
 * The current order mode, kept in sessionStorage under orderType for the checkout. A link with
 * barMode=true stores the barMode flag so bar mode lasts for the rest of the visit; a /bar/
 * path counts as bar mode only while it is open (the bar page stores the flag once it has found
 * an active bar, so an unknown bar's link does not leave the visitor in bar mode).
 */
export function useOrderMode(): OrderModeState {
  const { pathname, search } = useLocation();
  const cart = useCartItems();
  const merchandiseLines = useMerchandiseCart().length;
  const storedBarMode = useStoredBarMode();
  const atBar = useAtBar();
  const mode = resolveOrderMode({ cart, merchandiseLines, pathname, search, storedBarMode });

  useEffect(() => {
    session.set(SESSION_KEYS.orderType, mode);
  }, [mode]);

  return { mode, atBar };
}

/**
 * Whether the visitor is at a bar (the shell shows its reduced navigation, the menu only the
 * bar menu), whatever the cart holds: so a change to the cart does not render these again.
 */
export function useAtBar(): boolean {
  const { pathname, search } = useLocation();
  const storedBarMode = useStoredBarMode();
  const newlyAtBar =
    storedBarMode !== 'true' && new URLSearchParams(search).get('barMode') === 'true';

  useEffect(() => {
    if (newlyAtBar) enterBarMode();
  }, [newlyAtBar]);

  return isBarContext({ pathname, search, storedBarMode });
}

/** Keeps the stored orderType current on every page; renders nothing. */
export function KeepOrderMode(): null {
  useOrderMode();
  return null;
}

const readBarMode = () => session.get(SESSION_KEYS.barMode);
// No event tells of a change in this tab; each render reads the flag again (a store's snapshot).
const unsubscribed = () => () => {};

/**
 * The stored barMode flag. The server's first paint (src/first-paint) knows no visitor's
 * session: while the app hydrates that page the flag counts as unset, then as stored.
 */
function useStoredBarMode(): string | null {
  return useSyncExternalStore(unsubscribed, readBarMode, () => null);
}
