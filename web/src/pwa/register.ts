import { followLanguage } from './manifest-link';

/**
 * Registers the service worker (src/pwa/sw.ts). Loaded once the page has loaded (main.tsx), so
 * neither the worker nor this module takes anything from the first load.
 */
export function registerServiceWorker(): void {
  followLanguage();
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Without a worker the shop works as before: no offline page and no push.
  });
}
