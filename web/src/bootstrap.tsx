import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { preloadPage } from './app/routes/lazy-page';
import { installGlobalErrorHandlers } from './lib/global-errors';
import { initI18n } from './i18n';

installGlobalErrorHandlers();

const container = document.getElementById('root')!;
// A page the server painted (src/first-paint) stays on screen until the app can render that
// page whole: its code is fetched before the first render, so the painted page never gives
// way to the layout's loading state. Any other page shows the frame first, as soon as it can.
const paintedPage = container.hasChildNodes()
  ? preloadPage(appRoutes, window.location.pathname).catch(() => undefined)
  : undefined;

// The first paint is in the customer's language: a Dutch browser waits for the Dutch texts
// (one small chunk) rather than flashing English first. Not a top-level await: one in the
// module graph turns off Rolldown's chunk merging, and the first load becomes a hundred files.
void Promise.all([initI18n().catch(() => undefined), paintedPage]).then(() => {
  const root = createRoot(container);
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
