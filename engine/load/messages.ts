/** Loading a map without an image source. */
export const EMPTY_SOURCE_MESSAGE = 'MapSVG: please provide SVG file source.';
/** Any image failure that is neither a 404 nor a parse error. */
export const UNKNOWN_LOAD_FAILURE_MESSAGE = "MapSVG: can't load SVG file for unknown reason. Please contact support";
/** Where the not-found message points administrators. */
const SVG_NOT_FOUND_HELP = 'https://mapsvg.com/docs/map-editor/svg-file-not-found';

/** The 404 message naming the file and the documentation. */
export function svgNotFoundMessage(url: string): string {
  return `MapSVG: file not found - ${url}. See ${SVG_NOT_FOUND_HELP}`;
}

/** Why a map failed to load; the viewer shows the message and branches on the kind. */
export type MapLoadErrorKind = 'empty-source' | 'not-found' | 'parse' | 'unknown';

/**
 * A failed map load with the catalogue's message. `retryable` marks failures that may pass on
 * a second try (the network or the server failed), where the viewer offers a retry.
 */
export class MapLoadError extends Error {
  constructor(readonly kind: MapLoadErrorKind, message: string, readonly url?: string, readonly retryable = false) {
    super(message);
    this.name = 'MapLoadError';
  }
}
