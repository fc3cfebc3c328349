import { useEffect, useState } from 'react';
import type { MapEngine } from '../../../engine/index';
import type { MapHandle } from '../../viewer/mount';

/**
 * The engine of the preview map once it is drawn, else null. An option edit that reloads or
 * rebuilds the map (a new file, markers, clustering) makes it null until the map is drawn again,
 * so edit modes that put things on the map (markers, statuses) apply them again then.
 */
export function useReadyEngine(handle: MapHandle | null): MapEngine | null {
  const [engine, setEngine] = useState<MapEngine | null>(null);
  useEffect(() => {
    setEngine(null);
    if (!handle) return undefined;
    const check = () => {
      const current = handle.engine;
      setEngine(handle.element.dataset.state === 'ready' && current?.loadState === 'ready' ? current : null);
    };
    // The viewer sets `data-state` after the engine is handed over, so the attribute is the signal.
    const observer = new MutationObserver(check);
    observer.observe(handle.element, { attributes: true, attributeFilter: ['data-state'] });
    check();
    return () => observer.disconnect();
  }, [handle]);
  return engine;
}
