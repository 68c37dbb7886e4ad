import { useEffect } from 'react';

export const UNSAVED_CHANGES = 'You have unsaved changes. Discard them?';

/** While a form holds unsaved changes, leaving or reloading the page asks first. */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** Asks before a dialog with unsaved changes is closed; true when it may close. */
export const mayDiscard = (dirty: boolean): boolean => !dirty || window.confirm(UNSAVED_CHANGES);
