/** What the pages and the service worker (sw.ts) tell each other, and names both use. */

/** The cache of the driver portal's code, kept so the portal opens without a network. */
export const OFFLINE_ASSETS_CACHE = 'offline-assets-v1';

/** The page asks the worker to keep the code it loaded (hashed files under /assets/). */
export interface KeepForOffline {
  type: 'keep-for-offline';
  urls: string[];
}

export type ServiceWorkerMessage = KeepForOffline;

/**
 * The driver portal's pages: without a network they get the app's shell from the cache (their
 * job is in IndexedDB). The portal's dashboard is /driverdashboardnow, its other pages /driver/….
 */
export const isDriverPortalPath = (path: string): boolean => path.startsWith('/driver');
