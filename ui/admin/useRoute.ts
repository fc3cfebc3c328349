import { useCallback, useEffect, useRef, useState } from 'react';
import { formatRoute, parseRoute, type AdminRoute } from './route';

/** Asked before the hash moves to another screen; answering false keeps the admin where they are. */
export type LeaveGuard = () => boolean;

let leaveGuard: LeaveGuard | null = null;

/**
 * Installs the guard a screen with unsaved work asks before the admin leaves it by a link or the
 * browser's back and forward buttons. Returns the function that removes it.
 */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuard = guard;
  return () => { if (leaveGuard === guard) leaveGuard = null; };
}

/** The current admin route, following the location hash, and a way to go elsewhere. */
export function useRoute(): [AdminRoute, (route: AdminRoute) => void] {
  const [route, setRoute] = useState<AdminRoute>(() => parseRoute(window.location.hash));
  const shown = useRef(formatRoute(route));
  useEffect(() => {
    const onChange = () => {
      const next = parseRoute(window.location.hash);
      const hash = formatRoute(next);
      if (hash !== shown.current && leaveGuard !== null && !leaveGuard()) {
        // Staying: put the address back (the change that follows matches and is ignored).
        window.location.hash = shown.current;
        return;
      }
      shown.current = hash;
      setRoute(next);
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const go = useCallback((next: AdminRoute) => {
    shown.current = formatRoute(next);
    window.location.hash = shown.current;
    setRoute(next);
  }, []);
  return [route, go];
}
