import { CORNER_BYTES, INDEX_BYTES, POSITION_BYTES, cornerChunk, indexChunk, positionChunk } from './quadVertices';

/** Where a point layer reads its points when it uploads them (the store's columns, read then). */
export interface PointSource {
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  slots: ArrayLike<number>;
  /** Points with data. */
  count: number;
  /** Points drawn. */
  drawnCount: number;
  /** The drawn points, ascending (later ones on top), or null for points `0..drawnCount-1`. */
  drawn(): ArrayLike<number> | null;
}

/** The GPU buffers of a point layer. */
export type PointBufferName = 'positions' | 'corners' | 'indices';

/** One step of an upload: reallocate a buffer (`allocate` bytes), or write `data` at `byteOffset`. */
export type UploadStep =
  | { buffer: PointBufferName; allocate: number }
  | { buffer: PointBufferName; byteOffset: number; data: Float32Array | Uint16Array | Uint32Array };

/** A range of points `[from, to)`. */
interface PointRange {
  from: number;
  to: number;
}

/** Points written per upload chunk (about 1 MB of positions): no full-size copy is ever held. */
export const CHUNK_POINTS = 16_384;
/** Separate dirty ranges kept before they are merged into one. */
const MAX_RANGES = 16;

/**
 * What a point layer must upload, and the uploads themselves, generated chunk by chunk from its
 * {@link PointSource}: the CPU side keeps no copy of the vertex data (the columns are the
 * copy). Moving a point dirties its 4 vertices; appends dirty only the new points; changing what
 * is drawn dirties the index buffer only; a pan, a zoom, a hover or a selection dirties nothing
 * (they are uniforms). Pure: the layer turns the steps into WebGL calls.
 */
export class PointUploads {
  /** Points the GPU vertex buffers have room for (0 before the first allocation). */
  pointCapacity = 0;
  /** Drawn points the GPU index buffer has room for. */
  indexCapacity = 0;
  private ranges: PointRange[] = [];
  private indicesDirty = false;

  /** Points `from..to-1` changed (placed, moved, another image). */
  markPoints(from: number, to: number): void {
    if (to <= from) return;
    const merged: PointRange = { from, to };
    const kept: PointRange[] = [];
    for (const range of this.ranges) {
      if (range.to < merged.from || range.from > merged.to) kept.push(range);
      else {
        merged.from = Math.min(merged.from, range.from);
        merged.to = Math.max(merged.to, range.to);
      }
    }
    kept.push(merged);
    this.ranges = kept.length > MAX_RANGES ? [{ from: Math.min(...kept.map((r) => r.from)), to: Math.max(...kept.map((r) => r.to)) }] : kept;
  }

  /** What is drawn changed. */
  markDrawn(): void {
    this.indicesDirty = true;
  }

  /** The GPU buffers are gone (a lost context, or the renderer freed them): everything again. */
  markLost(): void {
    this.pointCapacity = 0;
    this.indexCapacity = 0;
    this.ranges = [{ from: 0, to: Number.MAX_SAFE_INTEGER }];
    this.indicesDirty = true;
  }

  /** Whether anything waits for an upload. */
  get pending(): boolean {
    return this.ranges.length > 0 || this.indicesDirty;
  }

  /** The dirty point ranges (tests). */
  get dirtyRanges(): readonly PointRange[] {
    return this.ranges;
  }

  /** Whether the index buffer waits for an upload (tests). */
  get dirtyIndices(): boolean {
    return this.indicesDirty;
  }

  /**
   * The steps that bring the GPU up to date with `source`, generated lazily one chunk at a time;
   * afterwards nothing is pending.
   */
  *take(source: PointSource): Generator<UploadStep> {
    let ranges = this.ranges;
    this.ranges = [];
    if (source.count > this.pointCapacity) {
      this.pointCapacity = Math.max(source.count, Math.ceil(this.pointCapacity * 1.5));
      yield { buffer: 'positions', allocate: this.pointCapacity * POSITION_BYTES };
      yield { buffer: 'corners', allocate: this.pointCapacity * CORNER_BYTES };
      // A new buffer holds nothing: every point is written.
      ranges = [{ from: 0, to: source.count }];
    }
    for (const range of ranges) {
      const end = Math.min(range.to, source.count);
      for (let from = range.from; from < end; from += CHUNK_POINTS) {
        const to = Math.min(end, from + CHUNK_POINTS);
        yield { buffer: 'positions', byteOffset: from * POSITION_BYTES, data: positionChunk(source.x, source.y, from, to) };
        yield { buffer: 'corners', byteOffset: from * CORNER_BYTES, data: cornerChunk(source.slots, from, to) };
      }
    }
    if (!this.indicesDirty) return;
    this.indicesDirty = false;
    const count = source.drawnCount;
    if (count > this.indexCapacity) {
      this.indexCapacity = Math.max(count, Math.ceil(this.indexCapacity * 1.5));
      yield { buffer: 'indices', allocate: this.indexCapacity * INDEX_BYTES };
    }
    const points = count > 0 ? source.drawn() : null;
    for (let from = 0; from < count; from += CHUNK_POINTS) {
      const to = Math.min(count, from + CHUNK_POINTS);
      yield { buffer: 'indices', byteOffset: from * INDEX_BYTES, data: indexChunk(points, from, to) };
    }
  }
}
