import type { RequestHandler } from 'express';

/**
 * Browser features the shop's pages may use, each for the shop itself: geolocation for the
 * address check and the driver portal, the camera for the QR scanner, and payment for Stripe's
 * card frames (Apple Pay and Google Pay go through the Payment Request API). Every other
 * powerful feature is switched off, for the shop's pages and any frame they embed. Only
 * features Chromium knows are named, so it logs no warnings about the header.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=(self)',
  'payment=(self "https://js.stripe.com")',
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'sync-xhr',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** One year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet does not write: Permissions-Policy on every answer, and HSTS only on an
 * answer to a request that came over HTTPS, directly or through the TRUST_PROXY_HOPS proxies
 * (their X-Forwarded-Proto; Express's `req.secure`). HSTS over plain HTTP is ignored by
 * browsers and would only tell a local run on http://localhost something untrue.
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
};
