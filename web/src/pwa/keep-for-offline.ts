import type { KeepForOffline } from './sw-messages';

const isOwnCode = (url: string) => {
  const { origin, pathname } = new URL(url, location.href);
  return origin === location.origin && pathname.startsWith('/assets/');
};

async function tellWorker(urls: string[]): Promise<void> {
  const own = [...new Set(urls.filter(isOwnCode))];
  if (own.length === 0) return;
  // On the first visit the worker is registered after the page's load: wait until it runs.
  const worker = (await navigator.serviceWorker.ready).active;
  const message: KeepForOffline = { type: 'keep-for-offline', urls: own };
  worker?.postMessage(message);
}

/**
 * Asks the service worker to keep the code this page loaded, and what it loads from now on (a
 * page's chunk arriving after its frame), so the page opens again without a network: the driver
 * portal. The files are hashed and already in the browser's cache. Returns the stop.
 */
export function keepLoadedCodeForOffline(): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  // The document's own scripts and styles.
  for (const el of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[rel="stylesheet"], link[rel="modulepreload"]',
  )) {
    loaded.push(el instanceof HTMLScriptElement ? el.src : el.href);
  }
  void tellWorker(loaded).catch(() => {});
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver((list) => {
    void tellWorker(list.getEntries().map((entry) => entry.name)).catch(() => {});
  });
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
}
