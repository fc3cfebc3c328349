import { describe, expect, it } from 'vitest';
import { collectDrawnRows } from './drawnRows';
import { PointBuffers } from './PointBuffers';
import { CORNER_SHORTS, POSITION_FLOATS, QUAD_VERTICES, splitDouble } from './quadVertices';

/** The four vertices of point `p`: [x hi, y hi, x lo, y lo] each. */
function vertices(buffers: PointBuffers, p: number): number[][] {
  const stride = QUAD_VERTICES * POSITION_FLOATS;
  return Array.from({ length: QUAD_VERTICES }, (_, v) => Array.from(buffers.positions.subarray(p * stride + v * POSITION_FLOATS, p * stride + (v + 1) * POSITION_FLOATS)));
}

/** [slot, corner] of each vertex of point `p`. */
function corners(buffers: PointBuffers, p: number): number[][] {
  const stride = QUAD_VERTICES * CORNER_SHORTS;
  return Array.from({ length: QUAD_VERTICES }, (_, v) => Array.from(buffers.corners.subarray(p * stride + v * CORNER_SHORTS, p * stride + (v + 1) * CORNER_SHORTS)));
}

describe('point layer vertex data', () => {
  it('splits each map position into float32 high and low parts on the 4 vertices of its quad', () => {
    const buffers = new PointBuffers();
    const x = [10.5, 123456.789012345, -0.1];
    const y = [20.25, 9876.54321012345, 1e-9];
    buffers.setPoints(x, y, [0, 2, 1], 3);
    expect(vertices(buffers, 0)).toEqual(Array(4).fill([10.5, 20.25, 0, 0]));
    const [xHi, xLo] = splitDouble(x[1] ?? 0);
    const [yHi, yLo] = splitDouble(y[1] ?? 0);
    expect(vertices(buffers, 1)).toEqual(Array(4).fill([xHi, yHi, xLo, yLo]));
    // hi + lo keeps far more than float32's 24 bits: what deep zoom needs.
    expect(Math.abs(xHi + xLo - (x[1] ?? 0))).toBeLessThan(1e-9);
    expect(Math.abs(xHi - (x[1] ?? 0))).toBeGreaterThan(1e-5);
  });

  it('gives each vertex its image slot and its corner, and draws two triangles per quad', () => {
    const buffers = new PointBuffers();
    buffers.setPoints([0, 1, 2], [0, 1, 2], [7, 3, 65535], 3);
    expect(corners(buffers, 0)).toEqual([[7, 0], [7, 1], [7, 2], [7, 3]]);
    expect(corners(buffers, 2)).toEqual([[65535, 0], [65535, 1], [65535, 2], [65535, 3]]);
    buffers.setDrawn([0, 2], 2);
    expect(Array.from(buffers.indices.subarray(0, 12))).toEqual([0, 1, 2, 0, 2, 3, 8, 9, 10, 8, 10, 11]);
    expect(buffers.drawn).toBe(2);
  });

  it('appends write only the new points; a move writes 4 vertices; changing what is drawn writes indices only', () => {
    const buffers = new PointBuffers();
    buffers.setPoints([0, 1, 2, 3], [0, 1, 2, 3], [0, 0, 0, 0], 4);
    buffers.setDrawn(null, 4);
    buffers.takeChanges();
    const before = Float32Array.from(buffers.positions);

    buffers.setDrawn([1, 3], 2);
    expect(buffers.takeChanges()).toEqual({ positions: null, corners: null, indices: true });
    expect(buffers.positions).toEqual(before);

    buffers.movePoint(2, 50, 60);
    expect(buffers.takeChanges()).toEqual({ positions: { from: 2, to: 3 }, corners: null, indices: false });
    expect(vertices(buffers, 2)).toEqual(Array(4).fill([50, 60, 0, 0]));
    expect(vertices(buffers, 1)).toEqual(Array(4).fill([1, 1, 0, 0]));

    const x = [0, 1, 2, 3, 4, 5];
    buffers.setPoints(x, x, [0, 0, 0, 0, 1, 1], 6, 4);
    const appended = buffers.takeChanges();
    // Growing replaces the arrays (a new GPU buffer); within capacity only the new points are dirty.
    expect(appended.positions === 'replaced' || (appended.positions?.from === 4 && appended.positions.to === 6)).toBe(true);
    expect(vertices(buffers, 2)).toEqual(Array(4).fill([50, 60, 0, 0]));
    expect(vertices(buffers, 5)).toEqual(Array(4).fill([5, 5, 0, 0]));
    buffers.setPoints(x, x, [0, 0, 0, 0, 1, 1], 6, 6);
    expect(buffers.takeChanges()).toEqual({ positions: null, corners: null, indices: false });
  });

  it('draws the rows shown on the floor and, while clustering, only the listed single markers', () => {
    // Rows 0..5: flags say row 1 is hidden; rows 4 and 5 are on floor 2, the others on none.
    const floors = [0, 0, 0, 0, 2, 2];
    const source = { rows: { count: 6 }, shownOnFloor: (row: number, floor: number) => row !== 1 && (floor < 0 || floors[row] === 0 || floors[row] === floor) };
    const collect = (floor: number, shown: number[] | null) => {
      const mask = new Uint8Array(6);
      const list = new Uint32Array(6);
      const counts = collectDrawnRows(source, floor, shown, mask, list);
      return { ...counts, rows: Array.from(list.subarray(0, counts.drawn)), mask: Array.from(mask) };
    };
    expect(collect(-1, null)).toEqual({ visible: 5, drawn: 5, rows: [0, 2, 3, 4, 5], mask: [1, 0, 1, 1, 1, 1] });
    expect(collect(3, null).rows).toEqual([0, 2, 3]);
    expect(collect(2, [1, 3, 5])).toEqual({ visible: 5, drawn: 2, rows: [3, 5], mask: [0, 0, 0, 1, 0, 1] });
  });
});
