import { useEffect, useRef } from 'react';
import type { MapEngine } from '../../../engine/index';
import type { MapHandle } from '../../viewer/mount';

// Swallowed on the map surface while picking, so the click neither selects a region nor opens a popover.
const SWALLOWED = ['pointerdown', 'pointerup', 'mousedown', 'mouseup'] as const;

/**
 * Region-edit mode: while `active`, a click on the preview map picks the region under it for
 * the region panel instead of running the region's click actions. Disabled regions can be
 * picked too, so an admin can enable them again. Clicks on the map's buttons still work, and Enter on
 * a region of the map's keyboard list picks it the same way.
 */
export function usePreviewRegionPick(handle: MapHandle | null, engine: MapEngine | null, active: boolean, onPick: (id: string) => void): void {
  const pick = useRef(onPick);
  pick.current = onPick;

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
      const id = engine.regionAt({ x: event.clientX - box.left, y: event.clientY - box.top });
      if (id) pick.current(id);
    };
    for (const name of SWALLOWED) element.addEventListener(name, swallow, true);
    element.addEventListener('click', click, true);
    // Enter or Space on a region of the map's keyboard list picks it, instead of clicking it.
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const list = event.target instanceof HTMLElement && event.target.getAttribute('role') === 'listbox' ? event.target : null;
      const activeId = list?.getAttribute('aria-activedescendant');
      const option = activeId ? list?.ownerDocument.getElementById(activeId) : null;
      const id = option?.dataset.regionId;
      if (!id) return;
      event.stopPropagation();
      event.preventDefault();
      pick.current(id);
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
