import type { MapFileRequest } from '../../engine/early';

/** The file version a map without one is asked for: the default of `svgFileLastChanged`. */
const DEFAULT_FILE_VERSION = 1;

function isFourNumbers(value: unknown): value is number[] {
  return Array.isArray(value) && value.length === 4 && value.every((item) => typeof item === 'number' && Number.isFinite(item));
}

/**
 * The request for a map's file read straight from its stored options, before the viewer's
 * option code (defaults, migrations) has arrived: the page's entry starts the fetch and parse
 * with it while the viewer's main chunk downloads. It must equal what the engine asks for later
 * (`engineOptions(resolveMapOptions(map))`), or the engine would fetch the file again; options
 * in a shape this cannot read for sure give null, and the engine then loads the file itself.
 */
export function earlyMapFileRequest(options: Readonly<Record<string, unknown>>): MapFileRequest | null {
  const { source, svgFileLastChanged = DEFAULT_FILE_VERSION, regionPrefix = '', viewBox } = options;
  if (typeof source !== 'string' || source.trim() === '') return null;
  if (typeof svgFileLastChanged !== 'number' && typeof svgFileLastChanged !== 'string') return null;
  if (typeof regionPrefix !== 'string') return null;
  if (viewBox !== undefined && !Array.isArray(viewBox)) return null;
  if (Array.isArray(viewBox) && viewBox.length > 0 && !isFourNumbers(viewBox)) return null;
  return { source, svgFileLastChanged, regionPrefix, viewBox: isFourNumbers(viewBox) ? viewBox : null };
}
