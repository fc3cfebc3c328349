import { describe, expect, it } from 'vitest';
import { packRegions } from './packRegions';
import { hasTriangles } from './RegionMeshes';
import type { FillMesh, PackableShape, PackedRegions, ShapeRange } from './packRegions';

const square = (x: number, y: number, size: number, clockwise = true): Float64Array => new Float64Array(clockwise
  ? [x, y, x + size, y, x + size, y + size, x, y + size]
  : [x, y, x, y + size, x + size, y + size, x + size, y]);

function shape(rings: Float64Array[], extra: Partial<PackableShape> = {}): PackableShape {
  return { rings, closed: rings.map(() => true), fillRule: 'nonzero', strokeWidth: null, ...extra };
}

/** Sum of triangle areas of one shape's slice of a fill mesh. */
function triangleArea(mesh: FillMesh, range: ShapeRange): number {
  let area = 0;
  for (let t = range.indexStart; t < range.indexStart + range.indexCount; t += 3) {
    const [a = 0, b = 0, c = 0] = [mesh.indices[t], mesh.indices[t + 1], mesh.indices[t + 2]];
    const p = mesh.positions;
    area += Math.abs(((p[b * 2] ?? 0) - (p[a * 2] ?? 0)) * ((p[c * 2 + 1] ?? 0) - (p[a * 2 + 1] ?? 0))
      - ((p[c * 2] ?? 0) - (p[a * 2] ?? 0)) * ((p[b * 2 + 1] ?? 0) - (p[a * 2 + 1] ?? 0))) / 2;
  }
  return area;
}

/** Checks that ranges tile each mesh exactly: disjoint, in order, covering every vertex and index. */
function expectRangesTile(meshes: Array<{ indices: Uint32Array; regionIndex: Float32Array }>, ranges: ShapeRange[]): void {
  meshes.forEach((mesh, m) => {
    const inMesh = ranges.map((r, i) => ({ ...r, shape: i })).filter((r) => r.mesh === m);
    let vertex = 0;
    let index = 0;
    for (const r of inMesh) {
      expect(r.vertexStart).toBe(vertex);
      expect(r.indexStart).toBe(index);
      for (let v = r.vertexStart; v < r.vertexStart + r.vertexCount; v++) expect(mesh.regionIndex[v]).toBe(r.shape);
      for (let k = r.indexStart; k < r.indexStart + r.indexCount; k++) {
        const v = mesh.indices[k] ?? -1;
        expect(v >= r.vertexStart && v < r.vertexStart + r.vertexCount).toBe(true);
      }
      vertex += r.vertexCount;
      index += r.indexCount;
    }
    expect(vertex).toBe(mesh.regionIndex.length);
    expect(index).toBe(mesh.indices.length);
  });
}

function fillOf(packed: PackedRegions, i: number): { mesh: FillMesh; range: ShapeRange } {
  const range = packed.fillRanges[i];
  const mesh = range ? packed.fills[range.mesh] : undefined;
  if (!range || !mesh) throw new Error(`no fill for shape ${i}`);
  return { mesh, range };
}

