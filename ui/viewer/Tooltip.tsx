import type { TemplateRenderer } from '../templates/index';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { drawnMapSize, placeTooltip, type Point, type TooltipPlacement } from './placement';
import { useMarkerTooltipData } from './useMarkerTooltipData';
import { useViewerData, useViewerMap } from './ViewerContext';

/** Moves the tooltip to its place and marks its mirroring: style and attribute writes, no React render. */
function moveTo(element: HTMLElement, placed: TooltipPlacement): void {
  element.style.left = `${placed.x}px`;
  element.style.top = `${placed.y}px`;
  element.dataset.flippedX = String(placed.flippedX);
  element.dataset.flippedY = String(placed.flippedY);
}

/** A tooltip template rendered with its data; empty without data. */
function templateHtml(templates: TemplateRenderer, name: 'tooltipMarker' | 'tooltipRegion', data: Record<string, unknown> | null): string {
  return data ? templates.render(name, data) : '';
}

/**
 * The tooltip of the hovered marker ("Marker tooltip" template) or region ("Region tooltip"
 * template), a marker first since it is drawn over its region: follows the mouse, at least 100 px wide, mirrored to the
 * other side of the mouse near the right and bottom edges of the map and restored away from them.
 * React renders it when the hovered region changes or the pointer enters or leaves the map; each
 * pointer move only writes its position to the element, so following the mouse renders nothing.
 */
export const Tooltip = memo(function Tooltip() {
  const { engine, options, wrapRef, isPhone, templates } = useViewerMap();
  const { regionData } = useViewerData();
  const [regionId, setRegionId] = useState<string | null>(null);
  const [markerId, setMarkerId] = useState<string | null>(null);
  /** Whether the pointer is over the map (its place is known); changes on entering and leaving only. */
  const [over, setOver] = useState(false);
  const mouse = useRef<Point | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const regionTips = options.actions.region.mouseover.showTooltip || options.tooltips.on;
  const markerTips = options.actions.marker.mouseover.showTooltip || options.tooltips.on;
  const enabled = regionTips || markerTips;
  const markerData = useMarkerTooltipData(markerTips ? markerId : null);

  const place = useCallback(() => {
    const element = ref.current;
    const point = mouse.current;
    if (!element || !point) return;
    moveTo(element, placeTooltip(point, { width: element.offsetWidth, height: element.offsetHeight }, drawnMapSize(wrapRef.current)));
  }, [wrapRef]);

  // New content may change the tooltip's size: every render places it again before it is painted.
  useLayoutEffect(place);

  useEffect(() => {
    if (!engine || !enabled) return undefined;
    const follow = (point: Point | null) => {
      // A hover the engine held until the overlays arrived: the pointer is where it said.
      if (point && mouse.current === null) {
        mouse.current = point;
        setOver(true);
      }
    };
    const offRegion = engine.on('regionHover', ({ id, point }) => {
      follow(point);
      setRegionId(id);
    });
    const offMarker = engine.on('markerHover', ({ id, point }) => {
      follow(point);
      setMarkerId(id);
    });
    return () => {
      offRegion();
      offMarker();
    };
  }, [engine, enabled]);

  useEffect(() => {
    const map = wrapRef.current?.querySelector<HTMLElement>('.mapsvg-map');
    if (!map || !enabled) return undefined;
    const onMove = (event: PointerEvent) => {
      const box = map.getBoundingClientRect();
      const entering = mouse.current === null;
      mouse.current = { x: event.clientX - box.left, y: event.clientY - box.top };
      if (entering) setOver(true);
      else place();
    };
    const onLeave = () => {
      mouse.current = null;
      setOver(false);
    };
    map.addEventListener('pointermove', onMove);
    map.addEventListener('pointerleave', onLeave);
    return () => {
      map.removeEventListener('pointermove', onMove);
      map.removeEventListener('pointerleave', onLeave);
    };
  }, [wrapRef, enabled, engine, place]);

  if (!enabled || !over || isPhone) return null;
  const html = markerTips && markerId ? templateHtml(templates, 'tooltipMarker', markerData)
    : regionTips && regionId ? templateHtml(templates, 'tooltipRegion', regionData(regionId)) : '';
  if (!html.trim()) return null;
  // No left, top or mirroring here: `place` owns them and writes them before the first paint.
  return (
    <div ref={ref} className="mapsvg-tooltip" role="tooltip"
      style={{ minWidth: options.tooltips.minWidth, maxWidth: options.tooltips.maxWidth || undefined, background: options.colors.tooltip || undefined }}
      dangerouslySetInnerHTML={{ __html: html }} />
  );
});
