import { useEffect } from 'react';

/** The question asked before unsaved work is left behind. */
export const LEAVE_QUESTION = 'You have unsaved changes. Leave and lose them?';

/** Screens holding unsaved work right now (one entry per mounted editor that is dirty). */
const dirtyScreens = new Set<symbol>();

/** Whether some screen holds unsaved work. */
function hasUnsavedChanges(): boolean {
  return dirtyScreens.size > 0;
}

/**
 * Asks before leaving unsaved work (in-app navigation, switching a screen's tab); true when
 * nothing is unsaved or the admin agreed to leave.
 */
export function confirmLeave(ask: (question: string) => boolean = (question) => window.confirm(question)): boolean {
  return !hasUnsavedChanges() || ask(LEAVE_QUESTION);
}

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set.
  event.returnValue = '';
}

/**
 * Marks the calling screen as holding unsaved work while `dirty` is true: in-app navigation
 * asks first (see `confirmLeave`), and closing or reloading the page makes the browser warn.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const token = Symbol('unsaved');
    dirtyScreens.add(token);
    // One listener for all dirty screens: the browser keeps a function once, so a second
    // editor's cleanup must not remove the warning while the first still holds work.
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      dirtyScreens.delete(token);
      if (dirtyScreens.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [dirty]);
}
