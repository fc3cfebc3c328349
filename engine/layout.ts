import { containerSize } from './camera/sizing';
import type { ViewportSize } from './camera/cameraMath';
import type { SvgMapDocument } from './svg/types';
import type { EngineMapOptions } from './types';

/**
 * Styles the map container needs for the canvas and the accessibility mirror to sit inside it.
 * Set through the CSSOM (not style attributes) so a strict CSP allows them.
 */
export function applyHostStyles(host: HTMLElement): void {
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
}

/** The element the canvas lives in; it receives every pointer gesture. */
export function createSurface(host: HTMLElement, cursor?: string): HTMLDivElement {
  const surface = host.ownerDocument.createElement('div');
  surface.className = 'mapsvg-surface';
  surface.style.position = 'relative';
  surface.style.width = '100%';
  surface.style.overflow = 'hidden';
  // Touch handling (`touch-action`) is set by the interaction layer once the map is ready, by
  // the `zoom.fingers` option; until then a swipe over the loading map scrolls the page.
  surface.style.userSelect = 'none';
  if (cursor) surface.dataset.cursor = cursor;
  host.prepend(surface);
  return surface;
}

function positive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * Sizes the surface from the container's width and the map's size options (responsive maps
 * keep the image's aspect ratio) and returns the viewport in CSS px.
 */
export function measureViewport(host: HTMLElement, surface: HTMLElement, document: SvgMapDocument, options: EngineMapOptions): ViewportSize {
  const availableWidth = host.clientWidth || surface.clientWidth || document.width;
  const size = containerSize({
    availableWidth,
    imageWidth: document.viewBox[2] || document.width,
    imageHeight: document.viewBox[3] || document.height,
    width: positive(options.width),
    height: positive(options.height),
    responsive: options.responsive ?? true,
    lockAspectRatio: options.lockAspectRatio ?? true,
  });
  const width = Math.max(1, Math.round(size.viewport.width));
  const height = Math.max(1, Math.round(size.viewport.height));
  surface.style.height = `${height}px`;
  return { width, height };
}
