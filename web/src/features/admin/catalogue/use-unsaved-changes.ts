import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_CHANGES_TEXT = 'You have unsaved changes. Leave without saving?';

/**
 * While `dirty`, leaving the page (another back-office link, back, reload, closing the tab)
 * asks first. In-app moves use the router's blocker; the browser asks on reload and close.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_TEXT)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
