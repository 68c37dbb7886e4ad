import type { RequestHandler } from 'express';
import { forbidden } from '../errors/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser marks as
 * cross-site, or that names a foreign Origin, is refused. Bearer-token clients carry no
 * ambient credential and pass.
 *
 * `Origin: null` is an opaque origin (a sandboxed frame, a file: page, a cross-site redirect),
 * never the shop, so it is refused unless the browser itself vouches for the request with
 * `Sec-Fetch-Site: same-origin`: under the shop's `Referrer-Policy: no-referrer`, Chromium
 * sends `null` for the shop's own form posts too. A request with neither header comes from
 * no browser (curl, a server, a native app) and cannot carry a victim's cookie; it passes.
 */
export function crossSiteGuard(allowedOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE.has(req.method) || req.auth?.via === 'bearer') return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (site === 'cross-site') return next(forbidden('cross_site'));
    if (origin === 'null') {
      return site === 'same-origin' ? next() : next(forbidden('cross_site'));
    }
    if (origin && !allowedOrigins.includes(origin) && !sameHost(origin, req.headers.host)) {
      return next(forbidden('cross_site'));
    }
    next();
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}
