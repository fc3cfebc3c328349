import type { PosterRequest } from '../workers/protocol';
import { drawPoster, posterFits, type PosterMap } from './drawPoster';

/**
 * How long the worker waits for each of its two frames before it packs the meshes anyway: a
 * page hidden meanwhile gives a worker no frames, and the engine must not wait long on a poster
 * nobody sees. Frames of a busy machine with an emulated GPU can take a few hundred ms.
 */
const FRAME_WAIT_MS = 500;

/** Resolves at the worker's next animation frame (the canvas's frame), or null after `ms`. */
function nextFrameWithin(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Draws the poster on the page's canvas and waits until it is on screen: the second frame
 * after drawing, as a page tells a presented frame. Returns when that was (ms since the
 * epoch), or null when the map has no poster, the canvas has no 2D context or no frame came.
 */
export async function showPoster(map: PosterMap, request: PosterRequest): Promise<number | null> {
  if (!posterFits(map.outline) || typeof requestAnimationFrame !== 'function') return null;
  const { canvas, width, height, pixelRatio } = request;
  canvas.width = Math.max(1, Math.round(width * pixelRatio));
  canvas.height = Math.max(1, Math.round(height * pixelRatio));
  // Drawn in memory, not by the GPU: a poster is one quick drawing, and on a machine whose GPU
  // is emulated the canvas's GPU work delays the engine's own first frame, which follows.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  drawPoster(context, map, request.look, { width, height, pixelRatio });
  if (!await nextFrameWithin(FRAME_WAIT_MS) || !await nextFrameWithin(FRAME_WAIT_MS)) return null;
  return performance.timeOrigin + performance.now();
}
