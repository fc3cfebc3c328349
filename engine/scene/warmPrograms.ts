import type { ProgramSources } from './ProgramLinker';
import { colorFragment, compositeFragment, compositeVertex, fillVertex, indexFragment, indexVertex, strokeVertex, type CompositeVariant } from './shaders';

export type { ProgramSources } from './ProgramLinker';

/** The regions' fills as an index image (the map's regions). */
export const REGION_INDEX_PROGRAM: ProgramSources = { vertex: indexVertex, fragment: indexFragment, name: 'region-index' };
/** Fills in their colours (the file's decorations). */
export const REGION_FILL_PROGRAM: ProgramSources = { vertex: fillVertex, fragment: colorFragment, name: 'region-fill' };
/** Strokes of regions and decorations. */
export const REGION_STROKE_PROGRAM: ProgramSources = { vertex: strokeVertex, fragment: colorFragment, name: 'region-stroke' };

/** The programs every map's shapes are drawn with. */
export function regionPrograms(): ProgramSources[] {
  return [REGION_INDEX_PROGRAM, REGION_FILL_PROGRAM, REGION_STROKE_PROGRAM];
}

/**
 * The composite programs of a map with region strokes, the common case: the draft's (one index
 * sample per pixel), needed for the first frame, and the sharp frame's (2×2 index samples per
 * pixel, on screens below two device pixels per CSS pixel), needed just after it, as the
 * markers arrive. Linked while the map file loads (see `ProgramLinker`), neither holds the
 * main thread when the map appears.
 */
const COMMON_COMPOSITES: CompositeVariant[] = [{ samples: 1, under: false, over: true }, { samples: 2, under: false, over: true }];

/** The composite program of one variant, with the sources `CompositeQuad` gives it. */
export function compositeProgram(variant: CompositeVariant): ProgramSources {
  return { vertex: compositeVertex, fragment: compositeFragment(variant), name: 'map-composite' };
}

/** The composite programs worth compiling before the map is known. */
export function compositePrograms(): ProgramSources[] {
  return COMMON_COMPOSITES.map(compositeProgram);
}
