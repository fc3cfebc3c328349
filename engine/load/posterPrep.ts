import type { PosterRequest } from '../workers/protocol';
import { attachPoster, parseAndPackOffThread, posterSlot } from './geometryClient';
import { prepareMapFile, startPreparing, type MapFileRequest } from './mapFilePrep';

/** A map's file as fetched: its text and the view box the map is configured with. */
interface FetchedMapFile {
  text: string;
  viewBox: readonly number[] | undefined;
}

/**
 * A map's file being fetched and parsed for a map that will show a poster: the worker parses it
 * while the page is still placing the map, and draws the poster once the page hands it over
 * (`showMapPoster`), or packs the meshes once the page says there is none. One of the two must
 * follow the file, whatever happens: the worker holds the meshes until then.
 */
export interface PosterFile {
  /** Resolves once the file is fetched and sent to the worker; never when it could not be fetched. */
  fetched: Promise<FetchedMapFile>;
  /** Settles once the file has been parsed and packed, or could not be; never rejects. */
  done: Promise<void>;
  /**
   * Once `fetched`: hands the worker the map's poster, or null for none. False when it could
   * not be handed over (the map is parsed on the page).
   */
  attach(poster: PosterRequest | null): boolean;
}

/**
 * Prepares a map's file as `prepareMapFile` does, for a map whose poster (see `showMapPoster`)
 * the page places once its markup's code is there: the parse does not wait for that. Null when
 * the page's worker draws no posters (the file is prepared without one), or when nothing was
 * started (the file is being prepared already, or too many are).
 */
export function prepareMapFileForPoster(request: MapFileRequest): PosterFile | null {
  const slot = posterSlot();
  if (slot === null) {
    prepareMapFile(request);
    return null;
  }
  let onFetched: (file: FetchedMapFile) => void = () => undefined;
  const fetched = new Promise<FetchedMapFile>((resolve) => { onFetched = resolve; });
  const result = startPreparing(request, (text, viewBox) => {
    const parse = parseAndPackOffThread(text, { regionPrefix: request.regionPrefix, viewBox }, undefined, slot);
    onFetched({ text, viewBox });
    return parse;
  });
  if (!result) return null;
  return { fetched, done: result.then(() => undefined, () => undefined), attach: (poster) => attachPoster(slot, poster) };
}
