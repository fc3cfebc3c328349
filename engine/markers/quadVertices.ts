/**
 * The vertex data of a point layer ({@link PointLayer}), written by plain loops over columns so
 * they run (and are tested) without a GPU. Each point is a quad of four vertices, corners in
 * the order top-left, top-right, bottom-right, bottom-left, drawn as triangles 0-1-2 and 0-2-3.
 * The data is generated from the columns for each upload, in chunks, and not kept: the columns
 * are the one copy on the CPU side.
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
/** Bytes per point in the position, corner and index buffers. */
export const POSITION_BYTES = QUAD_VERTICES * POSITION_FLOATS * 4;
export const CORNER_BYTES = QUAD_VERTICES * CORNER_SHORTS * 2;
export const INDEX_BYTES = QUAD_INDICES * 4;

/** A float64 as a float32 high part and the float32 rest: `hi + lo` is the value to ~48 bits. */
export function splitDouble(value: number): [number, number] {
  const hi = Math.fround(value);
  return [hi, Math.fround(value - hi)];
}

/** The positions of points `from..to-1` (4 identical vertices each), as one upload chunk. */
export function positionChunk(x: ArrayLike<number>, y: ArrayLike<number>, from: number, to: number): Float32Array {
  const out = new Float32Array((to - from) * QUAD_VERTICES * POSITION_FLOATS);
  let o = 0;
  for (let point = from; point < to; point++) {
    const px = x[point] ?? 0;
    const py = y[point] ?? 0;
    const xHi = Math.fround(px);
    const yHi = Math.fround(py);
    // The stores into the float32 array round the rests.
    const xLo = px - xHi;
    const yLo = py - yHi;
    for (let corner = 0; corner < QUAD_VERTICES; corner++) {
      out[o++] = xHi;
      out[o++] = yHi;
      out[o++] = xLo;
      out[o++] = yLo;
    }
  }
  return out;
}

/** The image slot and corner number of every vertex of points `from..to-1`, as one upload chunk. */
export function cornerChunk(slots: ArrayLike<number>, from: number, to: number): Uint16Array {
  const out = new Uint16Array((to - from) * QUAD_VERTICES * CORNER_SHORTS);
  let o = 0;
  for (let point = from; point < to; point++) {
    const slot = slots[point] ?? 0;
    for (let corner = 0; corner < QUAD_VERTICES; corner++) {
      out[o++] = slot;
      out[o++] = corner;
    }
  }
  return out;
}

/**
 * The triangles of drawn points `from..to-1` of a draw list: `points` lists them (ascending,
 * so the draw order is the points' order), or null draws points in their own order.
 */
export function indexChunk(points: ArrayLike<number> | null, from: number, to: number): Uint32Array {
  const out = new Uint32Array((to - from) * QUAD_INDICES);
  let o = 0;
  for (let k = from; k < to; k++) {
    const v = (points ? (points[k] ?? 0) : k) * QUAD_VERTICES;
    out[o++] = v;
    out[o++] = v + 1;
    out[o++] = v + 2;
    out[o++] = v;
    out[o++] = v + 2;
    out[o++] = v + 3;
  }
  return out;
}
