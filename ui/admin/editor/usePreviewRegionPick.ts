import { useEffect, useRef } from 'react';
import type { MapEngine } from '../../../engine/index';
import type { MapHandle } from '../../viewer/mount';

// Swallowed on the map surface while picking, so the click neither selects a region nor opens a popover.
const SWALLOWED = ['pointerdown', 'pointerup', 'mousedown', 'mouseup'] as const;

/**
 * Region-edit and data-edit modes: while `active`, a click on the preview map picks the region
 * under it instead of running the region's click actions (no popover, details or link).
 * Disabled regions can be picked too, so an admin can enable them again. With `onPickMarker`,
 * a marker under the click is picked instead of the region beneath it. Clicks on the map's
 * buttons still work, and Enter on a region (or marker) of the map's keyboard list picks it the
 * same way.
 */
export function usePreviewRegionPick(handle: MapHandle | null, engine: MapEngine | null, active: boolean, onPick: (id: string) => void, onPickMarker?: (id: string) => void): void {
  const pick = useRef({ region: onPick, marker: onPickMarker });
  pick.current = { region: onPick, marker: onPickMarker };

  useEffect(() => {
    const element = handle?.element;
    if (!active || !element || !engine) return undefined;
    const surfaceOf = () => element.querySelector<HTMLElement>('.mapsvg-surface') ?? engine.host;
    const onSurface = (event: Event) => event.target instanceof Node && surfaceOf().contains(event.target);
    const swallow = (event: Event) => { if (onSurface(event)) event.stopPropagation(); };
    const click = (event: MouseEvent) => {
      if (!onSurface(event)) return;
      event.stopPropagation();
      event.preventDefault();
      const box = surfaceOf().getBoundingClientRect();
      const point = { x: event.clientX - box.left, y: event.clientY - box.top };
      const { marker: pickMarker, region: pickRegion } = pick.current;
      const markerId = pickMarker ? engine.markerAt(point) : null;
      if (markerId && pickMarker) return pickMarker(markerId);
      const id = engine.regionAt(point);
      if (id) pickRegion(id);
    };
    for (const name of SWALLOWED) element.addEventListener(name, swallow, true);
    element.addEventListener('click', click, true);
    // Enter or Space on a region of the map's keyboard list picks it, instead of clicking it.
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const list = event.target instanceof HTMLElement && event.target.getAttribute('role') === 'listbox' ? event.target : null;
      const activeId = list?.getAttribute('aria-activedescendant');
      const option = activeId ? list?.ownerDocument.getElementById(activeId) : null;
      const { marker: pickMarker, region: pickRegion } = pick.current;
      const regionId = option?.dataset.regionId;
      const markerId = pickMarker ? option?.dataset.markerId : undefined;
      if (!regionId && !markerId) return;
      event.stopPropagation();
      event.preventDefault();
      if (regionId) pickRegion(regionId);
      else if (markerId && pickMarker) pickMarker(markerId);
    };
    element.addEventListener('keydown', key, true);
    element.dataset.picking = 'region';
    return () => {
      element.removeEventListener('keydown', key, true);
      for (const name of SWALLOWED) element.removeEventListener(name, swallow, true);
      element.removeEventListener('click', click, true);
      delete element.dataset.picking;
    };
  }, [handle, engine, active]);
}
