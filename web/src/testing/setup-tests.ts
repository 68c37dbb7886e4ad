import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

// jsdom lacks these browser APIs; Mantine reads them for media queries and sizing.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  notifications.clean();
  sessionStorage.clear();
  localStorage.clear();
});
