/// <reference lib="webworker" />
/**
 * The shop's service worker: what makes the shop and the driver portal installable, the
 * offline page, the driver portal's shell offline, and Web Push.
 *
 * Nothing the shop sells is answered from a cache: /api always goes to the network (prices,
 * the ordering switches, an order's status), and pages are fetched from the server, which
 * paints them with today's menu. Only when the network is gone does a page come from here:
 * the driver portal's shell (its job is kept in IndexedDB), for every other page the offline
 * page. Built by vite-plugin-pwa (injectManifest), which writes the precache list below.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { parsePush, pushNotification, type PushNotice } from './push-notice';
import { OFFLINE_ASSETS_CACHE, isDriverPortalPath, type ServiceWorkerMessage } from './sw-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The shell's index.html, the offline page and its icon. No directory index and no
// clean URLs: '/' must never be answered with the cached shell instead of the painted page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages keep coming straight from the network while this worker starts up.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
    return;
  }
  // The driver portal's code, kept when the portal asked (sw-messages.ts); everything else
  // goes to the network as if there were no worker.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches
        .open(OFFLINE_ASSETS_CACHE)
        .then((cache) => cache.match(request))
        .then((kept) => kept ?? fetch(request)),
    );
  }
});

/** A page from the server; without a network the portal's shell or the offline page. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const path = new URL(event.request.url).pathname;
    const fallback = isDriverPortalPath(path)
      ? await matchPrecache('/index.html')
      : await matchPrecache('/offline.html');
    return fallback ?? Response.error();
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | null;
  if (message?.type === 'keep-for-offline') {
    const urls = message.urls.filter((u) =>
      new URL(u, self.location.origin).pathname.startsWith('/assets/'),
    );
    event.waitUntil(keep(urls));
  }
});

/** The portal's code files kept for offline; older builds' files go first past this many. */
const KEEP_AT_MOST = 300;

async function keep(urls: string[]): Promise<void> {
  const cache = await caches.open(OFFLINE_ASSETS_CACHE);
  // Already in the browser's cache (hashed, immutable): copying them costs no download.
  await cache.addAll(urls);
  const keys = await cache.keys();
  const current = new Set(urls.map((u) => new URL(u, self.location.origin).href));
  const stale = keys.filter((k) => !current.has(k.url));
  const excess = keys.length - KEEP_AT_MOST;
  await Promise.all(stale.slice(0, Math.max(0, excess)).map((k) => cache.delete(k)));
}

self.addEventListener('push', (event) => {
  const notice = parsePush(event.data?.text() ?? null);
  if (!notice) return;
  event.waitUntil(show(notice));
});

async function show(notice: PushNotice): Promise<void> {
  const { title, options } = pushNotification(notice, Date.now());
  await self.registration.showNotification(title, {
    ...options,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(openPage(new URL(target, self.location.origin).href));
});

/** Brings the shop's open window to the page, or opens one. */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url === url) ?? windows[0];
  if (open) {
    const shown = open.url === url ? open : ((await open.navigate(url)) ?? open);
    await shown.focus().catch(() => {});
    return;
  }
  await self.clients.openWindow(url);
}
