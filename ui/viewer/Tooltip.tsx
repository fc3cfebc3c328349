import { useEffect, useRef, useState } from 'react';
import { drawnMapSize, placeTooltip, type Point } from './placement';
import { useViewer } from './ViewerContext';

/**
 * The tooltip of the hovered region: follows the mouse, at least 100 px wide, mirrored to the
 * other side of the mouse near the right and bottom edges of the map and restored away from them.
 */
export function Tooltip() {
  const viewer = useViewer();
  const { engine, options, wrapRef } = viewer;
  const [regionId, setRegionId] = useState<string | null>(null);
  const [mouse, setMouse] = useState<Point | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const enabled = options.actions.region.mouseover.showTooltip || options.tooltips.on;

  useEffect(() => {
    if (!engine || !enabled) return undefined;
    return engine.on('regionHover', ({ id }) => setRegionId(id));
  }, [engine, enabled]);

  useEffect(() => {
    const map = wrapRef.current?.querySelector<HTMLElement>('.mapsvg-map');
    if (!map || !enabled) return undefined;
    const onMove = (event: PointerEvent) => {
      const box = map.getBoundingClientRect();
      setMouse({ x: event.clientX - box.left, y: event.clientY - box.top });
    };
    const onLeave = () => setMouse(null);
    map.addEventListener('pointermove', onMove);
    map.addEventListener('pointerleave', onLeave);
    return () => {
      map.removeEventListener('pointermove', onMove);
      map.removeEventListener('pointerleave', onLeave);
    };
  }, [wrapRef, enabled, engine]);

  if (!enabled || !regionId || !mouse || viewer.isPhone) return null;
  const data = viewer.regionData(regionId);
  const html = data ? viewer.templates.render('tooltipRegion', data) : '';
  if (!html.trim()) return null;
  const bounds = drawnMapSize(wrapRef.current);
  const size = { width: ref.current?.offsetWidth ?? options.tooltips.minWidth, height: ref.current?.offsetHeight ?? 30 };
  const placed = placeTooltip(mouse, size, bounds);
  return (
    <div ref={ref} className="mapsvg-tooltip" role="tooltip" data-flipped-x={placed.flippedX} data-flipped-y={placed.flippedY}
      style={{ left: placed.x, top: placed.y, minWidth: options.tooltips.minWidth, maxWidth: options.tooltips.maxWidth || undefined, background: options.colors.tooltip || undefined }}
      dangerouslySetInnerHTML={{ __html: html }} />
  );
}
