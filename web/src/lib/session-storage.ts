/**
 * Web storage that never throws: private modes and full quotas make the browser refuse (even
 * reaching the storage object can throw), and a refused read or write must not break the page.
 */
function safeStorage(storage: () => Storage | undefined) {
  return {
    get(key: string): string | null {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Not stored: the value only lives for this page view.
      }
    },
    remove(key: string): void {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to clean up.
      }
    },
  };
}

export const session = safeStorage(() => globalThis.sessionStorage);
export const local = safeStorage(() => globalThis.localStorage);

/** The session keys the spec names. */
export const SESSION_KEYS = {
  orderType: 'orderType',
  barMode: 'barMode',
  redirectAfterLogin: 'redirectAfterLogin',
  /**
   * The page to continue at once a location check succeeds, left by the page that sent the
   * customer to check it (the cart's Change address).
   */
  locationRedirect: 'locationRedirect',
  /** The validated delivery address of the checkout address check. */
  checkoutAddress: 'checkoutAddress',
  /** The partner bar a bar order is picked up at: {id, slug, name}. */
  barOrderData: 'barOrderData',
  /** Set once a guest's contact and address were stored (POST /api/guest-session). */
  guestCheckout: 'guestCheckout',
  /** The Idempotency-Key of each food order this checkout sent, by what it sent. */
  checkoutAttempts: 'checkoutAttempts',
  /**
   * What the customer chose on the confirm and bar checkout pages, so coming back from the
   * bank sends the same order again (and finds it by its key).
   */
  checkoutChoices: 'checkoutChoices',
  /** The merchandise checkout's shipping details, shown again when a payment is retried. */
  merchandiseShipping: 'merchandiseShipping',
} as const;

/**
 * A path on this site: one leading slash, no backslash or white space. '//host', '/\\host' and
 * '/<tab>/host' would all leave the site (browsers read a backslash as a slash and drop tabs and
 * line breaks), and full URLs are not paths.
 */
export const isSitePath = (path: string): boolean => /^\/(?![/\\])[^\s\\]*$/.test(path);

/** Remembers where to continue after a location check (this site's paths only). */
export function rememberLocationRedirect(path: string): void {
  if (isSitePath(path)) session.set(SESSION_KEYS.locationRedirect, path);
}

/** Reads and forgets where to continue after a location check; null when nothing was left. */
export function takeLocationRedirect(): string | null {
  const target = session.get(SESSION_KEYS.locationRedirect);
  session.remove(SESSION_KEYS.locationRedirect);
  return target && isSitePath(target) ? target : null;
}

/** The customer left the location check another way: the way back no longer applies. */
export function forgetLocationRedirect(): void {
  session.remove(SESSION_KEYS.locationRedirect);
}
