import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while the component renders on the server (src/first-paint) and while the browser
 * hydrates that markup; false when the browser renders it itself. After hydrating, the one
 * change to false renders the component once more, at once: keep what depends on it cheap.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
