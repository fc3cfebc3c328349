import { describe, expect, it } from 'vitest';
import { packRegions, type PackableShape, type StrokeMesh } from './packRegions';
import { sliceStrokes } from './sliceStrokes';

function square(x: number, y: number, size: number, strokeWidth = 2): PackableShape {
  return { rings: [new Float64Array([x, y, x + size, y, x + size, y + size, x, y + size])], closed: [true], fillRule: 'nonzero', strokeWidth };
}

/** Each triangle of a mesh's index range as its corners' position, normal, side and width. */
function triangles(mesh: StrokeMesh, indexStart = 0, indexCount = mesh.indices.length): number[][] {
  const corners: number[][] = [];
  for (let i = indexStart; i < indexStart + indexCount; i += 1) {
    const v = mesh.indices[i] ?? 0;
    corners.push([mesh.positions[v * 2] ?? 0, mesh.positions[v * 2 + 1] ?? 0, mesh.normals[v * 2] ?? 0, mesh.normals[v * 2 + 1] ?? 0,
      mesh.sides[v] ?? 0, mesh.widths[v] ?? 0, mesh.regionIndex[v] ?? 0]);
  }
  return corners;
}

describe('sliceStrokes', () => {
  const packed = packRegions([square(0, 0, 10), square(20, 0, 5, 3), square(40, 0, 2)]);

  it('cuts out exactly the chosen shapes, drawn as in the full mesh, with their own shape indices', () => {
    const slice = sliceStrokes(packed, [1, 2]);
    if (!slice) throw new Error('expected a stroke slice');
    const full = packed.strokes[0];
    if (!full) throw new Error('expected a stroke mesh');
    const expected = [1, 2].flatMap((shape) => {
      const range = packed.strokeRanges[shape];
      return range ? triangles(full, range.indexStart, range.indexCount) : [];
    });
    expect(triangles(slice)).toEqual(expected);
    expect(new Set(slice.regionIndex)).toEqual(new Set([1, 2]));
  });

  it('keeps every index inside its own vertices', () => {
    const slice = sliceStrokes(packed, [2]);
    if (!slice) throw new Error('expected a stroke slice');
    expect(slice.indices.length).toBeGreaterThan(0);
    expect(Math.max(...slice.indices)).toBeLessThan(slice.regionIndex.length);
  });

  it('gives nothing for no shapes or shapes without a stroke', () => {
    expect(sliceStrokes(packed, [])).toBeNull();
    expect(sliceStrokes(packRegions([square(0, 0, 10)], { stroke: () => false }), [0])).toBeNull();
  });
});
