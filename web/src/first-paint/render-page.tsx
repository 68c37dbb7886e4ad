import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  type DehydratedState,
  dehydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '@shop/contracts';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes';
import { changeLanguage } from '@/i18n';
import { setApiOrigin } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

/** A page renders again with the data its first pass asked for, at most this often. */
const MAX_PASSES = 3;

/** A page's markup and the data it was rendered with. */
export interface RenderedPage {
  html: string;
  state: DehydratedState;
}

/**
 * The app's HTML for a page as an anonymous visitor first sees it, in `language`, with the
 * public data read from the api at `apiOrigin`; null when its data could not be read.
 *
 * Rendering is repeated until no query is left waiting: the first pass tells which reads the
 * page makes (the queries it builds in the cache), the next renders them with their data.
 * Calls must not overlap (the language is the app's one, Paraglide's global variable).
 */
export async function renderPage(input: {
  path: string;
  language: Language;
  apiOrigin: string;
}): Promise<RenderedPage | null> {
  setApiOrigin(input.apiOrigin);
  // The message functions speak the request's language from here on (Paraglide's runtime),
  // once the api's messages in it are loaded (i18n/language.ts).
  await changeLanguage(input.language);

  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`${input.apiOrigin}${input.path}`));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();

  for (let pass = 1; ; pass++) {
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToHtml(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) return { html, state: dehydrate(queryClient) };
    if (pass === MAX_PASSES) return null;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // The page would show its error state: better the plain index.html and the app's own try.
    if (waiting.some((query) => query.state.status === 'error')) return null;
  }
}

function waitingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query));
}

/** A query the page holds back (e.g. a signed-in user's, while the user is unknown) waits. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/**
 * The markup alone. Every boundary is written in place (no part is sent ahead of another), so
 * React's inline scripts, which reveal parts sent later, have nothing to do; any is left out,
 * as the shop's Content-Security-Policy refuses inline scripts.
 */
async function renderToHtml(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return (await new Response(prelude).text()).replace(/<script\b[^>]*>[^]*?<\/script>/g, '');
}
