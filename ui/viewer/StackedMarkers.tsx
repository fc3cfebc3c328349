import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MapEngine } from '../../engine/index';
import { drawnMapSize, placePopover, type Point } from './placement';
import type { Stack } from './markerStack';
import { useDialogFocus } from './useDialogFocus';
import { useViewerMap } from './ViewerContext';

/** At most this many markers are listed; a note tells how many more share the place. */
const STACK_LIST_LIMIT = 100;


/** The listed markers' ids and names (a marker without a title is named by its id). */
function stackEntries(engine: MapEngine, ids: readonly string[]): Array<{ id: string; name: string }> {
  const wanted = new Set(ids.slice(0, STACK_LIST_LIMIT));
  return engine.markers().filter((marker) => wanted.has(marker.id)).map((marker) => ({ id: marker.id, name: marker.title.trim() || marker.id }));
}

/**
 * The list a click on a cluster of stacked markers opens (markers at one place, which no zoom
 * can part): one button per marker, which acts as a click on that marker (its popover or
 * details open as configured). It closes on its button, Escape or a pick; the host that loads
 * it closes it when the view moves.
 */
export function StackedMarkers({ engine, stack, onClose }: { engine: MapEngine; stack: Stack; onClose(): void }) {
  const { wrapRef } = useViewerMap();
  const [position, setPosition] = useState<Point | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, stack.ids.join(','), onClose);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setPosition(placePopover(stack.point, { width: element.offsetWidth, height: element.offsetHeight }, drawnMapSize(wrapRef.current)));
  }, [stack, wrapRef]);
  const entries = useMemo(() => stackEntries(engine, stack.ids), [engine, stack]);

  const more = stack.ids.length - entries.length;
  const style = { left: Math.max(0, position?.x ?? 0), top: Math.max(0, position?.y ?? 0), visibility: position ? undefined : ('hidden' as const) };
  return (
    <div ref={ref} className="mapsvg-popover mapsvg-stacked-markers" role="dialog" aria-label={`${stack.ids.length} places here`} tabIndex={-1} style={style}>
      <button type="button" className="mapsvg-popover-close" aria-label="Close list" onClick={onClose}>×</button>
      <p className="mapsvg-stacked-title">{stack.ids.length} places here</p>
      <ul className="mapsvg-stacked-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button type="button" onClick={() => { onClose(); engine.clickMarker(entry.id); }}>{entry.name}</button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mapsvg-stacked-more">and {more} more</p>}
    </div>
  );
}
