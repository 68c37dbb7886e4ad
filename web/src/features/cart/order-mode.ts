import { SESSION_KEYS, session } from '@/lib/session-storage';

export type OrderMode = 'normal' | 'bar' | 'merch';

export interface OrderModeInput {
  /** The food cart's lines; merchandise lines carry isMerchandise. */
  cart: readonly { isMerchandise?: boolean }[];
  /** Lines in the merchandise shop's own cart, kept apart from the food cart (0 when omitted). */
  merchandiseLines?: number;
  pathname: string;
  /** The query string, with or without the leading '?'. */
  search: string;
  /** The barMode flag kept in sessionStorage ('true' when set). */
  storedBarMode: string | null;
}

/**
 * The spec's order-mode rule: 'merch' when the cart holds only merchandise; 'bar' when the
 * query says barMode=true, the session holds the barMode flag, or the path contains /bar/;
 * otherwise 'normal'. The cart is the food cart and the merchandise cart together, as /cart
 * shows them.
 */
export function resolveOrderMode(input: OrderModeInput): OrderMode {
  const { cart, merchandiseLines = 0 } = input;
  const onlyMerchandise = cart.every((line) => line.isMerchandise === true);
  if (onlyMerchandise && cart.length + merchandiseLines > 0) return 'merch';
  if (isBarContext(input)) return 'bar';
  return 'normal';
}

/** Whether the visitor came through a bar's QR code, whatever the cart holds. */
export function isBarContext(input: Omit<OrderModeInput, 'cart'>): boolean {
  return (
    new URLSearchParams(input.search).get('barMode') === 'true' ||
    input.storedBarMode === 'true' ||
    input.pathname.includes('/bar/')
  );
}

/** Keeps bar mode for the rest of the visit once a bar link or QR code was followed. */
export function enterBarMode(): void {
  session.set(SESSION_KEYS.barMode, 'true');
}

/** Leaves bar mode (the bar exit route calls this). */
export function exitBarMode(): void {
  session.remove(SESSION_KEYS.barMode);
}
