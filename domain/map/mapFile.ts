/** The file version a map without one is asked for: the default of `svgFileLastChanged`. */
export const DEFAULT_MAP_FILE_VERSION = 1;

/**
 * How many maps of a page get their file fetched and parsed ahead of their engines. The page
 * entry prepares at most this many at once (`engine/load/mapFilePrep.ts`), and the server
 * preloads as many files: a preload nobody fetches soon only makes the browser warn.
 */
export const MAP_FILES_PREPARED_AT_ONCE = 8;

/** Which file a map shows, and what its parse depends on, as its stored options say. */
export interface MapFileOfOptions {
  source: string;
  svgFileLastChanged: number | string;
  regionPrefix: string;
  viewBox: number[] | null;
}

function isFourNumbers(value: unknown): value is number[] {
  return Array.isArray(value) && value.length === 4 && value.every((item) => typeof item === 'number' && Number.isFinite(item));
}

/**
 * The map's file read straight from its stored options, before the viewer's option code
 * (defaults, migrations) has arrived: the page's entry starts the fetch and parse with it, and
 * the server preloads the same file. It must equal what the engine asks for later, or the
 * engine would fetch the file again; options in a shape this cannot read for sure give null,
 * and the engine then loads the file itself.
 */
export function mapFileOfOptions(options: Readonly<Record<string, unknown>>): MapFileOfOptions | null {
  const { source, svgFileLastChanged = DEFAULT_MAP_FILE_VERSION, regionPrefix = '', viewBox } = options;
  if (typeof source !== 'string' || source.trim() === '') return null;
  if (typeof svgFileLastChanged !== 'number' && typeof svgFileLastChanged !== 'string') return null;
  if (typeof regionPrefix !== 'string') return null;
  if (viewBox !== undefined && !Array.isArray(viewBox)) return null;
  if (Array.isArray(viewBox) && viewBox.length > 0 && !isFourNumbers(viewBox)) return null;
  return { source, svgFileLastChanged, regionPrefix, viewBox: isFourNumbers(viewBox) ? viewBox : null };
}

/**
 * The address a map's file is fetched from: `{source}?v={svgFileLastChanged}`, so a replaced
 * file is not served from a cache. The viewer fetches this address and the server preloads it
 * on the map's page: both build it here.
 */
export function mapFileUrl(source: string, svgFileLastChanged?: number | string): string {
  if (svgFileLastChanged === undefined || svgFileLastChanged === '') return source;
  const separator = source.includes('?') ? '&' : '?';
  return `${source}${separator}v=${encodeURIComponent(String(svgFileLastChanged))}`;
}
