/** Longest miter, in stroke half-widths; sharper corners are clamped (as SVG's default limit 4). */
const MITER_LIMIT = 4;

/** Stroke width used when a region's width is unspecified or 1 (spec: geometry constants). */
const DEFAULT_STROKE_WIDTH = 1.2;

/** The on-screen stroke width a region gets: 1.2 px when unspecified or exactly 1. */
export function effectiveStrokeWidth(authored: number | null | undefined): number {
  return authored === null || authored === undefined || authored === 1 ? DEFAULT_STROKE_WIDTH : authored;
}

/** Vertices and indices one ring adds to a stroke mesh. */
export function strokeCounts(points: number, closed: boolean): { vertices: number; indices: number } {
  if (points < 2) return { vertices: 0, indices: 0 };
  const segments = closed && points > 2 ? points : points - 1;
  return { vertices: points * 2, indices: segments * 6 };
}

/** Where {@link writeStrokeStrip} writes: typed arrays plus the first vertex and index slot. */
interface StrokeTarget {
  positions: Float32Array;
  normals: Float32Array;
  sides: Float32Array;
  indices: Uint32Array;
  vertex: number;
  index: number;
}

/**
 * Writes one ring as a triangle strip for a non-scaling stroke: two vertices per ring point
 * (side +1 and −1) sharing the point's position, and an extrusion vector that a shader scales by
 * half the width in screen pixels (`screen = project(position) + normal · side · width / 2`),
 * so the stroke keeps its width at every zoom. The vector is the segment's unit normal at open
 * ends and the miter at corners (longer than 1, clamped to {@link MITER_LIMIT}), so consecutive
 * segments join without gaps. Returns the number of vertices written.
 */
export function writeStrokeStrip(ring: ArrayLike<number>, closed: boolean, out: StrokeTarget): number {
  const points = ring.length / 2;
  const { vertices } = strokeCounts(points, closed);
  if (vertices === 0) return 0;
  const loop = closed && points > 2;
  const normals = segmentNormals(ring, points);
  const { positions, sides } = out;
  for (let p = 0; p < points; p++) {
    const before = (loop || p > 0 ? (p - 1 + points) % points : p) * 2;
    const after = (loop || p < points - 1 ? p : p - 1) * 2;
    const bx = normals[before] as number, by = normals[before + 1] as number;
    const ax = normals[after] as number, ay = normals[after + 1] as number;
    let nx = bx + ax;
    let ny = by + ay;
    const length = Math.hypot(nx, ny);
    // Opposite normals (a 180° turn) have no miter; fall back to the incoming normal.
    if (length < 1e-9) {
      nx = bx;
      ny = by;
    } else {
      // The miter reaches 1 / cos(θ/2) half-widths out; cos(θ/2) is the dot of miter and normal.
      const cos = (nx * ax + ny * ay) / length;
      const scale = Math.min(MITER_LIMIT, 1 / Math.max(cos, 1 / MITER_LIMIT)) / length;
      nx *= scale;
      ny *= scale;
    }
    const v = out.vertex + p * 2;
    const x = ring[p * 2] as number;
    const y = ring[p * 2 + 1] as number;
    positions[v * 2] = x;
    positions[v * 2 + 1] = y;
    positions[v * 2 + 2] = x;
    positions[v * 2 + 3] = y;
    out.normals[v * 2] = nx;
    out.normals[v * 2 + 1] = ny;
    out.normals[v * 2 + 2] = nx;
    out.normals[v * 2 + 3] = ny;
    sides[v] = 1;
    sides[v + 1] = -1;
  }
  const segments = loop ? points : points - 1;
  const { indices } = out;
  for (let s = 0; s < segments; s++) {
    const a = out.vertex + s * 2;
    const b = out.vertex + ((s + 1) % points) * 2;
    const k = out.index + s * 6;
    indices[k] = a;
    indices[k + 1] = a + 1;
    indices[k + 2] = b;
    indices[k + 3] = b;
    indices[k + 4] = a + 1;
    indices[k + 5] = b + 1;
  }
  return vertices;
}

let scratch = new Float64Array(1024);

/**
 * Unit normal `(-dy, dx) / length` of each segment from point s to the next (wrapping), in a
 * scratch buffer reused across rings (packing is synchronous).
 */
function segmentNormals(ring: ArrayLike<number>, points: number): Float64Array {
  if (scratch.length < points * 2) scratch = new Float64Array(points * 4);
  for (let s = 0; s < points; s++) {
    const t = (s + 1) % points;
    const dx = (ring[t * 2] as number) - (ring[s * 2] as number);
    const dy = (ring[t * 2 + 1] as number) - (ring[s * 2 + 1] as number);
    const length = Math.hypot(dx, dy);
    scratch[s * 2] = length === 0 ? 0 : -dy / length;
    scratch[s * 2 + 1] = length === 0 ? 0 : dx / length;
  }
  return scratch;
}
