import { useCallback, useEffect, useRef, useState } from 'react';
import { formatRoute, parseRoute, type AdminRoute } from './route';
import { confirmLeave } from './shared/unsavedChanges';

/** Asked before the hash moves to another screen; answering false keeps the admin where they are. */
type LeaveGuard = () => boolean;

let leaveGuard: LeaveGuard | null = null;

/**
 * Installs the guard a screen with unsaved work asks before the admin leaves it by a link or the
 * browser's back and forward buttons. Returns the function that removes it.
 */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuard = guard;
  return () => { if (leaveGuard === guard) leaveGuard = null; };
}

/** Whether the admin may leave the current screen: nothing unsaved, or they agreed to lose it. */
function mayLeave(): boolean {
  return confirmLeave() && (leaveGuard === null || leaveGuard());
}

/**
 * The current admin route, following the location hash, and a way to go elsewhere. Leaving a
 * screen with unsaved work asks first; when the admin stays, the address goes back to the
 * screen (a new history entry, so Back still works).
 */
export function useRoute(): [AdminRoute, (route: AdminRoute) => void] {
  const [route, setRoute] = useState<AdminRoute>(() => parseRoute(window.location.hash));
  const current = useRef(route);
  useEffect(() => {
    const onChange = () => {
      const next = parseRoute(window.location.hash);
      if (formatRoute(next) === formatRoute(current.current)) return;
      if (!mayLeave()) {
        window.history.pushState(null, '', formatRoute(current.current));
        return;
      }
      current.current = next;
      setRoute(next);
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const go = useCallback((next: AdminRoute) => {
    if (!mayLeave()) return;
    current.current = next;
    window.location.hash = formatRoute(next);
    setRoute(next);
  }, []);
  return [route, go];
}
