import type { OrderMode } from './order-mode';
import { SESSION_KEYS, session } from '@/lib/session-storage';

export const PATHS = {
  merchandiseCheckout: '/customer/merchandise-checkout',
  barCheckout: '/customer/bar-checkout',
  checkout: '/customer/checkout',
  location: '/customer/simple-location',
  guestCheckout: '/checkout/guest',
  changeAddress: '/customer/location-verification',
  auth: '/auth',
} as const;

export interface ProceedInput {
  mode: OrderMode;
  signedIn: boolean;
  /** The delivery info held with the cart, or the session's checkoutAddress, is there. */
  knowsDeliveryLocation: boolean;
}

export interface ProceedStep {
  to: string;
  /** Remembered in sessionStorage so signing in continues the checkout there. */
  redirectAfterLogin?: string;
}

/**
 * Where the cart's Proceed button goes. Merchandise and
 * bar carts need no sign-in; a guest with a food cart signs in first (or continues as guest).
 */
export function proceedStep({ mode, signedIn, knowsDeliveryLocation }: ProceedInput): ProceedStep {
  if (mode === 'merch') return { to: PATHS.merchandiseCheckout };
  if (mode === 'bar') return { to: PATHS.barCheckout };
  if (!signedIn) return { to: PATHS.auth, redirectAfterLogin: PATHS.location };
  return { to: knowsDeliveryLocation ? PATHS.checkout : PATHS.location };
}

/**
 * 'Continue as Guest' skips signing in and goes to the guest checkout, which takes the contact
 * and the address (checked against the zones) and leads to the confirm page.
 */
export const GUEST_STEP: ProceedStep = { to: PATHS.guestCheckout };

/** Whether the session holds a validated checkout address. */
export function hasCheckoutAddress(): boolean {
  const raw = session.get(SESSION_KEYS.checkoutAddress);
  if (!raw) return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}
