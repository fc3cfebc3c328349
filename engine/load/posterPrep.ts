import { parseAndPackOffThread } from './geometryClient';
import { startPreparing, type MapFileRequest } from './mapFilePrep';
import { placePoster, type PlacedPoster, type PosterTarget } from './posterPlacement';

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
 * Prepares a map's file as `prepareMapFile` does, and has the geometry worker draw the map's
 * first view into `target`'s host as soon as the file is parsed (see `placePoster`), while the
 * engine's code is still on its way. Loaded only by pages that start a map with its poster.
 *
 * Settles once the poster is on screen, or, without one, once the file could not be fetched or
 * has been parsed: the page holds the engine's code back until then, so that the main thread
 * is free when the file arrives and the two do not share the cores and the GPU.
 */
export function prepareMapFileWithPoster(request: MapFileRequest, target: PosterTarget): Promise<void> {
  let onPlaced: (placed: PlacedPoster | null) => void = () => undefined;
  const placedOnce = new Promise<PlacedPoster | null>((resolve) => { onPlaced = resolve; });
  const result = startPreparing(request, (text, viewBox) => {
    const placed = posterFor(text, target, viewBox);
    onPlaced(placed);
    return parseAndPackOffThread(text, { regionPrefix: request.regionPrefix, viewBox }, undefined, placed?.request);
  });
  if (!result) return Promise.resolve();
  const done = result.then(() => undefined, () => undefined);
  // Without a poster (none placed, or the file never came) the parse's end is the signal.
  const shown = placedOnce.then((placed) => (placed ? placed.shown.then(markPosterShown) : done));
  return Promise.race([shown, done]);
}
