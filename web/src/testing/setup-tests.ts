import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
import './jsdom-mocks';
import { initI18n } from '@/i18n';

// Components speak English in tests, as the spec's texts they assert are English.
await initI18n({ language: 'en' });

// Screens wait on timers (a 500 ms sign-in check, a 1 s redirect) and lazy chunks; on a busy
// two-core machine (the test command runs the integration tests beside these) a first render
// can take ten seconds, so findBy/waitFor wait up to 15 s. Only a failing test waits that long.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not scroll; pages that restore the scroll position call it.
window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  notifications.clean();
  sessionStorage.clear();
  localStorage.clear();
});
