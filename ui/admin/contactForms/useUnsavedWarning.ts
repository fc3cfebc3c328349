import { useEffect } from 'react';

/** The question asked before unsaved edits would be thrown away. */
export const unsavedQuestion = 'This form has unsaved changes. Leave without saving?';

/**
 * While `dirty`, leaving is never silent: closing or reloading the tab asks the browser's
 * own question, and moving to another admin screen (a hash change) asks {@link unsavedQuestion}
 * and goes back when the admin stays.
 */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    let current = window.location.hash;
    let restoring = false;
    const hashChange = (event: HashChangeEvent) => {
      if (restoring) {
        restoring = false;
        return;
      }
      if (window.confirm(unsavedQuestion)) {
        current = window.location.hash;
        return;
      }
      event.stopImmediatePropagation();
      restoring = true;
      window.location.hash = current;
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capture, so the admin's router does not follow the hash before the question is answered.
    window.addEventListener('hashchange', hashChange, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('hashchange', hashChange, true);
    };
  }, [dirty]);
}
