import { resolveTiles } from '../basemap/resolveTiles';
import type { BaseMapOptions } from '../basemap/types';

/** Who serves a street map, as the placeholder names it: the tile host, or Google Maps. */
function streetMapSource(layer: BaseMapOptions): string {
  const options = resolveTiles(layer);
  if (options.provider === 'google') return 'Google Maps';
  try {
    return new URL((options.url ?? '').replace(/\{[a-z]+\}/g, '0'), document.baseURI).host || 'a tile service';
  } catch {
    return 'a tile service';
  }
}

/** Events of a control over the map that must not reach the map's gestures (which capture the pointer). */
const CONTROL_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'touchstart', 'click', 'dblclick', 'wheel'] as const;

/** Keeps the map's pan, zoom and click gestures off a control laid over the map. */
export function isolateFromGestures(element: HTMLElement): void {
  for (const name of CONTROL_EVENTS) element.addEventListener(name, (event) => event.stopPropagation(), { passive: true });
}

/**
 * The box a map waiting for consent shows over its lower edge: who the street map comes from,
 * and one button that loads it on this map. Returns the element (already in `surface`).
 */
export function showConsentPlaceholder(surface: HTMLElement, options: BaseMapOptions, load: () => void): HTMLElement {
  const documentOf = surface.ownerDocument;
  const box = documentOf.createElement('div');
  box.className = 'mapsvg-consent';
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', 'Street map');
  box.style.cssText = 'position:absolute;left:50%;bottom:12px;transform:translateX(-50%);z-index:3;max-width:calc(100% - 24px);'
    + 'box-sizing:border-box;padding:8px 12px;background:#fff;color:#1d2327;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.3);'
    + 'font:13px/1.4 system-ui,sans-serif;text-align:center';
  const text = documentOf.createElement('p');
  text.style.margin = '0 0 6px';
  text.textContent = `The street map comes from ${streetMapSource(options)} and loads only with your consent.`;
  const button = documentOf.createElement('button');
  button.type = 'button';
  button.textContent = 'Load the street map';
  button.style.cssText = 'font:inherit;padding:4px 10px;cursor:pointer';
  button.addEventListener('click', load, { once: true });
  box.append(text, button);
  isolateFromGestures(box);
  surface.append(box);
  return box;
}
