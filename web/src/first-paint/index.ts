/**
 * The first paint of the shop's busiest pages, rendered on the server: the api sends a page's
 * HTML with the app's own markup for it, so the browser paints the hero, the first menu cards
 * or the guest checkout's form from the document, before the app's code has arrived and
 * started. The app then hydrates it with the same data, carried in the document
 * (src/bootstrap.tsx). Built for Node (`vite build --ssr`) into dist-first-paint/, which the
 * api loads (api/src/shared/http/first-paint.ts).
 */
import type { Language } from '@shop/contracts';
import { pageDocument } from './page-document';
import { renderPage } from './render-page';

/** The pages painted on the server, and the module of each one's page (for its styles and code). */
const PAGES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/home-page.tsx',
  '/menu': 'src/features/menu/menu-page.tsx',
  '/checkout/guest': 'src/features/checkout/guest-checkout-page.tsx',
};

export const FIRST_PAINT_PATHS: readonly string[] = Object.keys(PAGES);

let queue: Promise<unknown> = Promise.resolve();

/**
 * The whole HTML document of `path` (one of FIRST_PAINT_PATHS) in `language`, from the web
 * build in `webDist`; null when the page cannot be painted (the api then sends index.html).
 */
export function renderFirstPaint(input: {
  webDist: string;
  path: string;
  language: Language;
  apiOrigin: string;
}): Promise<string | null> {
  const pageModule = PAGES[input.path];
  if (!pageModule) return Promise.resolve(null);
  const rendered = queue.then(async () => {
    const page = await renderPage(input);
    if (page === null) return null;
    return pageDocument(input.webDist, {
      appHtml: page.html,
      state: page.state,
      language: input.language,
      pageModule,
    });
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}
