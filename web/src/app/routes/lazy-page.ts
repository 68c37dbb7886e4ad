import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadedTranslator, loadTranslator } from '@/i18n/loaded-translator';
import type { Namespace } from '@/i18n/translator';

type PageModule = { default: ComponentType };

/** A page whose code is fetched when first shown, or earlier with preload(). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * React.lazy with a preload: once the page's code has arrived, React gets it without waiting
 * (a thenable that answers at once), so the first render shows the page rather than the
 * layout's loading state for a moment (src/bootstrap.tsx). The namespaces of texts the page
 * reads are fetched with its code, not after it: otherwise the page, once its code is in,
 * waits again for its texts. The translator itself comes with the first such page, never with
 * the first load: home, the menu and the cart need none (their texts are Paraglide's).
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  namespaces: readonly Namespace[] = [],
): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const fetchTexts = () => {
    if (namespaces.length === 0) return undefined;
    const translator = loadedTranslator();
    if (translator) return translator.loadNamespaces(namespaces);
    return loadTranslator().then(() => loadedTranslator()?.loadNamespaces(namespaces));
  };
  const fetchPage = () =>
    (loading ??= Promise.all([load(), fetchTexts()]).then(
      ([module]) => (loaded = module),
      (error: unknown) => {
        // Tried again the next time the page is asked for.
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() => {
    if (!loaded) return fetchPage();
    const module = loaded;
    return {
      then: (resolve: (value: PageModule) => void) => resolve(module),
    } as Promise<PageModule>;
  });
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}

/** Fetches the code of the page a path shows, when that page is a LazyPage. */
export async function preloadPage(routes: RouteObject[], path: string): Promise<void> {
  const pages = (matchRoutes(routes, path) ?? [])
    .map(({ route }) => (route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload()));
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'object' && type !== null && 'preload' in type;
}
