import type { ClusterLeaves, ClusterLoadOptions, ClusterQuery, ClusterResult } from '../cluster/ClusterKernel';
import type { PackedRegions } from '../scene/packRegions';
import { SvgParseError } from '../svg/SvgParseError';
import type { SvgParseErrorCode } from '../svg/SvgParseError';
import type { ParseSvgMapOptions, SvgMapDocument } from '../svg/types';
import type { EngineMapOptions } from '../types';

// Every call that crosses into an engine worker is typed here, and only here: the worker
// implements these interfaces and serves them with `exposeApi`, and the main thread calls them
// through `createRpcClient<…>` (both in ./rpc.ts), which take their types from these interfaces.

/** Options of `parseAndPack`: the parser's options (region prefix, configured viewBox, tolerance). */
export type ParseAndPackOptions = ParseSvgMapOptions;

/** A parsed map with its GPU-ready geometry. */
export interface ParseAndPackResult {
  document: SvgMapDocument;
  /** Fills and strokes of `document.regions`; range i belongs to region i. */
  regions: PackedRegions;
  /**
   * Fills and strokes of `document.decorations`; range i belongs to decoration i (texts and
   * images have empty ranges). Only painted fills (not `none`) and authored strokes are packed.
   */
  decorations: PackedRegions;
}

/** The map options a poster's colours and view follow: those of the engine's first frame. */
export type PosterLook = Pick<EngineMapOptions, 'colors' | 'regionStatuses' | 'disableAll' | 'regions' | 'multiSelect' | 'groups' | 'floors' | 'zoom' | 'scroll'>;

/**
 * A poster: the map's first view drawn in 2D by the geometry worker as soon as the file is
 * parsed, on a canvas the page handed over, shown until the engine's first frame replaces it.
 */
export interface PosterRequest {
  /** The page's poster canvas, transferred to the worker. */
  canvas: OffscreenCanvas;
  /** The map's viewport in CSS px, as the engine will measure it. */
  width: number;
  height: number;
  pixelRatio: number;
  look: PosterLook;
  /**
   * Where the worker tells the page, once, that the poster is on screen (before it packs the
   * meshes): a {@link PosterShown} message.
   */
  shown: MessagePort;
}

/**
 * The worker's one message on a poster's `shown` port: when the poster was on screen, in ms
 * since the epoch (`performance.timeOrigin + performance.now()` in the worker, whose clock
 * starts elsewhere), or null when there is no poster (the file has text or images, the canvas
 * had no 2D context, or the page gave the worker no frame).
 */
export interface PosterShown {
  shownAt: number | null;
}

/**
 * Reply of `parseAndPack`. Errors come back as data because the RPC rebuilds thrown errors as
 * plain `Error`s (name and message only) and would lose the `code` callers branch on;
 * {@link unwrapParseAndPack} turns a failure back into an {@link SvgParseError}.
 */
export type ParseAndPackReply =
  | { ok: true; result: ParseAndPackResult }
  | { ok: false; error: { code: SvgParseErrorCode; message: string } };

/** The geometry worker (engine/workers/geometry.worker.ts). */
export interface GeometryWorkerApi {
  /** Parses an SVG map and packs region and decoration meshes; buffers are transferred, not copied. */
  parseAndPack(text: string, options: ParseAndPackOptions): ParseAndPackReply | Promise<ParseAndPackReply>;
}

/**
 * The geometry worker of a page whose first map shows a poster (engine/workers/geometryPoster.worker.ts):
 * the geometry worker's calls, and a parse that draws the map's poster before it packs.
 */
export interface PosterWorkerApi extends GeometryWorkerApi {
  /**
   * As `parseAndPack`, with the map's first view drawn on the poster handed over for `slot`
   * (`attachPoster`) between the parse and the packing.
   */
  parseAndPackWithPoster(text: string, options: ParseAndPackOptions, slot: number): Promise<ParseAndPackReply>;
  /**
   * Hands over the poster of the parse started with `slot` (null: the page shows none). The
   * page sends it once per slot, always: that parse packs its meshes only then.
   */
  attachPoster(slot: number, poster: PosterRequest | null): void;
}

/** The result of a successful reply, or the worker's parse error rethrown on this side. */
export function unwrapParseAndPack(reply: ParseAndPackReply): ParseAndPackResult {
  if (!reply.ok) throw new SvgParseError(reply.error.code, reply.error.message);
  return reply.result;
}

/**
 * Every distinct buffer under a result, for the RPC's `transfer`: ring coordinates share one
 * pooled buffer per document, and each mesh array has its own.
 */
export function transferablesOf(result: ParseAndPackResult): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (array: ArrayBufferView): void => {
    if (array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  };
  for (const shape of [...result.document.regions, ...result.document.decorations]) {
    if ('rings' in shape) shape.rings.forEach(add);
  }
  for (const packed of [result.regions, result.decorations]) {
    for (const mesh of packed.fills) [mesh.positions, mesh.regionIndex, mesh.indices].forEach(add);
    for (const mesh of packed.strokes) {
      [mesh.positions, mesh.normals, mesh.sides, mesh.widths, mesh.regionIndex, mesh.indices].forEach(add);
    }
  }
  return [...buffers];
}

// Clustering payloads (options, query, clusters and single indices, a cluster's members) are
// defined with the kernel that produces them, in engine/cluster/ClusterKernel.ts.
export type { ClusterLeaves, ClusterLoadOptions, ClusterQuery, ClusterResult };

/**
 * The clustering worker (engine/workers/cluster.worker.ts). One worker serves every map of a
 * page; each map's point set lives under its own `handle`.
 */
export interface ClusterWorkerApi {
  /** Indexes a map's points (x, y pairs, transferred); returns the build time in ms. */
  load(handle: number, coords: Float64Array, options: ClusterLoadOptions): number;
  /**
   * Shows only the indexed points whose entry is 1 (null: all; transferred), updating the
   * clusters' counts without indexing again; returns the time taken in ms.
   */
  setVisible(handle: number, mask: Uint8Array | null): number;
  /** The clusters and single points of an area at a zoom. */
  query(handle: number, query: ClusterQuery): ClusterResult;
  /** The members of a cluster and their extent. */
  leaves(handle: number, clusterId: number): ClusterLeaves;
  /** Forgets a map's points. */
  drop(handle: number): void;
  /**
   * Builds the k-d tree of marker points for picking (x, y pairs, transferred); returns its
   * kdbush data (transferred), opened on the main thread with `KDBush.from`.
   */
  indexPoints(coords: Float64Array): ArrayBuffer;
}
