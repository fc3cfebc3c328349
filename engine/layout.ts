import { PHONE_MAX_WIDTH_PX } from '../domain/constants';
import { containerSize, type ContainerSizeInput } from './camera/sizing';
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

/** A tall map is never capped below this many px, however little room its container has. */
const MIN_AUTO_HEIGHT_PX = 240;

/** How far up the page {@link roomInBoundedContainer} looks for a container of fixed height. */
const MAX_ANCESTORS_PROBED = 12;

/**
 * The height in px from the surface's top to the bottom of the nearest ancestor that cannot hold
 * a surface `desiredHeight` tall (a box of fixed height such as an editor preview), or undefined
 * when every ancestor grows with the map. It probes: the surface takes the desired height for a
 * moment and the first ancestor it overflows is the bounded one.
 */
function roomInBoundedContainer(host: HTMLElement, surface: HTMLElement, desiredHeight: number): number | undefined {
  const ancestors: HTMLElement[] = [];
  const body = host.ownerDocument.body;
  for (let element: HTMLElement | null = host; element && element !== body && ancestors.length < MAX_ANCESTORS_PROBED; element = element.parentElement) {
    ancestors.push(element);
  }
  const height = surface.style.height;
  surface.style.height = `${desiredHeight}px`;
  const surfaceBox = surface.getBoundingClientRect();
  const container = ancestors.find((element) => element.getBoundingClientRect().bottom < surfaceBox.bottom - 0.5);
  const room = container ? container.getBoundingClientRect().bottom - surfaceBox.top : undefined;
  surface.style.height = height;
  return room;
}

/**
 * The most height a map `desiredHeight` tall (by its aspect ratio) may take: the window's
 * height, and the room left in a bounded container, but never under {@link MIN_AUTO_HEIGHT_PX}.
 * Zero means no cap.
 */
function maxAutoHeight(host: HTMLElement, surface: HTMLElement, desiredHeight: number): number {
  const windowHeight = host.ownerDocument.defaultView?.innerHeight ?? Infinity;
  const room = roomInBoundedContainer(host, surface, desiredHeight) ?? Infinity;
  const cap = Math.min(windowHeight, room);
  return Number.isFinite(cap) ? Math.max(cap, MIN_AUTO_HEIGHT_PX) : 0;
}

/** The share of a phone's window height a map takes at least, however wide its image. */
const PHONE_MIN_HEIGHT_SHARE = 0.55;

/**
 * The least height of a map whose container and window are phone-narrow: a share of the
 * window's height, within the cap of {@link maxAutoHeight} (zero: none). Undefined elsewhere,
 * so a desktop map keeps its aspect ratio's height.
 */
function phoneMinHeight(host: HTMLElement, availableWidth: number, cap: number): number | undefined {
  const view = host.ownerDocument.defaultView;
  if (!view || availableWidth > PHONE_MAX_WIDTH_PX || view.innerWidth > PHONE_MAX_WIDTH_PX) return undefined;
  const least = view.innerHeight * PHONE_MIN_HEIGHT_SHARE;
  return cap > 0 ? Math.min(least, cap) : least;
}

function positive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * Sizes the surface from the container's width and the map's size options (responsive maps
 * keep the image's aspect ratio, up to the height of the window or of a bounded container; see
 * {@link maxAutoHeight}) and returns the viewport in CSS px.
 */
export function measureViewport(host: HTMLElement, surface: HTMLElement, document: Pick<SvgMapDocument, 'viewBox' | 'width' | 'height'>, options: EngineMapOptions): ViewportSize {
  const availableWidth = host.clientWidth || surface.clientWidth || document.width;
  const input: ContainerSizeInput = {
    availableWidth,
    imageWidth: document.viewBox[2] || document.width,
    imageHeight: document.viewBox[3] || document.height,
    width: positive(options.width),
    height: positive(options.height),
    responsive: options.responsive ?? true,
    lockAspectRatio: options.lockAspectRatio ?? true,
  };
  const uncapped = containerSize(input);
  const cap = maxAutoHeight(host, surface, uncapped.height);
  // A map of a fixed size (not responsive) keeps the size its owner gave it, on a phone too.
  const minAutoHeight = input.responsive ? phoneMinHeight(host, availableWidth, cap) : undefined;
  const size = containerSize({ ...input, maxAutoHeight: cap, minAutoHeight });
  const width = Math.max(1, Math.round(size.viewport.width));
  const height = Math.max(1, Math.round(size.viewport.height));
  surface.style.height = `${height}px`;
  return { width, height };
}
