/**
 * What a visitor's browser can draw. Chromium reads SVG files with libxml2, which stops at 256
 * levels of nesting, so a deeper file shows nothing at all; and the map engine turns every path
 * into triangles on the visitor's device, where one path of hundreds of thousands of segments
 * holds the page for minutes. Files past either limit are refused at upload, naming the limit.
 */
const SVG_LIMITS = {
  /** Elements inside elements, the root counted as 1. */
  maxDepth: 256,
  /** Points (coordinate pairs) in one path's `d` or one polygon's or polyline's `points`. */
  maxPathPoints: 200_000,
} as const;

/** An SVG file past one of {@link SVG_LIMITS}: refused with a message naming the limit. */
export class SvgLimitExceeded extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'SvgLimitExceeded';
  }
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** Refuses an element nested deeper than {@link SVG_LIMITS.maxDepth}. */
export function checkDepth(depth: number): void {
  if (depth <= SVG_LIMITS.maxDepth) return;
  throw new SvgLimitExceeded(`The SVG nests elements more than ${SVG_LIMITS.maxDepth} levels deep, which browsers cannot display. Flatten its groups and upload it again.`);
}

/**
 * Refuses a shape whose geometry has more than {@link SVG_LIMITS.maxPathPoints} points: its
 * numbers are counted, two to a point (curves and arcs carry more numbers per segment, so they
 * reach the limit sooner, as they cost more to draw).
 */
export function checkShapePoints(element: string, attribute: string, value: string): void {
  if (!((element === 'path' && attribute === 'd') || ((element === 'polygon' || element === 'polyline') && attribute === 'points'))) return;
  // Cheap bound first: a point takes at least two characters of text.
  if (value.length < SVG_LIMITS.maxPathPoints * 2) return;
  let numbers = 0;
  NUMBER.lastIndex = 0;
  while (NUMBER.exec(value) !== null) numbers += 1;
  if (numbers / 2 <= SVG_LIMITS.maxPathPoints) return;
  throw new SvgLimitExceeded(`A <${element}> in the SVG has ${Math.floor(numbers / 2).toLocaleString('en-US')} points; a shape may have at most ${SVG_LIMITS.maxPathPoints.toLocaleString('en-US')}, which is what a visitor's browser can draw. Simplify the shape (for example with mapshaper) and upload it again.`);
}
