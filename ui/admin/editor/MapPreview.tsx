import '../../viewer/viewer.css';
import { useEffect, useRef, useState } from 'react';
import { MapSVG, type MapHandle } from '../../viewer/mount';
import { PreviewSwap } from './PreviewSwap';

interface MapPreviewProps {
  mapId: number;
  options: Record<string, unknown>;
  /** Called with the map on screen, for edit modes that listen to the engine. */
  onHandle?: (handle: MapHandle | null) => void;
}

// Site scripts and tests reach the preview as they reach any map: through window.MapSVG.getMap.
window.MapSVG ??= MapSVG;

/** How long option edits settle before the preview is rebuilt. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The live preview: the real viewer mounted in edit mode (links and show-another-map are
 * disabled, problems are alerts) with the options being edited. Edits are debounced and the new
 * map replaces the old one only once drawn (see {@link PreviewSwap}), so typing in a template
 * keeps its focus and the preview keeps its zoom. The status line says when the preview has
 * caught up with the last edit.
 */
export function MapPreview({ mapId, options, onHandle }: MapPreviewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const swap = useRef<PreviewSwap | null>(null);
  const onHandleRef = useRef(onHandle);
  onHandleRef.current = onHandle;
  // Pending from the first edit until the map drawn with it is on screen (debounce included).
  const [waiting, setWaiting] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    let lastHandle: MapHandle | null = null;
    const created = new PreviewSwap(element, mapId, ({ handle, pending }) => {
      setLoading(pending);
      if (handle === lastHandle) return;
      lastHandle = handle;
      onHandleRef.current?.(handle);
    });
    swap.current = created;
    return () => {
      swap.current = null;
      created.dispose();
    };
  }, [mapId]);

  useEffect(() => {
    const current = swap.current;
    if (!current) return undefined;
    const first = !current.hasMap();
    if (!first) setWaiting(true);
    const timer = setTimeout(() => {
      setWaiting(false);
      current.show(options);
    }, first ? 0 : PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mapId, options]);

  const busy = waiting || loading;
  return (
    <section className="admin-preview" aria-label="Preview" aria-busy={busy}>
      <p className="admin-preview-status admin-muted" role="status">{busy ? 'Updating the preview…' : 'Preview up to date'}</p>
      <div ref={stage} className="admin-preview-stage" />
    </section>
  );
}
