import { manifestPath, type WebApp } from './manifest-paths';

let app: WebApp = 'shop';

/**
 * Points index.html's manifest link at the page's app in the page's language (the `lang` the
 * shop keeps on <html>, i18n/language.ts).
 */
function update(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const href = manifestPath(app, document.documentElement.lang);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Keeps the manifest link in the shop's language from now on (register.ts, after load). */
export function followLanguage(): void {
  new MutationObserver(update).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
  });
  update();
}

/**
 * Which app the browser installs from this page: the driver portal's while one of its pages is
 * open. Returns the way back to the shop's.
 */
export function installAs(next: WebApp): () => void {
  app = next;
  update();
  return () => {
    app = 'shop';
    update();
  };
}
