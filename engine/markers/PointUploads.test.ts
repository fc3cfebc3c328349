import { describe, expect, it } from 'vitest';
import { collectDrawnRows, maskedRows } from './drawnRows';
import { CHUNK_POINTS, PointUploads, type PointSource, type UploadStep } from './PointUploads';
import { CORNER_BYTES, CORNER_SHORTS, INDEX_BYTES, POSITION_BYTES, POSITION_FLOATS, QUAD_VERTICES, positionChunk, splitDouble } from './quadVertices';

/** A source over plain columns, drawing `drawn` (null: all). */
function columns(x: number[], y: number[], slots: number[], drawn: number[] | null = null): PointSource {
  return { x, y, slots, count: x.length, drawnCount: drawn ? drawn.length : x.length, drawn: () => drawn };
}

/** Replays upload steps into CPU buffers, as the GPU would hold them. */
function replay(steps: Iterable<UploadStep>, gpu: { positions: Float32Array; corners: Uint16Array; indices: Uint32Array }): UploadStep[] {
  const seen: UploadStep[] = [];
  for (const step of steps) {
    seen.push(step);
    if ('allocate' in step) {
      if (step.buffer === 'positions') gpu.positions = new Float32Array(step.allocate / 4);
      if (step.buffer === 'corners') gpu.corners = new Uint16Array(step.allocate / 2);
      if (step.buffer === 'indices') gpu.indices = new Uint32Array(step.allocate / 4);
      continue;
    }
    const target = gpu[step.buffer];
    target.set(step.data as never, step.byteOffset / target.BYTES_PER_ELEMENT);
  }
  return seen;
}

function emptyGpu(): { positions: Float32Array; corners: Uint16Array; indices: Uint32Array } {
  return { positions: new Float32Array(0), corners: new Uint16Array(0), indices: new Uint32Array(0) };
}

/** The four vertices of point `p`: [x hi, y hi, x lo, y lo] each. */
function vertices(positions: Float32Array, p: number): number[][] {
  const stride = QUAD_VERTICES * POSITION_FLOATS;
  return Array.from({ length: QUAD_VERTICES }, (_, v) => Array.from(positions.subarray(p * stride + v * POSITION_FLOATS, p * stride + (v + 1) * POSITION_FLOATS)));
}

/** [slot, corner] of each vertex of point `p`. */
function corners(data: Uint16Array, p: number): number[][] {
  const stride = QUAD_VERTICES * CORNER_SHORTS;
  return Array.from({ length: QUAD_VERTICES }, (_, v) => Array.from(data.subarray(p * stride + v * CORNER_SHORTS, p * stride + (v + 1) * CORNER_SHORTS)));
}

