import { parseGeoViewBox, parseViewBox, type ViewBox } from '../../domain/geometry/viewBox';
import { numberList } from './basicShapes';
import { MISSING_SIZE_MESSAGE, SvgParseError } from './SvgParseError';
import { readXml } from './readXml';
import type { SvgMapDocument } from './types';

/** A map file's size and view boxes, from its root `<svg>` element's attributes. */
export type MapSize = Pick<SvgMapDocument, 'width' | 'height' | 'viewBox' | 'geoViewBox'>;

/**
 * The size and view boxes of a map file from its root element's attributes and the configured
 * view box, as the parsed document will have them.
 *
 * @throws {SvgParseError} `missing-size` when the file has neither width and height nor a viewBox.
 */
export function readMapSize(attrs: Readonly<Record<string, string>>, configured: readonly number[] | undefined): MapSize {
  const usableViewBox = viewBoxTuple(parseViewBox(attrs.viewBox));
  let width = absoluteLength(attrs.width);
  let height = absoluteLength(attrs.height);
  if ((width === undefined || height === undefined) && !usableViewBox) {
    throw new SvgParseError('missing-size', MISSING_SIZE_MESSAGE);
  }
  width ??= usableViewBox?.[2] ?? 0;
  height ??= usableViewBox?.[3] ?? 0;
  // A configured view box with no area would make the camera divide by zero: the file's wins.
  const configuredViewBox = viewBoxTuple(parseViewBox(configured));
  // An extent the Mercator conversion cannot use (no span, a pole) leaves the map uncalibrated
  // rather than placing every marker at NaN.
  const geo = parseGeoViewBox(attrs['mapsvg:geoViewBox']);
  return {
    width, height,
    viewBox: configuredViewBox ?? usableViewBox ?? [0, 0, width, height],
    geoViewBox: geo ? [geo.sw.lng, geo.ne.lat, geo.ne.lng, geo.sw.lat] : undefined,
  };
}

/** A view box as the document keeps it: `[x, y, width, height]`. */
function viewBoxTuple(box: ViewBox | undefined): [number, number, number, number] | undefined {
  return box ? [box.x, box.y, box.width, box.height] : undefined;
}

/** A width or height in user units; percentages and non-positive values count as missing. */
function absoluteLength(text: string | undefined): number | undefined {
  if (text === undefined || text.trim().endsWith('%')) return undefined;
  const n = numberList(text)[0];
  return n !== undefined && n > 0 ? n : undefined;
}

/** Thrown by the root reader to stop the XML reader once it has the root element. */
class RootFound extends Error {
  constructor(readonly attributes: Record<string, string> | null) {
    super('root found');
  }
}

/**
 * The size of a map file read from its root element alone, without parsing the rest: what the
 * page needs to size the map before the file is parsed. Null when the text does not start like
 * a map file (the parse that follows reports why).
 */
export function readMapSizeOfText(text: string, configured: readonly number[] | undefined): MapSize | null {
  try {
    readXml(text, {
      open(name, attributes) {
        throw new RootFound(name === 'svg' || name === 'svg:svg' ? attributes : null);
      },
      close: () => undefined,
      text: () => undefined,
    });
  } catch (error) {
    if (!(error instanceof RootFound) || !error.attributes) return null;
    try {
      return readMapSize(error.attributes, configured);
    } catch {
      return null;
    }
  }
  return null;
}
