import { useEffect } from 'react';
import { setLeaveGuard } from '../useRoute';

/** The question asked before unsaved edits would be thrown away. */
const unsavedQuestion = 'This form has unsaved changes. Leave without saving?';

/** The in-page link a click would follow to another admin screen, if any. */
function screenLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>('a[href^="#"]');
  return link !== null && link.hash !== window.location.hash ? link : null;
}

/**
 * While `dirty`, leaving is never silent: closing or reloading the tab asks the browser's own
 * question; following a link to another admin screen asks {@link unsavedQuestion} first and
 * stays when the admin says no; the browser's back and forward buttons ask too (through the
 * router's leave guard) and return to the editor's address when the admin stays.
 */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    let confirmedLeave = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || screenLinkOf(event.target) === null) return;
      if (window.confirm(unsavedQuestion)) {
        confirmedLeave = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    // Back and forward buttons (and any other hash change) go through the admin's router.
    const removeGuard = setLeaveGuard(() => {
      if (!confirmedLeave) confirmedLeave = window.confirm(unsavedQuestion);
      return confirmedLeave;
    });
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      removeGuard();
    };
  }, [dirty]);
}
