import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { preloadPage } from './app/routes/lazy-page';
import { nextTask, readPageCode, runInSteps } from './first-paint/page-code';
import { readPaintedState } from './first-paint/painted-state';
import { installGlobalErrorHandlers } from './lib/global-errors';
import { createQueryClient } from './lib/query-client';
import { currentLanguage, initI18n } from './i18n';

installGlobalErrorHandlers();

let started = () => {};
/** Settles once the app's first render is on screen (main.tsx then gives it the early taps). */
export const appStarted = new Promise<void>((resolve) => (started = resolve));

const container = document.getElementById('root')!;
const paintedCode = readPageCode(document);
// A page the server painted (src/first-paint) comes with the data and the language it was
// painted in. Its code is fetched before the first render, so the app can take the painted
// page over whole; any other page shows the frame first, as soon as it can.
const painted = container.hasChildNodes()
  ? {
      language: document.documentElement.lang,
      state: readPaintedState(document),
      // After this module's task, the page's chunks one per task (main.tsx has asked for
      // them already); the page's module then finds them run.
      page: nextTask()
        .then(() => runInSteps(document, paintedCode?.page ?? []))
        .then(() => preloadPage(appRoutes, window.location.pathname))
        .catch(() => undefined),
    }
  : null;
// Then the live connection's, in steps too, before it needs them a second later.
void appStarted.then(() => runInSteps(document, paintedCode?.later ?? []));

// The first paint is in the customer's language: a Dutch browser waits for the Dutch texts
// (one small chunk) rather than flashing English first. Not a top-level await: one in the
// module graph turns off Rolldown's chunk merging, and the first load becomes a hundred files.
void Promise.all([initI18n().catch(() => undefined), painted?.page]).then(() => {
  /** The app; `paintedData` when it hydrates the painted page, with the data it shows. */
  const app = (paintedData?: QueryClient) => (
    <StrictMode>
      <Started onStarted={started}>
        <AppProvider queryClient={paintedData}>
          <AppRouter painted={paintedData !== undefined} />
        </AppProvider>
      </Started>
    </StrictMode>
  );
  // Both as transitions: React renders in slices and yields to the browser between them,
  // instead of one long task (docs/performance.md, "Speed").
  if (painted?.state && painted.language === currentLanguage()) {
    // Hydrated: React keeps the painted elements and only attaches the app to them, given
    // the same data and language; the visitor's own parts (cart, bar mode) follow at once.
    const queryClient = createQueryClient();
    hydrate(queryClient, painted.state);
    startTransition(() => {
      hydrateRoot(container, app(queryClient));
    });
  } else {
    // Rendered anew (in place of a page painted in another language, if any).
    const root = createRoot(container);
    startTransition(() => root.render(app()));
  }
});

/**
 * Tells once the app's first render is on screen. Taps on a part of the page React hydrates
 * after that (a Suspense boundary) are React's own to hold and replay.
 */
function Started(props: { onStarted: () => void; children: ReactNode }) {
  const { onStarted } = props;
  useEffect(onStarted, [onStarted]);
  return props.children;
}
