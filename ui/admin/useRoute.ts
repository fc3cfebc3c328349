import { useCallback, useEffect, useState } from 'react';
import { formatRoute, parseRoute, type AdminRoute } from './route';

/** The current admin route, following the location hash, and a way to go elsewhere. */
export function useRoute(): [AdminRoute, (route: AdminRoute) => void] {
  const [route, setRoute] = useState<AdminRoute>(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const go = useCallback((next: AdminRoute) => {
    window.location.hash = formatRoute(next);
    setRoute(next);
  }, []);
  return [route, go];
}
