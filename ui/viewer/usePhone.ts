import { useCallback, useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY } from './layout';

function phoneQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_MEDIA_QUERY) : null;
}

/** Whether the window is phone-narrow now (the viewer's phone layout); follows the window's changes. */
export function usePhone(): boolean {
  const subscribe = useCallback((change: () => void) => {
    const query = phoneQuery();
    query?.addEventListener('change', change);
    return () => query?.removeEventListener('change', change);
  }, []);
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false, () => false);
}
