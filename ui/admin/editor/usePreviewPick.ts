import { useEffect, useRef } from 'react';
import type { MapHandle } from '../../viewer/mount';
import { screenToImage, type ImagePoint } from './geoCalibration';

// Swallowed while picking, so the click neither selects a region nor opens a popover.
const SWALLOWED = ['pointerdown', 'pointerup', 'mousedown', 'mouseup'] as const;

/**
 * While `active`, the next click on the preview map is taken as a map point (image units) and
 * given to `onPick` instead of reaching the viewer. Escape gives up picking through `onCancel`.
 */
export function usePreviewPick(handle: MapHandle | null, active: boolean, onPick: (point: ImagePoint) => void, onCancel: () => void): void {
  const callbacks = useRef({ onPick, onCancel });
  callbacks.current = { onPick, onCancel };

  useEffect(() => {
    const element = handle?.element;
    if (!active || !element) return undefined;
    const swallow = (event: Event) => event.stopPropagation();
    const click = (event: MouseEvent) => {
      event.stopPropagation();
      event.preventDefault();
      const engine = handle.engine;
      const surface = element.querySelector('.mapsvg-surface') ?? engine?.host;
      if (!engine || !surface) return;
      const box = surface.getBoundingClientRect();
      const point = screenToImage((p) => engine.mapToScreen(p), { x: event.clientX - box.left, y: event.clientY - box.top });
      if (point) callbacks.current.onPick(point);
    };
    const key = (event: KeyboardEvent) => { if (event.key === 'Escape') callbacks.current.onCancel(); };
    for (const name of SWALLOWED) element.addEventListener(name, swallow, true);
    element.addEventListener('click', click, true);
    document.addEventListener('keydown', key);
    element.dataset.picking = 'true';
    return () => {
      for (const name of SWALLOWED) element.removeEventListener(name, swallow, true);
      element.removeEventListener('click', click, true);
      document.removeEventListener('keydown', key);
      delete element.dataset.picking;
    };
  }, [handle, active]);
}
