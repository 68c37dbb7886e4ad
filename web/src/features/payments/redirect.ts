import { isSitePath } from '@/lib/session-storage';

/**
 * Sends the browser to another page and leaves the app, as a bank redirect does (the page
 * loads anew, so nothing of this one is kept but storage). A function of its own so tests can
 * watch it: jsdom does not navigate.
 */
export const redirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};

/** Where a redirect method returns to, as a path of this shop ('/order/success?orderId=12'). */
export function returnPath(returnUrl: string): string | null {
  const url = new URL(returnUrl, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return isSitePath(path) ? path : null;
}

/**
 * The return address with what Stripe adds to it: the intent, its client secret and how the
 * redirect ended ('succeeded', 'processing' or 'failed').
 */
export function withPaymentResult(
  returnUrl: string,
  result: { paymentIntentId: string; clientSecret: string; redirectStatus: string },
): string {
  const url = new URL(returnUrl, window.location.origin);
  url.searchParams.set('payment_intent', result.paymentIntentId);
  url.searchParams.set('payment_intent_client_secret', result.clientSecret);
  url.searchParams.set('redirect_status', result.redirectStatus);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}
