import { CORNER_SHORTS, POSITION_FLOATS, QUAD_INDICES, QUAD_VERTICES, writeCorners, writePosition, writePositions, writeQuadIndices } from './quadVertices';

/** A range of points `[from, to)`. */
export interface PointRange {
  from: number;
  to: number;
}

function widen(range: PointRange | null, from: number, to: number): PointRange {
  return range ? { from: Math.min(range.from, from), to: Math.max(range.to, to) } : { from, to };
}

/** What changed since {@link PointBuffers.takeChanges}: each buffer's dirty part, or whether it was replaced. */
export interface PointBufferChanges {
  /** Dirty points of the position buffer; `replaced` when the array itself is new (it grew). */
  positions: PointRange | 'replaced' | null;
  corners: PointRange | 'replaced' | null;
  /** The index buffer was rewritten (`replaced`: a new, bigger array). */
  indices: boolean | 'replaced';
}

/**
 * The CPU side of a point layer's vertex data: positions (map units, split), image slots and
 * corners, and the index buffer of the drawn points, with what changed since the last upload.
 * Kept apart from pixi so what a change touches can be checked without a GPU: moving a point
 * dirties its 4 vertices, drawing other points rewrites indices only, and positions are never
 * written by a pan, a zoom, a hover or a filter.
 */
export class PointBuffers {
  positions = new Float32Array(QUAD_VERTICES * POSITION_FLOATS);
  corners = new Uint16Array(QUAD_VERTICES * CORNER_SHORTS);
  indices = new Uint32Array(QUAD_INDICES);
  /** Points the vertex arrays have room for. */
  capacity = 1;
  /** Points drawn (the index buffer's used part, in quads). */
  drawn = 0;
  private dirtyPositions: PointRange | 'replaced' | null = null;
  private dirtyCorners: PointRange | 'replaced' | null = null;
  private dirtyIndices: boolean | 'replaced' = false;

  /** Writes points `from..count-1` from columns; points before `from` keep their data. */
  setPoints(x: ArrayLike<number>, y: ArrayLike<number>, slots: ArrayLike<number>, count: number, from = 0): void {
    this.reserve(count);
    if (from >= count) return;
    writePositions(this.positions, x, y, from, count);
    writeCorners(this.corners, slots, from, count);
    if (this.dirtyPositions !== 'replaced') this.dirtyPositions = widen(this.dirtyPositions, from, count);
    if (this.dirtyCorners !== 'replaced') this.dirtyCorners = widen(this.dirtyCorners, from, count);
  }

  /** Moves one point: its four vertices only. */
  movePoint(point: number, x: number, y: number): void {
    if (point < 0 || point >= this.capacity) return;
    writePosition(this.positions, point, x, y);
    if (this.dirtyPositions !== 'replaced') this.dirtyPositions = widen(this.dirtyPositions, point, point + 1);
  }

  /** Draws these points in this order (ascending: later points on top), or with null points `0..count-1`. */
  setDrawn(points: ArrayLike<number> | null, count: number): void {
    if (count * QUAD_INDICES > this.indices.length) {
      this.indices = new Uint32Array(Math.max(count, Math.ceil((this.indices.length / QUAD_INDICES) * 1.5)) * QUAD_INDICES);
      this.dirtyIndices = 'replaced';
    } else if (this.dirtyIndices !== 'replaced') {
      this.dirtyIndices = true;
    }
    this.drawn = count;
    writeQuadIndices(this.indices, points, count);
  }

  /** What changed since the last call (then nothing has). */
  takeChanges(): PointBufferChanges {
    const changes = { positions: this.dirtyPositions, corners: this.dirtyCorners, indices: this.dirtyIndices };
    this.dirtyPositions = null;
    this.dirtyCorners = null;
    this.dirtyIndices = false;
    return changes;
  }

  private reserve(count: number): void {
    if (count <= this.capacity) return;
    const capacity = Math.max(count, Math.ceil(this.capacity * 1.5));
    const positions = new Float32Array(capacity * QUAD_VERTICES * POSITION_FLOATS);
    positions.set(this.positions);
    const corners = new Uint16Array(capacity * QUAD_VERTICES * CORNER_SHORTS);
    corners.set(this.corners);
    this.positions = positions;
    this.corners = corners;
    this.capacity = capacity;
    this.dirtyPositions = 'replaced';
    this.dirtyCorners = 'replaced';
  }
}
