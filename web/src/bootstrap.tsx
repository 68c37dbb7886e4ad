import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { installGlobalErrorHandlers } from './lib/global-errors';
import { initI18n } from './i18n';

installGlobalErrorHandlers();

// The first paint is in the customer's language: a Dutch browser waits for the Dutch texts
// (one small chunk) rather than flashing English first. Not a top-level await: one in the
// module graph turns off Rolldown's chunk merging, and the first load becomes a hundred files.
void initI18n()
  .catch(() => undefined)
  .then(() => {
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
