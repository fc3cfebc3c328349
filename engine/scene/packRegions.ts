import earcut from 'earcut';
import type { FillRule } from '../svg/types';
import { classifyRings } from './classifyRings';
import { effectiveStrokeWidth, strokeCounts, writeStrokeStrip } from './strokeStrip';

/** What packing needs of a shape; parsed regions and decoration shapes satisfy it. */
export interface PackableShape {
  rings: readonly Float64Array[];
  closed: readonly boolean[];
  fillRule: FillRule;
  strokeWidth: number | null;
}

/** Triangulated fills of many shapes in one buffer set, drawn with one draw call. */
export interface FillMesh {
  /** x, y per vertex, map coordinates. */
  positions: Float32Array;
  /** Per vertex: the shape's index in the input (a float so it binds as a plain attribute; exact below 2^24). */
  regionIndex: Float32Array;
  /** Three vertex indices per triangle, local to this mesh. */
  indices: Uint32Array;
}

/** Non-scaling stroke strips of many shapes (see {@link writeStrokeStrip} for the vertex layout). */
export interface StrokeMesh {
  positions: Float32Array;
  /** Per vertex: extrusion vector in map space (unit normal, or miter at corners). */
  normals: Float32Array;
  /** Per vertex: +1 or −1, the side of the centre line. */
  sides: Float32Array;
  /** Per vertex: stroke width in screen pixels. */
  widths: Float32Array;
  regionIndex: Float32Array;
  indices: Uint32Array;
}

/** Where one shape's data sits, so recolouring it rewrites only that slice of a colour buffer. */
export interface ShapeRange {
  mesh: number;
  vertexStart: number;
  vertexCount: number;
  indexStart: number;
  indexCount: number;
}

/** The output of {@link packRegions}: meshes plus, per input shape, its fill and stroke ranges. */
export interface PackedRegions {
  fills: FillMesh[];
  strokes: StrokeMesh[];
  fillRanges: ShapeRange[];
  strokeRanges: ShapeRange[];
}

/** Options of {@link packRegions}. */
interface PackOptions {
  /** Start a new mesh beyond this many vertices (a shape never straddles two meshes). */
  maxVerticesPerMesh?: number;
  /** Which shapes get a fill (default all); e.g. skip decorations with `fill: none`. */
  fill?: (shape: PackableShape, index: number) => boolean;
  /** Which shapes get a stroke (default all). */
  stroke?: (shape: PackableShape, index: number) => boolean;
}

const DEFAULT_MAX_VERTICES = 1 << 20;

/** One shape's triangulation: polygons whose triangles index into their own coordinates. */
interface Triangulated {
  parts: Array<{ coords: ArrayLike<number>; triangles: number[] }>;
  vertexCount: number;
  indexCount: number;
}

/**
 * Triangulates every shape (earcut, rings grouped into outers and holes by the fill rule) and
 * packs fills and strokes into a few large meshes with per-vertex shape indices. Pure and
 * DOM-free: runs in a worker, and the typed arrays transfer without copying.
 */
