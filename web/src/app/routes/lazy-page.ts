import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type PageModule = { default: ComponentType };

/** A page whose code is fetched when first shown, or earlier with preload(). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * React.lazy with a preload: once the page's code has arrived, React gets it without waiting
 * (a thenable that answers at once), so the first render shows the page rather than the
 * layout's loading state for a moment (src/bootstrap.tsx). A page's texts are Paraglide's
 * message functions in its own code, so they come with it.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
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
