// Browser APIs Mantine relies on that jsdom does not implement.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    // Like a browser, the empty query always matches (mantine-datatable shows a column while its
    // media query, '' by default, matches); every other query is a narrow, plain screen.
    value: (query: string): MediaQueryList =>
      ({
        matches: query.trim() === '',
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// mantine-datatable scrolls its table back to the top in an animation frame after a page
// change; without this, a frame that fires late throws outside any test.
if (!Element.prototype.scrollTo) {
  Element.prototype.scrollTo = () => {};
}

// Textarea autosize re-measures when web fonts finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
