import { packRegions } from '../scene/packRegions';
import type { PackableShape } from '../scene/packRegions';
import { parseSvgMap } from '../svg/parseSvgMap';
import { SvgParseError } from '../svg/SvgParseError';
import type { SvgDecoration } from '../svg/types';
import type { ParseAndPackOptions, ParseAndPackReply } from './protocol';

const NO_GEOMETRY: PackableShape = { rings: [], closed: [], fillRule: 'nonzero', strokeWidth: null };

/**
 * Parses a map file and packs its meshes: the body of the geometry worker's `parseAndPack`,
 * kept free of worker plumbing so it also runs (and is tested) in Node.
 */
export function parseAndPack(text: string, options: ParseAndPackOptions): ParseAndPackReply {
  try {
    const document = parseSvgMap(text, options);
    const regions = packRegions(document.regions);
    const decorationShapes = document.decorations.map((d) => (d.kind === 'shape' ? d : NO_GEOMETRY));
    const decorations = packRegions(decorationShapes, {
      fill: (_, i) => paints(document.decorations[i], 'fill'),
      stroke: (_, i) => paints(document.decorations[i], 'stroke'),
    });
    return { ok: true, result: { document, regions, decorations } };
  } catch (error) {
    if (error instanceof SvgParseError) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
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
