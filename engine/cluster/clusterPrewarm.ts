import { CLUSTER_CELL_SIZE } from '../../domain/index';
import { roundDegrees } from '../markers/markerBatch';
import type { MarkerColumns } from '../markers/markerColumns';
import type { ClusterLoadOptions } from './ClusterKernel';
import { createClusterSource, type ClusterSource } from './clusterClient';

/**
 * A cluster index started before the map was ready, for markers announced while it loaded
 * ({@link MapEngine.prepareMarkers}). The clustering worker builds it while the map file is
 * fetched, parsed and drawn; the map's clusters adopt it when the markers they index turn out
 * to be exactly these points, and build their own otherwise.
 */
export interface ClusterPrewarm {
  /** The worker handle holding the index; the cluster manager takes it over. */
  readonly source: ClusterSource;
  /** The indexed lng/lat pairs, as the cluster manager would build them from the store. */
  readonly coords: Float64Array;
  readonly options: ClusterLoadOptions;
  /** Resolves when the worker has built the index. */
  readonly loaded: Promise<number>;
}

/**
 * The lng/lat pairs clustering would index for a batch added to an empty map: every marker in
 * order, degrees rounded as the store rounds them. Null when a marker has no geographic point
 * (without the map's calibration its place is not known yet).
 */
export function geoCoordsOf(batch: MarkerColumns): Float64Array | null {
  const { ids, lat, lng } = batch;
  if (!lat || !lng) return null;
  const coords = new Float64Array(ids.length * 2);
  for (let i = 0; i < ids.length; i++) {
    const la = lat[i];
    const ln = lng[i];
    if (typeof la !== 'number' || typeof ln !== 'number' || !Number.isFinite(la) || !Number.isFinite(ln)) return null;
    coords[2 * i] = roundDegrees(ln);
    coords[2 * i + 1] = roundDegrees(la);
  }
  return coords;
}

/** Indexes made for a page before any map asked for them ({@link prepareClusters}), oldest first. */
const prepared: ClusterPrewarm[] = [];
/** A page whose maps never take their prepared indexes keeps at most this many workers for them. */
const MAX_PREPARED = 2;

function startIndex(coords: Float64Array, options: ClusterLoadOptions): ClusterPrewarm {
  const source = createClusterSource();
  // The worker takes its own copy (transferred); this one is what adoption compares against.
  const loaded = source.load(coords.slice(), options);
  loaded.catch(() => undefined);
  return { source, coords, options, loaded };
}

function geoOptions(maxZoom: number | undefined): ClusterLoadOptions {
  return { mode: 'geo', cellSize: CLUSTER_CELL_SIZE, maxZoom };
}

/**
 * The index prepared for exactly these points and options ({@link prepareClusters}), handed
 * over once; null when there is none.
 */
export function takePreparedClusters(coords: Float64Array, options: ClusterLoadOptions): ClusterPrewarm | null {
  const index = prepared.findIndex((entry) => prewarmMatches(entry, coords, options));
  if (index < 0) return null;
  return prepared.splice(index, 1)[0] ?? null;
}

/**
 * Starts indexing the clusters of markers a map will be given, before any map exists for them:
 * a marker feed that arrived while the page still renders the map's screen. The map's clusters
 * adopt the index when they index exactly these points ({@link takePreparedClusters}), whether
 * the markers are announced while the map loads or added after it is ready.
 */
export function prepareClusters(batch: MarkerColumns, maxZoom: number | undefined): void {
  const coords = geoCoordsOf(batch);
  if (!coords || coords.length === 0) return;
  const options = geoOptions(maxZoom);
  if (prepared.some((entry) => prewarmMatches(entry, coords, options))) return;
  if (prepared.length >= MAX_PREPARED) prepared.shift()?.source.dispose();
  prepared.push(startIndex(coords, options));
}

/**
 * Starts indexing a batch's clusters in the worker (or takes the index the page prepared for
 * it); null when the batch cannot be prepared.
 */
export function startClusterPrewarm(batch: MarkerColumns, maxZoom: number | undefined): ClusterPrewarm | null {
  const coords = geoCoordsOf(batch);
  if (!coords || coords.length === 0) return null;
  const options = geoOptions(maxZoom);
  return takePreparedClusters(coords, options) ?? startIndex(coords, options);
}

/** Whether a prepared index is the one a load of `coords` with `options` would build. */
export function prewarmMatches(prewarm: ClusterPrewarm, coords: Float64Array, options: ClusterLoadOptions): boolean {
  const { coords: prepared, options: made } = prewarm;
  if (made.mode !== options.mode || made.cellSize !== options.cellSize || made.maxZoom !== options.maxZoom) return false;
  if (prepared.length !== coords.length) return false;
  for (let k = 0; k < coords.length; k++) if (prepared[k] !== coords[k]) return false;
  return true;
}
