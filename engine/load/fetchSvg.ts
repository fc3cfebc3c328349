import { mapFileUrl } from '../../domain/map/mapFile';
import { EMPTY_SOURCE_MESSAGE, MapLoadError, svgNotFoundMessage, UNKNOWN_LOAD_FAILURE_MESSAGE } from './messages';

/** Where the map image is and which version to ask for. */
export interface SvgSource {
  source: string;
  /** Appended as `?v=` so a replaced file is not served from the cache. */
  svgFileLastChanged?: number | string;
}

/** The address the image is fetched from: `{source}?v={svgFileLastChanged}`. */
export function svgUrl({ source, svgFileLastChanged }: SvgSource): string {
  return mapFileUrl(source, svgFileLastChanged);
}

/**
 * Fetches the map image as text. Failures become {@link MapLoadError}s with the error
 * catalogue's messages: empty source, not found (404), anything else.
 */
export async function fetchSvg(source: SvgSource, fetchFn: typeof fetch = fetch, signal?: AbortSignal): Promise<string> {
  if (!source.source || source.source.trim() === '') throw new MapLoadError('empty-source', EMPTY_SOURCE_MESSAGE);
  const url = svgUrl(source);
  let response: Response;
  try {
    response = await fetchFn(url, { signal, headers: { Accept: 'image/svg+xml, application/xml, text/xml' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new MapLoadError('unknown', UNKNOWN_LOAD_FAILURE_MESSAGE, url, true);
  }
  if (response.status === 404) throw new MapLoadError('not-found', svgNotFoundMessage(source.source), url);
  // Server errors and throttling may pass; other refusals (403, 410…) will not.
  if (!response.ok) throw new MapLoadError('unknown', UNKNOWN_LOAD_FAILURE_MESSAGE, url, response.status >= 500 || response.status === 429 || response.status === 408);
  try {
    return await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new MapLoadError('unknown', UNKNOWN_LOAD_FAILURE_MESSAGE, url, true);
  }
}
