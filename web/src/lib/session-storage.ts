/**
 * sessionStorage that never throws: private modes and full quotas make the browser refuse,
 * and a refused write must not break the page.
 */
export const session = {
  get(key: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // Not stored: the value only lives for this page view.
    }
  },
  remove(key: string): void {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Nothing to clean up.
    }
  },
};

/** The session keys the spec names. */
export const SESSION_KEYS = {
  orderType: 'orderType',
  barMode: 'barMode',
  redirectAfterLogin: 'redirectAfterLogin',
  /** The validated delivery address of the checkout address check (location spec §4). */
  checkoutAddress: 'checkoutAddress',
  /** The partner bar a bar order is picked up at: {id, slug, name}. */
  barOrderData: 'barOrderData',
  /** Set once a guest's contact and address were stored (POST /api/guest-session). */
  guestCheckout: 'guestCheckout',
  /** The Idempotency-Key of each food order this checkout sent, by what it sent. */
  checkoutAttempts: 'checkoutAttempts',
} as const;