describe('packRegions: fills', () => {
  it('covers a square with a hole by exactly its area', () => {
    const packed = packRegions([shape([square(0, 0, 30), square(10, 10, 10, false)])]);
    const { mesh, range } = fillOf(packed, 0);
    expect(triangleArea(mesh, range)).toBeCloseTo(800, 6);
  });

  it('fills a same-winding inner ring under nonzero but not under evenodd', () => {
    const rings = [square(0, 0, 30), square(10, 10, 10)];
    const packed = packRegions([shape(rings), shape(rings, { fillRule: 'evenodd' })]);
    expect(triangleArea(fillOf(packed, 0).mesh, fillOf(packed, 0).range)).toBeCloseTo(900, 6);
    expect(triangleArea(fillOf(packed, 1).mesh, fillOf(packed, 1).range)).toBeCloseTo(800, 6);
  });

  it('gives each shape its own disjoint vertex range, tagged with its index', () => {
    const packed = packRegions([shape([square(0, 0, 1)]), shape([square(5, 5, 1), square(9, 9, 1)]), shape([])]);
    expect(packed.fills).toHaveLength(1);
    expect(packed.fillRanges.map((r) => [r.vertexStart, r.vertexCount])).toEqual([[0, 4], [4, 8], [12, 0]]);
    expectRangesTile(packed.fills, packed.fillRanges);
  });

  it('opens a new mesh when the vertex budget is reached, never splitting a shape', () => {
    const shapes = Array.from({ length: 5 }, (_, i) => shape([square(i * 2, 0, 1)]));
    const packed = packRegions(shapes, { maxVerticesPerMesh: 8 });
    expect(packed.fills).toHaveLength(3);
    expect(packed.fillRanges.map((r) => r.mesh)).toEqual([0, 0, 1, 1, 2]);
    expectRangesTile(packed.fills, packed.fillRanges);
  });

  it('leaves out fills and strokes the caller declines', () => {
    const packed = packRegions([shape([square(0, 0, 1)]), shape([square(2, 0, 1)])], {
      fill: (_, i) => i === 0, stroke: (_, i) => i === 1,
    });
    expect(packed.fillRanges.map((r) => r.vertexCount)).toEqual([4, 0]);
    expect(packed.strokeRanges.map((r) => r.vertexCount)).toEqual([0, 8]);
  });
});

describe('packRegions: strokes', () => {
  it('draws a closed ring as a loop of quads, two vertices per point, sides +1 and −1', () => {
    const packed = packRegions([shape([square(0, 0, 10)])]);
    const mesh = packed.strokes[0];
    expect(mesh?.positions.length).toBe(16);
    expect(mesh?.indices.length).toBe(4 * 6);
    expect(Array.from(mesh?.sides ?? [])).toEqual([1, -1, 1, -1, 1, -1, 1, -1]);
  });

  it('extrudes corners along the miter so edges keep their full width', () => {
    const mesh = packRegions([shape([square(0, 0, 10)])]).strokes[0];
    // At the (0,0) corner of a square the miter points diagonally and is √2 half-widths long.
    const [nx = 0, ny = 0] = mesh?.normals ?? [];
    expect(Math.hypot(nx, ny)).toBeCloseTo(Math.SQRT2, 6);
    expect(Math.abs(nx)).toBeCloseTo(1, 6);
    expect(Math.abs(ny)).toBeCloseTo(1, 6);
  });

  it('leaves open subpaths open: no segment from the last point back to the first', () => {
    const open = { ...shape([new Float64Array([0, 0, 10, 0, 10, 10])]), closed: [false] };
    const mesh = packRegions([open]).strokes[0];
    expect(mesh?.indices.length).toBe(2 * 6);
    // The open end's extrusion is the plain normal of its segment.
    expect(Array.from(mesh?.normals.slice(0, 2) ?? []).map((v) => Math.abs(v))).toEqual([0, 1]);
  });

  it('uses 1.2 px when the width is unspecified or 1, and the authored width otherwise', () => {
    const packed = packRegions([
      shape([square(0, 0, 1)]), shape([square(0, 0, 1)], { strokeWidth: 1 }), shape([square(0, 0, 1)], { strokeWidth: 0.5 }),
    ]);
    const widths = packed.strokeRanges.map((r) => packed.strokes[r.mesh]?.widths[r.vertexStart]);
    expect(widths.map((w) => +(w ?? 0).toFixed(3))).toEqual([1.2, 1.2, 0.5]);
    expectRangesTile(packed.strokes, packed.strokeRanges);
  });
});

describe('hasTriangles: whether a layer of packed meshes draws anything', () => {
  it('is false for shapes that pack no fill (borders drawn as lines with fill none), true once one does', () => {
    const borders = [shape([square(0, 0, 10)]), shape([square(20, 0, 10)])];
    const unfilled = packRegions(borders, { fill: () => false });
    expect(unfilled.fills.length).toBeGreaterThan(0);
    expect(hasTriangles(unfilled.fills)).toBe(false);
    expect(hasTriangles(unfilled.strokes)).toBe(true);
    expect(hasTriangles(packRegions(borders).fills)).toBe(true);
    expect(hasTriangles(undefined)).toBe(false);
  });
});

