import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { preloadPage } from './app/routes/lazy-page';
import { installGlobalErrorHandlers } from './lib/global-errors';
import { initI18n } from './i18n';

installGlobalErrorHandlers();

// The first paint is in the customer's language: a Dutch browser waits for the Dutch texts
// (one small chunk) rather than flashing English first. The page's own code is fetched at the
// same time, so the first render shows it, and a page the server painted (src/first-paint)
// stays on screen until then instead of giving way to a loading state. Not a top-level await:
// one in the module graph turns off Rolldown's chunk merging, and the first load becomes a
// hundred files.
void Promise.all([
  initI18n().catch(() => undefined),
  preloadPage(appRoutes, window.location.pathname).catch(() => undefined),
]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the app in slices and yields to the browser between them,
  // instead of one long task before the first paint (docs/decisions.md, "Speed").
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
