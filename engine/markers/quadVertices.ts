/**
 * The vertex data of a point layer ({@link PointLayer}), written by plain loops over columns so
 * they run (and are tested) without a GPU. Each point is a quad of four vertices, corners in
 * the order top-left, top-right, bottom-right, bottom-left, drawn as triangles 0-1-2 and 0-2-3.
 */

/** Vertices per point. */
export const QUAD_VERTICES = 4;
/** Indices per point (two triangles). */
export const QUAD_INDICES = 6;
/**
 * Floats per vertex of the position buffer: the point's map x and y, each split into a float32
 * high part and the float32 rest (x hi, y hi, x lo, y lo), so the shader subtracts the camera
 * centre (split the same way) without losing the bits that matter at deep zoom.
 */
export const POSITION_FLOATS = 4;
/** Uint16s per vertex of the corner buffer: the image slot, the corner number (0..3). */
export const CORNER_SHORTS = 2;

/** A float64 as a float32 high part and the float32 rest: `hi + lo` is the value to ~48 bits. */
export function splitDouble(value: number): [number, number] {
  const hi = Math.fround(value);
  return [hi, Math.fround(value - hi)];
}

/** Writes one point's position into its 4 vertices. */
export function writePosition(out: Float32Array, point: number, x: number, y: number): void {
  const xHi = Math.fround(x);
  const yHi = Math.fround(y);
  // The stores into the float32 array round the rests.
  const xLo = x - xHi;
  const yLo = y - yHi;
  let o = point * QUAD_VERTICES * POSITION_FLOATS;
  for (let corner = 0; corner < QUAD_VERTICES; corner++) {
    out[o++] = xHi;
    out[o++] = yHi;
    out[o++] = xLo;
    out[o++] = yLo;
  }
}

/** Writes the positions of points `[from, to)` (4 identical vertices each) into `out`. */
export function writePositions(out: Float32Array, x: ArrayLike<number>, y: ArrayLike<number>, from: number, to: number): void {
  for (let point = from; point < to; point++) writePosition(out, point, x[point] ?? 0, y[point] ?? 0);
}

/** Writes the image slot and corner number of every vertex of points `[from, to)` into `out`. */
export function writeCorners(out: Uint16Array, slots: ArrayLike<number>, from: number, to: number): void {
  for (let point = from; point < to; point++) {
    const slot = slots[point] ?? 0;
    let o = point * QUAD_VERTICES * CORNER_SHORTS;
    for (let corner = 0; corner < QUAD_VERTICES; corner++) {
      out[o++] = slot;
      out[o++] = corner;
    }
  }
}

/**
 * Writes the triangles of the drawn points, in draw order: `points` lists them (ascending, so
 * the draw order is the points' order), or null draws points `0..count-1`. Returns the number
 * of indices written.
 */
export function writeQuadIndices(out: Uint32Array, points: ArrayLike<number> | null, count: number): number {
  for (let k = 0; k < count; k++) {
    const v = (points ? (points[k] ?? 0) : k) * QUAD_VERTICES;
    const o = k * QUAD_INDICES;
    out[o] = v;
    out[o + 1] = v + 1;
    out[o + 2] = v + 2;
    out[o + 3] = v;
    out[o + 4] = v + 2;
    out[o + 5] = v + 3;
  }
  return count * QUAD_INDICES;
}