export function packRegions(shapes: readonly PackableShape[], options: PackOptions = {}): PackedRegions {
  const maxVertices = options.maxVerticesPerMesh ?? DEFAULT_MAX_VERTICES;
  const fillWanted = options.fill ?? (() => true);
  const strokeWanted = options.stroke ?? (() => true);
  const triangulated = shapes.map((shape, i) => (fillWanted(shape, i) ? triangulate(shape) : null));
  const fillCounts = triangulated.map((t) => ({ vertices: t?.vertexCount ?? 0, indices: t?.indexCount ?? 0 }));
  const strokeCountsPerShape = shapes.map((shape, i) => (strokeWanted(shape, i) ? shapeStrokeCounts(shape) : { vertices: 0, indices: 0 }));

  const fillLayout = layOut(fillCounts, maxVertices);
  const fills = fillLayout.meshes.map(({ vertices, indices }) => ({
    positions: new Float32Array(vertices * 2),
    regionIndex: new Float32Array(vertices),
    indices: new Uint32Array(indices),
  }));
  triangulated.forEach((t, i) => {
    const range = fillLayout.ranges[i];
    const mesh = range ? fills[range.mesh] : undefined;
    if (!t || !range || !mesh) return;
    mesh.regionIndex.fill(i, range.vertexStart, range.vertexStart + range.vertexCount);
    let vertex = range.vertexStart;
    let index = range.indexStart;
    for (const { coords, triangles } of t.parts) {
      mesh.positions.set(coords, vertex * 2);
      for (let k = 0; k < triangles.length; k++) mesh.indices[index + k] = (triangles[k] as number) + vertex;
      vertex += coords.length / 2;
      index += triangles.length;
    }
  });

  const strokeLayout = layOut(strokeCountsPerShape, maxVertices);
  const strokes = strokeLayout.meshes.map(({ vertices, indices }) => ({
    positions: new Float32Array(vertices * 2),
    normals: new Float32Array(vertices * 2),
    sides: new Float32Array(vertices),
    widths: new Float32Array(vertices),
    regionIndex: new Float32Array(vertices),
    indices: new Uint32Array(indices),
  }));
  shapes.forEach((shape, i) => {
    const range = strokeLayout.ranges[i];
    const mesh = range ? strokes[range.mesh] : undefined;
    if (!range || !mesh || range.vertexCount === 0) return;
    const target = { ...mesh, vertex: range.vertexStart, index: range.indexStart };
    shape.rings.forEach((ring, r) => {
      const closed = shape.closed[r] ?? true;
      target.vertex += writeStrokeStrip(ring, closed, target);
      target.index += strokeCounts(ring.length / 2, closed).indices;
    });
    mesh.widths.fill(effectiveStrokeWidth(shape.strokeWidth), range.vertexStart, range.vertexStart + range.vertexCount);
    mesh.regionIndex.fill(i, range.vertexStart, range.vertexStart + range.vertexCount);
  });

  return { fills, strokes, fillRanges: fillLayout.ranges, strokeRanges: strokeLayout.ranges };
}

/** Earcut each outer ring with its holes; a ring without holes goes to earcut as is, uncopied. */
function triangulate(shape: PackableShape): Triangulated {
  const parts: Triangulated['parts'] = [];
  let vertexCount = 0;
  let indexCount = 0;
  for (const polygon of classifyRings(shape.rings, shape.fillRule)) {
    const rings = [polygon.outer, ...polygon.holes].map((r) => shape.rings[r] ?? new Float64Array());
    let coords: Float64Array = rings[0] ?? new Float64Array();
    const holeStarts: number[] = [];
    if (rings.length > 1) {
      coords = new Float64Array(rings.reduce((sum, ring) => sum + ring.length, 0));
      let offset = 0;
      for (const ring of rings) {
        if (offset > 0) holeStarts.push(offset / 2);
        coords.set(ring, offset);
        offset += ring.length;
      }
    }
    const triangles = earcut(coords, holeStarts);
    parts.push({ coords, triangles });
    vertexCount += coords.length / 2;
    indexCount += triangles.length;
  }
  return { parts, vertexCount, indexCount };
}

function shapeStrokeCounts(shape: PackableShape): { vertices: number; indices: number } {
  let vertices = 0;
  let indices = 0;
  shape.rings.forEach((ring, r) => {
    const counts = strokeCounts(ring.length / 2, shape.closed[r] ?? true);
    vertices += counts.vertices;
    indices += counts.indices;
  });
  return { vertices, indices };
}

/** Assigns consecutive shapes to meshes, opening a new mesh when the vertex budget runs out. */
function layOut(
  counts: ReadonlyArray<{ vertices: number; indices: number }>, maxVertices: number,
): { meshes: Array<{ vertices: number; indices: number }>; ranges: ShapeRange[] } {
  const meshes: Array<{ vertices: number; indices: number }> = [];
  const ranges: ShapeRange[] = [];
  let current: { vertices: number; indices: number } | undefined;
  for (const count of counts) {
    if (!current || (current.vertices > 0 && current.vertices + count.vertices > maxVertices)) {
      current = { vertices: 0, indices: 0 };
      meshes.push(current);
    }
    ranges.push({
      mesh: meshes.length - 1, vertexStart: current.vertices, vertexCount: count.vertices,
      indexStart: current.indices, indexCount: count.indices,
    });
    current.vertices += count.vertices;
    current.indices += count.indices;
  }
  return { meshes, ranges };
}
