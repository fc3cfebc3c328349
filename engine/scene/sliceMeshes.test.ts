import { describe, expect, it } from 'vitest';
import { packRegions, type PackableShape } from './packRegions';
import { sliceMeshes } from './sliceMeshes';

function square(x: number, y: number, size: number): PackableShape {
  return { rings: [new Float64Array([x, y, x + size, y, x + size, y + size, x, y + size])], closed: [true], fillRule: 'nonzero', strokeWidth: 2 };
}

function triangleArea(positions: Float32Array, indices: Uint32Array): number {
  let area = 0;
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [indices[i] ?? 0, indices[i + 1] ?? 0, indices[i + 2] ?? 0];
    const ax = positions[a * 2] ?? 0; const ay = positions[a * 2 + 1] ?? 0;
    const bx = positions[b * 2] ?? 0; const by = positions[b * 2 + 1] ?? 0;
    const cx = positions[c * 2] ?? 0; const cy = positions[c * 2 + 1] ?? 0;
    area += Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2;
  }
  return area;
}

describe('sliceMeshes', () => {
  const packed = packRegions([square(0, 0, 10), square(20, 0, 5), square(40, 0, 2)]);

  it('cuts out exactly the chosen shapes, with their own shape indices', () => {
    const slice = sliceMeshes(packed, [1, 2]);
    expect(slice.fill).not.toBeNull();
    expect(triangleArea(slice.fill!.positions, slice.fill!.indices)).toBeCloseTo(25 + 4, 5);
    expect(new Set(slice.fill!.regionIndex)).toEqual(new Set([1, 2]));
    expect(new Set(slice.stroke!.regionIndex)).toEqual(new Set([1, 2]));
  });

  it('keeps every index inside its own vertices', () => {
    const slice = sliceMeshes(packed, [2]);
    const vertices = slice.fill!.regionIndex.length;
    expect(Math.max(...slice.fill!.indices)).toBeLessThan(vertices);
    expect(Math.max(...slice.stroke!.indices)).toBeLessThan(slice.stroke!.regionIndex.length);
  });

  it('gives nothing for shapes without geometry', () => {
    expect(sliceMeshes(packed, [])).toEqual({ fill: null, stroke: null });
  });
});
