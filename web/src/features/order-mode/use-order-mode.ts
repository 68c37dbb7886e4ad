import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCartItems } from '@/features/cart/cart-store';
import { SESSION_KEYS, session } from '@/lib/session-storage';
import { enterBarMode, isBarContext, type OrderMode, resolveOrderMode } from './order-mode';

export interface OrderModeState {
  mode: OrderMode;
  /** The visitor is at a bar (the shell shows its reduced navigation), whatever the cart holds. */
  atBar: boolean;
}

/**
 * The current order mode, kept in sessionStorage under orderType for the checkout. Following a
 * bar link stores the barMode flag so bar mode lasts for the rest of the visit.
 */
export function useOrderMode(): OrderModeState {
  const { pathname, search } = useLocation();
  const cart = useCartItems();
  const storedBarMode = session.get(SESSION_KEYS.barMode);
  const mode = resolveOrderMode({ cart, pathname, search, storedBarMode });
  const atBar = isBarContext({ pathname, search, storedBarMode });
  const newlyAtBar = atBar && storedBarMode !== 'true';

  useEffect(() => {
    if (newlyAtBar) enterBarMode();
  }, [newlyAtBar]);

  useEffect(() => {
    session.set(SESSION_KEYS.orderType, mode);
  }, [mode]);

  return { mode, atBar };
}
