import '../../viewer/viewer.css';
import { useEffect, useRef } from 'react';
import { MapSVG, type MapHandle } from '../../viewer/mount';

interface MapPreviewProps {
  mapId: number;
  options: Record<string, unknown>;
  /** Called with the mounted map, for edit modes that listen to the engine. */
  onHandle?: (handle: MapHandle | null) => void;
}

// Site scripts and tests reach the preview as they reach any map: through window.MapSVG.getMap.
window.MapSVG ??= MapSVG;

/** How long option edits settle before the preview is rebuilt. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The live preview: the real viewer mounted in edit mode (links and show-another-map are
 * disabled, problems are alerts) with the options being edited, rebuilt shortly after each edit.
 */
export function MapPreview({ mapId, options, onHandle }: MapPreviewProps) {
  const host = useRef<HTMLDivElement>(null);
  const handleRef = useRef<MapHandle | null>(null);
  const onHandleRef = useRef(onHandle);
  onHandleRef.current = onHandle;

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const timer = setTimeout(() => {
      handleRef.current?.unmount();
      handleRef.current = MapSVG.mount(element, { id: mapId, options, editMode: true });
      onHandleRef.current?.(handleRef.current);
    }, handleRef.current ? PREVIEW_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [mapId, options]);

  useEffect(() => () => {
    handleRef.current?.unmount();
    handleRef.current = null;
    onHandleRef.current?.(null);
  }, []);

  return <div className="admin-preview"><div ref={host} className="mapsvg" data-map-id={mapId} data-preview="true" /></div>;
}
