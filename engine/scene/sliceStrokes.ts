import type { PackedRegions, ShapeRange, StrokeMesh } from './packRegions';

function rebase(indices: Uint32Array, start: number, count: number, vertexStart: number, offset: number, out: number[]): void {
  for (let i = start; i < start + count; i += 1) out.push((indices[i] ?? 0) - vertexStart + offset);
}

function usable(range: ShapeRange | undefined): range is ShapeRange {
  return range !== undefined && range.vertexCount > 0 && range.indexCount > 0;
}

/**
 * Copies the strokes of some shapes out of the packed meshes into one small mesh, vertex order
 * and shape indices kept, so they draw exactly as in the full meshes; null when they have none.
 */
export function sliceStrokes(packed: PackedRegions, shapes: readonly number[]): StrokeMesh | null {
  const out = { positions: [] as number[], normals: [] as number[], sides: [] as number[], widths: [] as number[], regionIndex: [] as number[], indices: [] as number[] };
  for (const shape of shapes) {
    const range = packed.strokeRanges[shape];
    const mesh = usable(range) ? packed.strokes[range.mesh] : undefined;
    if (!range || !mesh) continue;
    const offset = out.regionIndex.length;
    for (let v = range.vertexStart; v < range.vertexStart + range.vertexCount; v += 1) {
      out.positions.push(mesh.positions[v * 2] ?? 0, mesh.positions[v * 2 + 1] ?? 0);
      out.normals.push(mesh.normals[v * 2] ?? 0, mesh.normals[v * 2 + 1] ?? 0);
      out.sides.push(mesh.sides[v] ?? 0);
      out.widths.push(mesh.widths[v] ?? 0);
      out.regionIndex.push(mesh.regionIndex[v] ?? shape);
    }
    rebase(mesh.indices, range.indexStart, range.indexCount, range.vertexStart, offset, out.indices);
  }
  if (out.indices.length === 0) return null;
  return {
    positions: new Float32Array(out.positions),
    normals: new Float32Array(out.normals),
    sides: new Float32Array(out.sides),
    widths: new Float32Array(out.widths),
    regionIndex: new Float32Array(out.regionIndex),
    indices: new Uint32Array(out.indices),
  };
}
