import { useEffect, useRef } from 'react';
import type { MapEngine } from '../../engine/index';

/** Pointer travel under this many px is a click, not a pan (spec 4). */
const CLICK_TRAVEL_PX = 5;

/** Parts of the page where a mouse-up never closes the popover. */
const KEEP_OPEN_SELECTOR = '.mapsvg-popover, .mapsvg-directory, .mapsvg-controls, .mapsvg-btn';

/**
 * Closes the popover on a mouse-up outside it, the directory and the map buttons, but not at the
 * end of a pan (the map was scrolling) and not on a region: that click's own actions decide.
 */
export function usePopoverDismiss(open: boolean, engine: MapEngine | null, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return undefined;
    let down: { x: number; y: number } | null = null;
    // The click that opened the popover may still be on its way to the document.
    const armedAt = performance.now();
    // The engine handles a click on the surface before the event bubbles to the document, so a
    // region click of this very mouse-up is already known here.
    let regionClickAt = Number.NEGATIVE_INFINITY;
    const offClick = engine?.on('regionClick', () => { regionClickAt = performance.now(); });
    const onDown = (event: PointerEvent) => { down = { x: event.clientX, y: event.clientY }; };
    const onUp = (event: PointerEvent) => {
      if (event.timeStamp <= armedAt) return;
      const start = down;
      down = null;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(KEEP_OPEN_SELECTOR)) return;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) >= CLICK_TRAVEL_PX) return;
      if (performance.now() - regionClickAt < 100) return;
      closeRef.current();
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp);
      offClick?.();
    };
  }, [open, engine]);
}
