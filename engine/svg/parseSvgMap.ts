import { UseExpander, type SvgEventSink } from './useReferences';
import { isUsableGeoExtent } from '../../domain/geometry/viewBox';
import { numberList } from './basicShapes';
import { MISSING_SIZE_MESSAGE, SvgParseError } from './SvgParseError';
import { SvgTreeWalker } from './SvgTreeWalker';
import { readXml, XmlSyntaxError } from './readXml';
import type { ParseSvgMapOptions, ShapeGeometry, SvgMapDocument } from './types';

/** Default flattening tolerance in map units: well under a pixel at the zoom levels maps use. */
export const DEFAULT_FLATTEN_TOLERANCE = 0.05;

/**
 * Reads a map file into regions, decorations and groups, without a DOM (runs in workers and
 * Node). Follows the map load sequence: size and view boxes first, then regions from shapes
 * with ids (filtered by the region prefix). All coordinates are in the root view box's units.
 *
 * @throws {SvgParseError} `malformed-xml` with the XML error, `not-svg` when the root is not
 * `<svg>`, `missing-size` when the file has neither width and height nor a viewBox.
 */
export function parseSvgMap(text: string, options: ParseSvgMapOptions = {}): SvgMapDocument {
  const tolerance = options.flattenTolerance !== undefined && options.flattenTolerance > 0
    ? options.flattenTolerance : DEFAULT_FLATTEN_TOLERANCE;
  const walker = new SvgTreeWalker({ regionPrefix: options.regionPrefix ?? '', tolerance });
  // Only files with <use> pay for recording the element stream (a <use> may point forward).
  const uses = text.includes('<use') || text.includes(':use') ? new UseExpander() : null;
  const sink: SvgEventSink = uses ?? walker;
  // A holder rather than a `let`: the reader's callbacks fill it in, which flow analysis can't see.
  const root: { size: MapSize | null } = { size: null };
  try {
    readXml(text, {
      open(name, attrs) {
        if (root.size) {
          sink.open(name, attrs);
          return;
        }
        if (name !== 'svg' && name !== 'svg:svg') {
          throw new SvgParseError('not-svg',
            `MapSVG: the SVG file can't be parsed: its root element is <${name}>, not <svg>.`);
        }
        root.size = readSize(attrs, options.viewBox);
        walker.openRoot(attrs);
      },
      close: (name) => sink.close(name),
      text: (chars) => sink.characters(chars),
    });
    uses?.replay(walker);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new SvgParseError('malformed-xml', `MapSVG: the SVG file can't be parsed: ${error.message}`);
    throw error;
  }
  const size = root.size;
  if (!size) {
    throw new SvgParseError('not-svg', "MapSVG: the SVG file can't be parsed: it has no <svg> element.");
  }
  const document: SvgMapDocument = {
    ...size,
    regions: walker.regions, decorations: walker.decorations, groups: walker.groups,
  };
  shareOneBuffer([...document.regions, ...document.decorations.filter((d) => d.kind === 'shape')]);
  return document;
}

type MapSize = Pick<SvgMapDocument, 'width' | 'height' | 'viewBox' | 'geoViewBox'>;

function readSize(attrs: Record<string, string>, configured: readonly number[] | undefined): MapSize {
  const fileViewBox = fourNumbers(attrs.viewBox);
  const usableViewBox = fileViewBox && fileViewBox[2] > 0 && fileViewBox[3] > 0 ? fileViewBox : undefined;
  let width = absoluteLength(attrs.width);
  let height = absoluteLength(attrs.height);
  if ((width === undefined || height === undefined) && !usableViewBox) {
    throw new SvgParseError('missing-size', MISSING_SIZE_MESSAGE);
  }
  width ??= usableViewBox?.[2] ?? 0;
  height ??= usableViewBox?.[3] ?? 0;
  // A configured view box with no area would make the camera divide by zero: the file's wins.
  const configuredViewBox = configured?.length === 4 && configured.every(Number.isFinite) && configured[2]! > 0 && configured[3]! > 0
    ? (configured.slice() as [number, number, number, number]) : undefined;
  const geoViewBox = fourNumbers(attrs['mapsvg:geoViewBox']);
  return {
    width, height,
    viewBox: configuredViewBox ?? usableViewBox ?? [0, 0, width, height],
    // An extent the Mercator conversion cannot use (no span, a pole) leaves the map uncalibrated
    // rather than placing every marker at NaN.
    geoViewBox: geoViewBox && isUsableGeoExtent(...geoViewBox) ? geoViewBox : undefined,
  };
}

/** Exactly four numbers separated by spaces or commas, else `undefined`. */
function fourNumbers(text: string | undefined): [number, number, number, number] | undefined {
  if (text === undefined) return undefined;
  const parts = text.trim().split(/[\s,]+/);
  if (parts.length !== 4) return undefined;
  const numbers = parts.map(Number);
  if (!numbers.every(Number.isFinite)) return undefined;
  return numbers as [number, number, number, number];
}

/** A width or height in user units; percentages and non-positive values count as missing. */
function absoluteLength(text: string | undefined): number | undefined {
  if (text === undefined || text.trim().endsWith('%')) return undefined;
  const n = numberList(text)[0];
  return n !== undefined && n > 0 ? n : undefined;
}

/**
 * Moves every ring into one shared buffer (views into it), so handing the document to or from a
 * worker transfers one buffer instead of thousands.
 */
function shareOneBuffer(shapes: ShapeGeometry[]): void {
  let total = 0;
  for (const shape of shapes) for (const ring of shape.rings) total += ring.length;
  const pool = new Float64Array(total);
  let offset = 0;
  for (const shape of shapes) {
    shape.rings = shape.rings.map((ring) => {
      pool.set(ring, offset);
      // The constructor form: `subarray` goes through species lookup and is several times slower.
      const view = new Float64Array(pool.buffer, offset * 8, ring.length);
      offset += ring.length;
      return view;
    });
  }
}
