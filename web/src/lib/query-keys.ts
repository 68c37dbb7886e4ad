import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys start with the URL they read. A key matches `base` when its URL is `base`
 * itself or a path below it: '/api/combo' matches '/api/combo/drinks' but '/api/merchandise'
 * does not match '/api/merchandise-orders/3'.
 */
export function keyMatchesUrl(key: QueryKey, base: string): boolean {
  const url = key[0];
  if (typeof url !== 'string') return false;
  const path = url.split('?')[0] ?? url;
  return path === base || path.startsWith(`${base}/`);
}

/** Public read models: the same for every visitor, so they survive a sign-out. */
export const PUBLIC_URLS = [
  '/api/menu',
  '/api/categories',
  '/api/combo',
  '/api/merchandise',
  '/api/page-texts',
  '/api/reviews',
  '/api/settings',
  '/api/ordering-status',
  '/api/geo/zones',
  '/api/map/config',
] as const;

export const isPublicKey = (key: QueryKey) => PUBLIC_URLS.some((url) => keyMatchesUrl(key, url));
