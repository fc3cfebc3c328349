import { UseExpander, type SvgEventSink } from './useReferences';
import { readMapSize, type MapSize } from './mapSize';
import { SvgParseError } from './SvgParseError';
import { readPendingPaths, SvgTreeWalker } from './SvgTreeWalker';
import { readXml, XmlSyntaxError } from './readXml';
import type { ParseSvgMapOptions, PendingPath, ShapeGeometry, SvgMapDocument } from './types';

/** Default flattening tolerance in map units: well under a pixel at the zoom levels maps use. */
const DEFAULT_FLATTEN_TOLERANCE = 0.05;

/**
 * Reads a map file into regions, decorations and groups, without a DOM (runs in workers and
 * Node). Follows the map load sequence: size and view boxes first, then regions from shapes
 * with ids (filtered by the region prefix). All coordinates are in the root view box's units.
 *
 * @throws {SvgParseError} `malformed-xml` with the XML error, `not-svg` when the root is not
 * `<svg>`, `missing-size` when the file has neither width and height nor a viewBox.
 */
export function parseSvgMap(text: string, options: ParseSvgMapOptions = {}): SvgMapDocument {
  return parseSvgMapInStages(text, options).complete();
}

/** A map file read in two steps: its elements first, then its paths' data (see {@link parseSvgMapInStages}). */
export interface StagedSvgMap {
  /**
   * The map as {@link parseSvgMap} reads it, except that the shapes of `<path>` elements have no
   * rings yet (and an empty box): their data is in `paths`.
   */
  outline: SvgMapDocument;
  /** The `<path>` shapes of `outline` with their data, in document order. */
  paths: readonly PendingPath[];
  /** Reads the paths' data into their shapes and returns the whole map (the outline, completed); later calls return it as it is. */
  complete(): SvgMapDocument;
}

/**
 * Reads a map file's elements, styles and groups, and leaves its paths' data (nearly all of a
 * map file) for `complete`: a first view can be drawn from the path data as the file wrote it
 * (a 2D canvas reads it natively) before it is read into rings.
 *
 * @throws {SvgParseError} as {@link parseSvgMap} does, from this call (never from `complete`).
 */
export function parseSvgMapInStages(text: string, options: ParseSvgMapOptions = {}): StagedSvgMap {
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
        root.size = readMapSize(attrs, options.viewBox);
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
  const paths = walker.pendingPaths;
  let completed = false;
  return {
    outline: document,
    paths,
    complete() {
      if (completed) return document;
      completed = true;
      readPendingPaths(paths, tolerance);
      shareOneBuffer([...document.regions, ...document.decorations.filter((d) => d.kind === 'shape')]);
      return document;
    },
  };
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
