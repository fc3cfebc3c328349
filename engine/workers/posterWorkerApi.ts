import { showPoster } from '../poster/showPoster';
import { geometryWorkerApi, replyWith } from './geometryWorkerApi';
import { packMapFile, parseMapFileInStages } from './parseAndPack';
import type { PosterRequest, PosterShown, PosterWorkerApi } from './protocol';

interface PosterHandOver {
  promise: Promise<PosterRequest | null>;
  resolve(poster: PosterRequest | null): void;
}

/**
 * Posters by slot: the parse and the page's poster arrive in either order, and whichever comes
 * first makes the entry; the parse removes it once the poster is there.
 */
const posterSlots = new Map<number, PosterHandOver>();

function posterSlot(slot: number): PosterHandOver {
  let entry = posterSlots.get(slot);
  if (!entry) {
    let resolve: (poster: PosterRequest | null) => void = () => undefined;
    const promise = new Promise<PosterRequest | null>((settle) => { resolve = settle; });
    entry = { promise, resolve };
    posterSlots.set(slot, entry);
  }
  return entry;
}

function takePoster(slot: number): Promise<PosterRequest | null> {
  return posterSlot(slot).promise.finally(() => posterSlots.delete(slot));
}

/** Tells the page, once, whether (and when) its poster was on screen. */
function tell(poster: PosterRequest | null, shownAt: number | null): void {
  if (!poster) return;
  poster.shown.postMessage({ shownAt } satisfies PosterShown);
  poster.shown.close();
}

/**
 * The poster worker's implementation of {@link PosterWorkerApi}: the geometry worker's, and the
 * parse that draws the map's first view on the page's poster before it packs the meshes.
 */
export const posterWorkerApi: PosterWorkerApi = {
  ...geometryWorkerApi,
  async parseAndPackWithPoster(text, options, slot) {
    const poster = takePoster(slot);
    const parsed = parseMapFileInStages(text, options);
    if (!parsed.ok) {
      void poster.then((request) => tell(request, null));
      return parsed;
    }
    // The poster goes on screen before the paths' data is read into rings and the meshes are
    // packed: the canvas reads the path data itself, natively, and the visitor sees the map
    // meanwhile. A poster that fails costs nothing.
    const { staged } = parsed;
    const request = await poster;
    if (request) tell(request, await showPoster(staged, request).catch(() => null));
    return replyWith(packMapFile(staged.complete()));
  },
  attachPoster(slot, poster) {
    posterSlot(slot).resolve(poster);
  },
};
