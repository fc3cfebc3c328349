import { useCallback, useEffect, useRef, useState } from 'react';
import { formatRoute, parseRoute, type AdminRoute } from './route';
import { confirmLeave } from './shared/unsavedChanges';

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
      if (!confirmLeave()) {
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
    if (!confirmLeave()) return;
    current.current = next;
    window.location.hash = formatRoute(next);
    setRoute(next);
  }, []);
  return [route, go];
}
