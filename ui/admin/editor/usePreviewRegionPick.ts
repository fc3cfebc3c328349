import { useEffect, useRef } from 'react';
import type { MapEngine } from '../../../engine/index';
import type { MapHandle } from '../../viewer/mount';

/**
 * Region-edit and data-edit modes: while `active`, a click on the preview map picks the region
 * under it instead of running the region's click actions (no popover, details or link); the
 * map still pans and zooms.
 * Disabled regions can be picked too, so an admin can enable them again. With `onPickMarker`,
 * a marker under the click is picked instead of the region beneath it. Clicks on the map's
 * buttons still work. Enter or Space on a region (or marker) of the map's keyboard list, or a
 * click on its option (what a screen reader sends), picks it the same way.
 */
export function usePreviewRegionPick(handle: MapHandle | null, engine: MapEngine | null, active: boolean, onPick: (id: string) => void, onPickMarker?: (id: string) => void): void {
  const pick = useRef({ region: onPick, marker: onPickMarker });
  pick.current = { region: onPick, marker: onPickMarker };

  useEffect(() => {
    const element = handle?.element;
    if (!active || !element || !engine) return undefined;
    // Picks the item a keyboard-list option stands for; false when it is not one we pick.
    const pickOption = (option: Element | null | undefined): boolean => {
      if (!(option instanceof HTMLElement)) return false;
      const { marker: pickMarker, region: pickRegion } = pick.current;
      const regionId = option.dataset.regionId;
      const markerId = pickMarker ? option.dataset.markerId : undefined;
      if (regionId) pickRegion(regionId);
      else if (markerId && pickMarker) pickMarker(markerId);
      return Boolean(regionId || markerId);
    };
    const optionClick = (event: MouseEvent) => {
      const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
      if (!option || !element.contains(option) || !pickOption(option)) return;
      event.stopPropagation();
      event.preventDefault();
    };
    // The engine tells clicks from drags, so the preview still pans under the pointer.
    engine.setClickHandler((point) => {
      const { marker: pickMarker, region: pickRegion } = pick.current;
      const markerId = pickMarker ? engine.markerAt(point) : null;
      if (markerId && pickMarker) return pickMarker(markerId);
      const id = engine.regionAt(point);
      if (id) pickRegion(id);
    });
    element.addEventListener('click', optionClick, true);
    // Enter or Space on a region of the map's keyboard list picks it, instead of clicking it.
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const list = event.target instanceof HTMLElement && event.target.getAttribute('role') === 'listbox' ? event.target : null;
      const activeId = list?.getAttribute('aria-activedescendant');
      const option = activeId ? list?.ownerDocument.getElementById(activeId) : null;
      if (!pickOption(option)) return;
      event.stopPropagation();
      event.preventDefault();
    };
    element.addEventListener('keydown', key, true);
    element.dataset.picking = 'region';
    return () => {
      element.removeEventListener('keydown', key, true);
      engine.setClickHandler(null);
      element.removeEventListener('click', optionClick, true);
      delete element.dataset.picking;
    };
  }, [handle, engine, active]);
}
