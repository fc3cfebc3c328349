import { applyHostStyles, measureViewport } from '../layout';
import { readMapSizeOfText } from '../svg/mapSize';
import type { EngineMapOptions } from '../types';
import type { PosterLook, PosterRequest, PosterShown } from '../workers/protocol';
import type { PosterFile } from './posterPrep';

/** The class of a map's poster canvas (see {@link placePoster}). */
const POSTER_CLASS = 'mapsvg-poster';

/** A poster handed to the worker: the request to send it, and when the poster was on screen. */
interface PlacedPoster {
  request: PosterRequest;
  /**
   * When the poster was on screen (ms since the page's time origin), or null when the worker
   * drew none; never rejects. Until then the page's host keeps the poster's place.
   */
  shown: Promise<number | null>;
}

/** Where a map's poster goes: the host its engine will draw in, and the map's options. */
export interface PosterTarget {
  host: HTMLElement;
  options: EngineMapOptions;
}

function lookOf(options: EngineMapOptions): PosterLook {
  const { colors, regionStatuses, disableAll, regions, multiSelect, groups, floors, zoom, scroll } = options;
  return { colors, regionStatuses, disableAll, regions, multiSelect, groups, floors, zoom, scroll };
}

/**
 * Whether the engine's first frame is the map's shapes alone, which a poster can show: no
 * street map under them, no markers over them, and an image that is not hidden when zoomed.
 */
function posterSuits(options: EngineMapOptions): boolean {
  if (options.googleMaps?.on || options.baseMap?.on) return false;
  if ((options.markers?.length ?? 0) > 0) return false;
  return options.zoom?.hideSvg !== true;
}

function canTransferCanvas(): boolean {
  return typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;
}

/**
 * Puts a poster canvas in the map's host, sized as the engine will size the map (from the
 * file's root element, read from `text` without parsing the rest), and hands it over to the
 * geometry worker, which draws it as soon as the file is parsed. The canvas lies over the
 * engine's surface, ignores the pointer and is hidden from assistive technology; the host keeps
 * its height meanwhile. Null when the map or the browser does not allow a poster.
 */
function placePoster(text: string, target: PosterTarget, configuredViewBox: readonly number[] | undefined): PlacedPoster | null {
  const { host, options } = target;
  if (!posterSuits(options) || !canTransferCanvas() || !host.isConnected) return null;
  // A page in a background tab shows nothing: its engine draws when the visitor comes.
  if (host.ownerDocument.visibilityState === 'hidden') return null;
  const size = readMapSizeOfText(text, configuredViewBox);
  if (!size) return null;
  const canvas = host.ownerDocument.createElement('canvas');
  canvas.className = POSTER_CLASS;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  host.append(canvas);
  applyHostStyles(host);
  // Measured in the flow, as the engine's surface will be; then laid over it, out of the flow.
  const viewport = measureViewport(host, canvas, size, options);
  Object.assign(canvas.style, { position: 'absolute', top: '0', left: '0', width: `${viewport.width}px`, pointerEvents: 'none' });
  host.style.minHeight = `${viewport.height}px`;
  const channel = new MessageChannel();
  const shown = new Promise<number | null>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<PosterShown>) => {
      channel.port1.close();
      const at = event.data.shownAt;
      resolve(typeof at === 'number' ? Math.max(0, at - performance.timeOrigin) : null);
    };
  });
  const request: PosterRequest = {
    canvas: canvas.transferControlToOffscreen(),
    width: viewport.width,
    height: viewport.height,
    pixelRatio: window.devicePixelRatio || 1,
    look: lookOf(options),
    shown: channel.port2,
  };
  return { request, shown };
}

/**
 * Marks when a map's poster was on screen (`mapsvg:poster`, on the page's clock), for the
 * page's own timing and its tests.
 */
function markPosterShown(at: number | null): void {
  if (at !== null && typeof performance.mark === 'function') performance.mark('mapsvg:poster', { startTime: at });
}

function posterFor(text: string, target: PosterTarget, viewBox: readonly number[] | undefined): PlacedPoster | null {
  try {
    return placePoster(text, target, viewBox);
  } catch {
    // A poster is a head start, never a reason for the map not to load.
    return null;
  }
}

/**
 * Places the poster of a map whose file is being prepared (see `prepareMapFileForPoster`) in
 * `target`'s host and hands it to the geometry worker, which draws it as soon as the file is
 * parsed, while the engine's code is still on its way. Loaded only by pages that start a map
 * with its poster.
 *
 * Settles once the poster is on screen, or, without one, once the file could not be fetched or
 * has been parsed: the page holds the engine's code back until then, so that the main thread
 * is free when the file arrives and the two do not share the cores and the GPU.
 */
export function showMapPoster(file: PosterFile, target: PosterTarget): Promise<void> {
  const shown = file.fetched.then(({ text, viewBox }) => {
    const placed = posterFor(text, target, viewBox);
    if (!file.attach(placed?.request ?? null) || !placed) return file.done;
    return placed.shown.then(markPosterShown);
  });
  // The file's end settles it too: a file that could not be fetched, or a poster never shown.
  return Promise.race([shown, file.done]);
}

/** Takes a map's poster away (the engine's first frame is on screen, or the load failed). */
export function removePoster(host: HTMLElement): void {
  const poster = host.querySelector(`:scope > canvas.${POSTER_CLASS}`);
  if (!poster) return;
  poster.remove();
  host.style.minHeight = '';
}
