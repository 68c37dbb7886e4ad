import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { installGlobalErrorHandlers } from './lib/global-errors';
import { initI18n } from './i18n';

installGlobalErrorHandlers();

// The first paint is in the customer's language: a Dutch browser waits for the Dutch texts
// (one small chunk) rather than flashing English first.
await initI18n().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
