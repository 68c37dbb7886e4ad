import { followLanguage } from './manifest-link';

/**
 * Registers the service worker (src/pwa/sw.ts). Loaded once the page has loaded (main.tsx), so
 * neither the worker nor this module takes anything from the first load.
 */
export function registerServiceWorker(): void {
  followLanguage();
  if (!('serviceWorker' in navigator)) return;
  // Once the page is idle as well: the worker's install fetches its few files after the page's
  // own work, never beside it.
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2_000));
  idle(
    () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // Without a worker the shop works as before: no offline page and no push.
      });
    },
    { timeout: 10_000 },
  );
}