describe('point layer uploads', () => {
  it('puts each map position, split into float32 high and low parts, on the 4 vertices of its quad', () => {
    const uploads = new PointUploads();
    const gpu = emptyGpu();
    const x = [10.5, 12345.678901234, -0.1];
    const y = [20.25, 9876.54321012345, 1e-9];
    replay(uploads.take(columns(x, y, [0, 2, 1])), gpu);
    expect(vertices(gpu.positions, 0)).toEqual(Array(4).fill([10.5, 20.25, 0, 0]));
    const [xHi, xLo] = splitDouble(x[1] ?? 0);
    const [yHi, yLo] = splitDouble(y[1] ?? 0);
    expect(vertices(gpu.positions, 1)).toEqual(Array(4).fill([xHi, yHi, xLo, yLo]));
    // hi + lo keeps far more than float32's 24 bits: what deep zoom needs.
    expect(Math.abs(xHi + xLo - (x[1] ?? 0))).toBeLessThan(1e-9);
    expect(Math.abs(xHi - (x[1] ?? 0))).toBeGreaterThan(1e-5);
  });

  it('keeps deep-zoom positions exact to a fraction of a pixel where plain float32 would be pixels off', () => {
    // The world map is 20,426 units wide; street-map zoom 22 shows about 52,500 px per unit.
    const scale = 52_500;
    const centre = { x: 10_213.123456789, y: 6_789.987654321 };
    const f = Math.fround;
    let worstSplit = 0;
    let worstPlain = 0;
    for (let k = 0; k < 200; k++) {
      const x = centre.x + (k - 100) * 0.0001234567;
      const [xHi, , xLo] = Array.from(positionChunk([x], [0], 0, 1));
      const [cHi, cLo] = splitDouble(centre.x);
      // The vertex shader's arithmetic, every step rounded to float32.
      const delta = f(f((xHi ?? 0) - cHi) + f((xLo ?? 0) - cLo));
      const screen = f(delta * scale);
      const plain = f(f(f(x) - f(centre.x)) * scale);
      const exact = (x - centre.x) * scale;
      worstSplit = Math.max(worstSplit, Math.abs(screen - exact));
      worstPlain = Math.max(worstPlain, Math.abs(plain - exact));
    }
    expect(worstSplit).toBeLessThan(0.05);
    expect(worstPlain).toBeGreaterThan(1);
  });

  it('gives each vertex its image slot and its corner, and draws two triangles per drawn quad in order', () => {
    const uploads = new PointUploads();
    const gpu = emptyGpu();
    replay(uploads.take(columns([0, 1, 2], [0, 1, 2], [7, 3, 65535], [0, 2])), gpu);
    expect(corners(gpu.corners, 0)).toEqual([[7, 0], [7, 1], [7, 2], [7, 3]]);
    expect(corners(gpu.corners, 2)).toEqual([[65535, 0], [65535, 1], [65535, 2], [65535, 3]]);
    // Nothing is drawn until the layer says what is.
    expect(Array.from(gpu.indices)).toEqual([]);
    uploads.markDrawn();
    replay(uploads.take(columns([0, 1, 2], [0, 1, 2], [7, 3, 65535], [0, 2])), gpu);
    expect(Array.from(gpu.indices.subarray(0, 12))).toEqual([0, 1, 2, 0, 2, 3, 8, 9, 10, 8, 10, 11]);
  });

  it('a change of what is drawn uploads indices only; a move, 4 vertices; an append, only the new points', () => {
    const uploads = new PointUploads();
    const gpu = emptyGpu();
    const x = [0, 1, 2, 3];
    const y = [10, 11, 12, 13];
    const source = columns(x, y, [0, 0, 0, 0], [1, 3]);
    uploads.markDrawn();
    replay(uploads.take(source), gpu);
    expect(uploads.pending).toBe(false);

    uploads.markDrawn();
    const drawnOnly = replay(uploads.take(source), gpu);
    expect(drawnOnly.map((step) => step.buffer)).toEqual(['indices']);

    x[2] = 50;
    uploads.markPoints(2, 3);
    const moved = replay(uploads.take(source), gpu);
    expect(moved).toEqual([
      { buffer: 'positions', byteOffset: 2 * POSITION_BYTES, data: expect.any(Float32Array) },
      { buffer: 'corners', byteOffset: 2 * CORNER_BYTES, data: expect.any(Uint16Array) },
    ]);
    expect(moved.map((step) => ('data' in step ? step.data.byteLength : 0))).toEqual([POSITION_BYTES, CORNER_BYTES]);
    expect(vertices(gpu.positions, 2)).toEqual(Array(4).fill([50, 12, 0, 0]));

    // Growing reallocates (by half at least) and writes every point again.
    x.push(4, 5);
    y.push(14, 15);
    uploads.markPoints(4, 6);
    const grown = replay(uploads.take(columns(x, y, Array(6).fill(1))), gpu);
    expect(grown[0]).toEqual({ buffer: 'positions', allocate: 6 * POSITION_BYTES });
    expect(vertices(gpu.positions, 2)).toEqual(Array(4).fill([50, 12, 0, 0]));
    expect(corners(gpu.corners, 5)).toEqual([[1, 0], [1, 1], [1, 2], [1, 3]]);
    // Within the capacity, an append writes only the new point.
    x.push(6, 7);
    y.push(16, 17);
    uploads.markPoints(6, 8);
    replay(uploads.take(columns(x, y, Array(8).fill(1))), gpu);
    expect(uploads.pointCapacity).toBe(9);
    x.push(8);
    y.push(18);
    uploads.markPoints(8, 9);
    const appended = replay(uploads.take(columns(x, y, Array(9).fill(1))), gpu);
    expect(appended.map((step) => [step.buffer, 'byteOffset' in step ? step.byteOffset : -1])).toEqual([['positions', 8 * POSITION_BYTES], ['corners', 8 * CORNER_BYTES]]);
    expect(vertices(gpu.positions, 8)).toEqual(Array(4).fill([8, 18, 0, 0]));
  });

  it('writes big layers in chunks, never as one full-size copy, and everything again when the buffers were lost', () => {
    const count = CHUNK_POINTS * 2 + 5;
    const x = Array.from({ length: count }, (_, i) => i);
    const uploads = new PointUploads();
    uploads.markDrawn();
    const steps = replay(uploads.take(columns(x, x, Array(count).fill(0))), emptyGpu());
    const largest = Math.max(...steps.map((step) => ('data' in step ? step.data.byteLength : 0)));
    expect(largest).toBe(CHUNK_POINTS * POSITION_BYTES);
    expect(steps.filter((step) => step.buffer === 'indices' && 'data' in step)).toHaveLength(3);
    uploads.markLost();
    const again = replay(uploads.take(columns(x, x, Array(count).fill(0))), emptyGpu());
    expect(again.filter((step) => 'allocate' in step).map((step) => [step.buffer, 'allocate' in step ? step.allocate : 0])).toEqual([
      ['positions', count * POSITION_BYTES], ['corners', count * CORNER_BYTES], ['indices', count * INDEX_BYTES],
    ]);
  });

  it('draws the rows shown on the floor and, while clustering, only the listed single markers', () => {
    // Rows 0..5: flags say row 1 is hidden; rows 4 and 5 are on floor 2, the others on none.
    const floors = [0, 0, 0, 0, 2, 2];
    const source = { rows: { count: 6 }, shownOnFloor: (row: number, floor: number) => row !== 1 && (floor < 0 || floors[row] === 0 || floors[row] === floor) };
    const collect = (floor: number, shown: number[] | null) => {
      const mask = new Uint8Array(6);
      const counts = collectDrawnRows(source, floor, shown, mask);
      return { ...counts, rows: Array.from(maskedRows(mask, 6, counts.drawn)) };
    };
    expect(collect(-1, null)).toEqual({ visible: 5, drawn: 5, rows: [0, 2, 3, 4, 5] });
    expect(collect(3, null).rows).toEqual([0, 2, 3]);
    expect(collect(2, [1, 3, 5])).toEqual({ visible: 5, drawn: 2, rows: [3, 5] });
  });
});
