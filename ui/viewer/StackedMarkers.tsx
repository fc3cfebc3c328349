import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MapEngine } from '../../engine/index';
import { drawnMapSize, placePopover, type Point } from './placement';
import { useDialogFocus } from './useDialogFocus';
import { useViewer } from './ViewerContext';

/** At most this many markers are listed; a note tells how many more share the place. */
export const STACK_LIST_LIMIT = 100;

interface Stack {
  ids: string[];
  /** Viewport point of the clicked cluster. */
  point: Point;
}

/** The listed markers' ids and names (a marker without a title is named by its id). */
function stackEntries(engine: MapEngine, ids: readonly string[]): Array<{ id: string; name: string }> {
  const wanted = new Set(ids.slice(0, STACK_LIST_LIMIT));
  return engine.markers().filter((marker) => wanted.has(marker.id)).map((marker) => ({ id: marker.id, name: marker.title.trim() || marker.id }));
}

/**
 * The list a click on a cluster of stacked markers opens (markers at one place, which no zoom
 * can part): one button per marker, which acts as a click on that marker (its popover or
 * details open as configured). It closes on its button, Escape, a pick, or when the view moves.
 */
export function StackedMarkers() {
  const { engine, wrapRef } = useViewer();
  const [stack, setStack] = useState<Stack | null>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setStack(null), []);
  const key = stack ? stack.ids.join(',') : null;
  useDialogFocus(ref, key, close);

  useEffect(() => engine?.on('clusterClick', ({ markerIds, point, stacked }) => setStack(stacked ? { ids: markerIds, point } : null)), [engine]);
  useEffect(() => engine?.on('viewChange', close), [engine, close]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!stack || !element) return;
    setPosition(placePopover(stack.point, { width: element.offsetWidth, height: element.offsetHeight }, drawnMapSize(wrapRef.current)));
  }, [stack, wrapRef]);
  const entries = useMemo(() => (engine && stack ? stackEntries(engine, stack.ids) : []), [engine, stack]);

  if (!engine || !stack) return null;
  const more = stack.ids.length - entries.length;
  const style = { left: Math.max(0, position?.x ?? 0), top: Math.max(0, position?.y ?? 0), visibility: position ? undefined : ('hidden' as const) };
  return (
    <div ref={ref} className="mapsvg-popover mapsvg-stacked-markers" role="dialog" aria-label={`${stack.ids.length} places here`} tabIndex={-1} style={style}>
      <button type="button" className="mapsvg-popover-close" aria-label="Close list" onClick={close}>×</button>
      <p className="mapsvg-stacked-title">{stack.ids.length} places here</p>
      <ul className="mapsvg-stacked-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button type="button" onClick={() => { close(); engine.clickMarker(entry.id); }}>{entry.name}</button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mapsvg-stacked-more">and {more} more</p>}
    </div>
  );
}
