import { packRegions } from '../scene/packRegions';
import type { PackableShape } from '../scene/packRegions';
import { parseSvgMap, parseSvgMapInStages, type StagedSvgMap } from '../svg/parseSvgMap';
import { SvgParseError } from '../svg/SvgParseError';
import type { SvgDecoration, SvgMapDocument } from '../svg/types';
import type { ParseAndPackOptions, ParseAndPackReply, ParseAndPackResult } from './protocol';

const NO_GEOMETRY: PackableShape = { rings: [], closed: [], fillRule: 'nonzero', strokeWidth: null };

/** A parse's outcome: the document, or the parse error as data (see {@link ParseAndPackReply}). */
type ParseReply = { ok: true; document: SvgMapDocument } | Extract<ParseAndPackReply, { ok: false }>;

/** A staged parse's outcome (see `parseSvgMapInStages`), or the parse error as data. */
type StagedParseReply = { ok: true; staged: StagedSvgMap } | Extract<ParseAndPackReply, { ok: false }>;

/** A parse error as data; anything else is thrown again. */
function parseFailure(error: unknown): Extract<ParseAndPackReply, { ok: false }> {
  if (error instanceof SvgParseError) return { ok: false, error: { code: error.code, message: error.message } };
  throw error;
}

/** Parses a map file; a parse error comes back as data, anything else is thrown. */
function parseMapFile(text: string, options: ParseAndPackOptions): ParseReply {
  try {
    return { ok: true, document: parseSvgMap(text, options) };
  } catch (error) {
    return parseFailure(error);
  }
}

/** Reads a map file's elements, its paths' data left for later; a parse error comes back as data. */
export function parseMapFileInStages(text: string, options: ParseAndPackOptions): StagedParseReply {
  try {
    return { ok: true, staged: parseSvgMapInStages(text, options) };
  } catch (error) {
    return parseFailure(error);
  }
}

/** Packs a parsed map's region and decoration meshes. */
export function packMapFile(document: SvgMapDocument): ParseAndPackResult {
  const regions = packRegions(document.regions);
  const decorationShapes = document.decorations.map((d) => (d.kind === 'shape' ? d : NO_GEOMETRY));
  const decorations = packRegions(decorationShapes, {
    fill: (_, i) => paints(document.decorations[i], 'fill'),
    stroke: (_, i) => paints(document.decorations[i], 'stroke'),
  });
  return { document, regions, decorations };
}

/**
 * Parses a map file and packs its meshes: the body of the geometry worker's `parseAndPack`,
 * kept free of worker plumbing so it also runs (and is tested) in Node.
 */
export function parseAndPack(text: string, options: ParseAndPackOptions): ParseAndPackReply {
  const parsed = parseMapFile(text, options);
  return parsed.ok ? { ok: true, result: packMapFile(parsed.document) } : parsed;
}

/**
 * Whether a decoration shape shows this paint. SVG fills black when no fill is authored, but
 * draws no stroke unless one is.
 */
function paints(decoration: SvgDecoration | undefined, paint: 'fill' | 'stroke'): boolean {
  if (decoration?.kind !== 'shape') return false;
  const value = decoration[paint];
  return paint === 'fill' ? value !== 'none' : value !== null && value !== 'none';
}
