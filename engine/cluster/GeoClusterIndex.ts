import { latitudeOfOrdinate, mercatorOrdinate } from '../geo/mercator';
import { NeighbourGrid } from './NeighbourGrid';

/** Options of a {@link GeoClusterIndex}. */
interface GeoClusterOptions {
  /** Cluster radius in px of a tile `extent` px wide. */
  radius: number;
  /** Tile size the radius is measured in (supercluster's 512). */
  extent: number;
  /** Deepest zoom that still clusters; deeper zooms show every point. */
  maxZoom: number;
  /** Shallowest zoom with its own clusters. Default 0. */
  minZoom?: number;
}

/** The clusters and single points of one query: clusters as lng, lat, count, id. */
interface GeoClusters {
  clusters: number[];
  singles: number[];
}

/**
 * One zoom's items: clusters and single points. Single points keep their point index in
 * `origin` (clusters have -1); `parent` gives each item of the next deeper level its item
 * here (null: the same items as that level, nothing merged at this zoom).
 */
interface Level {
  xs: Float64Array;
  ys: Float64Array;
  counts: Uint32Array;
  origin: Int32Array;
  size: number;
  parent: Int32Array | null;
  /** What the visibility mask leaves of each item (null: no mask, every point shown). */
  shown: ShownItems | null;
}

/**
 * One level's items as the visible points make them: how many of each item's points are
 * shown, their summed positions (the centre is the sum over the count), and one shown point.
 */
interface ShownItems {
  counts: Uint32Array;
  xs: Float64Array;
  ys: Float64Array;
  /** A shown point of the item (its only one when the count is 1); -1 when none is. */
  point: Int32Array;
}

/** Ids encode the zoom in their low bits: a cluster id is `item * ZOOM_SLOTS + zoom`. */
const ZOOM_SLOTS = 32;

function lngX(lng: number): number {
  return lng / 360 + 0.5;
}

/** Normalised Mercator y: 0 at the north edge of the square world, 1 at the south (clamped). */
function latY(lat: number): number {
  const y = 0.5 - mercatorOrdinate(lat) / (2 * Math.PI);
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

function xLng(x: number): number {
  return (x - 0.5) * 360;
}

function yLat(y: number): number {
  return latitudeOfOrdinate((0.5 - y) * 2 * Math.PI);
}

/**
 * Marker clusters of lng/lat points for every zoom, built the way supercluster builds them:
 * from the deepest zoom up, each level greedily merges, in order, every item with the
 * not-yet-merged items within the radius into one cluster at their weighted centre, so clusters
 * nest from zoom to zoom. Neighbours are found with a hash grid ({@link NeighbourGrid}) rather
 * than a k-d tree per zoom, and zooms where nothing merges share the deeper zoom's items, which
 * makes indexing 100k points several times faster; a query scans the zoom's items.
 */
export class GeoClusterIndex {
  private readonly levels: Level[] = [];
  private readonly minZoom: number;
  private readonly maxZoom: number;
  private pointCount = 0;
  /** 1 for each shown point; null shows all. */
  private mask: Uint8Array | null = null;

  constructor(private readonly options: GeoClusterOptions) {
    this.maxZoom = Math.min(options.maxZoom, ZOOM_SLOTS - 2);
    this.minZoom = Math.min(options.minZoom ?? 0, this.maxZoom);
  }

  /** Indexes lng, lat pairs. */
  load(coords: Float64Array): this {
    const size = Math.floor(coords.length / 2);
    this.pointCount = size;
    const points: Level = { xs: new Float64Array(size), ys: new Float64Array(size), counts: new Uint32Array(size).fill(1), origin: new Int32Array(size), size, parent: null, shown: null };
    for (let i = 0; i < size; i++) {
      points.xs[i] = lngX(coords[2 * i] ?? 0);
      points.ys[i] = latY(coords[2 * i + 1] ?? 0);
      points.origin[i] = i;
    }
    this.levels.length = 0;
    this.mask = null;
    this.levels[this.maxZoom + 1] = points;
    const scratch = newScratch(size);
    let deeper = points;
    for (let zoom = this.maxZoom; zoom >= this.minZoom; zoom--) {
      const level = this.cluster(deeper, zoom, scratch);
      this.levels[zoom] = level;
      deeper = level;
    }
    return this;
  }

  /**
   * Shows only the points whose mask entry is 1 (null: all), without building the clusters
   * again: each zoom keeps its clusters, counting and centring only their shown points, from
   * the points up through each level's parents (one pass per level). A cluster left with one
   * shown point is that point; one left with none is not drawn.
   */
  setMask(mask: Uint8Array | null): this {
    this.mask = mask;
    const points = this.levels[this.maxZoom + 1];
    if (!points) return this;
    if (!mask) {
      for (const level of this.levels) if (level) level.shown = null;
      return this;
    }
    points.shown = shownPoints(points, mask);
    let deeper = points;
    for (let zoom = this.maxZoom; zoom >= this.minZoom; zoom--) {
      const level = this.levels[zoom];
      if (!level) continue;
      if (level !== deeper) level.shown = shownParents(deeper, level.size);
      deeper = level;
    }
    return this;
  }

  /** Clusters and single points inside a lng/lat box at a zoom. */
  getClusters(bbox: readonly [number, number, number, number], zoom: number): GeoClusters {
    const z = this.limitZoom(zoom);
    const level = this.levels[z];
    const result: GeoClusters = { clusters: [], singles: [] };
    if (!level) return result;
    const wide = bbox[2] - bbox[0] >= 360;
    const minX = lngX(wide ? -180 : bbox[0]);
    const maxX = lngX(wide ? 180 : bbox[2]);
    const minY = latY(bbox[3]);
    const maxY = latY(bbox[1]);
    const shown = level.shown;
    if (shown) return collectShown(level, shown, z, [minX, minY, maxX, maxY], result);
    const { xs, ys, counts, origin } = level;
    for (let i = 0; i < level.size; i++) {
      const x = xs[i] ?? 0;
      const y = ys[i] ?? 0;
      if (x < minX || x > maxX || y < minY || y > maxY) continue;
      const count = counts[i] ?? 1;
      if (count > 1) result.clusters.push(xLng(x), yLat(y), count, i * ZOOM_SLOTS + z);
      else result.singles.push(origin[i] ?? 0);
    }
    return result;
  }

  /** Indices of the shown points inside a cluster (ascending); empty for an unknown id. */
  getLeaves(clusterId: number): Uint32Array {
    const zoom = clusterId % ZOOM_SLOTS;
    const item = Math.floor(clusterId / ZOOM_SLOTS);
    if (zoom < this.minZoom || zoom > this.maxZoom || item >= (this.levels[zoom]?.size ?? 0)) return new Uint32Array(0);
    const leaves: number[] = [];
    for (let point = 0; point < this.pointCount; point++) {
      let index = point;
      // Up from the points to the cluster's zoom through each level's parents; a level shared
      // by several zooms (nothing merged between them) is one step.
      for (let z = this.maxZoom + 1; z > zoom; z--) {
        const level = this.levels[z];
        if (level === this.levels[z - 1]) continue;
        index = level?.parent?.[index] ?? index;
      }
      if (index === item && (!this.mask || this.mask[point] === 1)) leaves.push(point);
    }
    return Uint32Array.from(leaves);
  }

  private limitZoom(zoom: number): number {
    return Math.max(this.minZoom, Math.min(Math.floor(zoom), this.maxZoom + 1));
  }

  /** The items of `zoom` from those one zoom deeper; sets `deeper.parent`. */
  private cluster(deeper: Level, zoom: number, scratch: Scratch): Level {
    const { radius, extent } = this.options;
    const r = radius / (extent * 2 ** zoom);
    const { xs, ys, counts, origin, size } = deeper;
    const { merged, parent, neighbours, out } = scratch;
    if (scratch.grid) scratch.grid.reset(xs, ys, size, r);
    else scratch.grid = new NeighbourGrid(xs, ys, size, r);
    const grid = scratch.grid;
    merged.fill(0, 0, size);
    let written = 0;
    for (let i = 0; i < size; i++) {
      if (merged[i]) continue;
      merged[i] = 1;
      const own = counts[i] ?? 1;
      const found = grid.within(i, neighbours);
      let total = own;
      for (let n = 0; n < found; n++) {
        const k = neighbours[n] ?? 0;
        if (!merged[k]) total += counts[k] ?? 1;
      }
      const index = written++;
      parent[i] = index;
      if (total === own) {
        out.xs[index] = xs[i] ?? 0;
        out.ys[index] = ys[i] ?? 0;
        out.counts[index] = own;
        out.origin[index] = origin[i] ?? -1;
        continue;
      }
      let wx = (xs[i] ?? 0) * own;
      let wy = (ys[i] ?? 0) * own;
      for (let n = 0; n < found; n++) {
        const k = neighbours[n] ?? 0;
        if (merged[k]) continue;
        merged[k] = 1;
        parent[k] = index;
        const weight = counts[k] ?? 1;
        wx += (xs[k] ?? 0) * weight;
        wy += (ys[k] ?? 0) * weight;
      }
      out.xs[index] = wx / total;
      out.ys[index] = wy / total;
      out.counts[index] = total;
      out.origin[index] = -1;
    }
    // Nothing merged: this zoom shows the deeper zoom's items (and their parents are themselves).
    if (written === size) return deeper;
    deeper.parent = parent.slice(0, size);
    return { xs: out.xs.slice(0, written), ys: out.ys.slice(0, written), counts: out.counts.slice(0, written), origin: out.origin.slice(0, written), size: written, parent: null, shown: null };
  }
}

/** Buffers one load reuses for every zoom (sized for the points, the largest level). */
interface Scratch {
  merged: Uint8Array;
  parent: Int32Array;
  neighbours: Int32Array;
  out: { xs: Float64Array; ys: Float64Array; counts: Uint32Array; origin: Int32Array };
  grid: NeighbourGrid | null;
}

function newScratch(size: number): Scratch {
  return {
    merged: new Uint8Array(size),
    parent: new Int32Array(size),
    neighbours: new Int32Array(size),
    out: { xs: new Float64Array(size), ys: new Float64Array(size), counts: new Uint32Array(size), origin: new Int32Array(size) },
    grid: null,
  };
}

/** The points level under a mask: each point counts 1 when shown, 0 when not. */
function shownPoints(points: Level, mask: Uint8Array): ShownItems {
  const { size, xs, ys } = points;
  const shown: ShownItems = { counts: new Uint32Array(size), xs: new Float64Array(size), ys: new Float64Array(size), point: new Int32Array(size).fill(-1) };
  for (let i = 0; i < size; i++) {
    if (mask[i] !== 1) continue;
    shown.counts[i] = 1;
    shown.xs[i] = xs[i] ?? 0;
    shown.ys[i] = ys[i] ?? 0;
    shown.point[i] = i;
  }
  return shown;
}

/** A level's shown items, summed from the deeper level's through its `parent` links. */
function shownParents(deeper: Level, size: number): ShownItems {
  const below = deeper.shown;
  const parent = deeper.parent;
  const shown: ShownItems = { counts: new Uint32Array(size), xs: new Float64Array(size), ys: new Float64Array(size), point: new Int32Array(size).fill(-1) };
  if (!below || !parent) return shown;
  for (let i = 0; i < deeper.size; i++) {
    const count = below.counts[i] ?? 0;
    if (count === 0) continue;
    const item = parent[i] ?? 0;
    shown.counts[item] = (shown.counts[item] ?? 0) + count;
    shown.xs[item] = (shown.xs[item] ?? 0) + (below.xs[i] ?? 0);
    shown.ys[item] = (shown.ys[item] ?? 0) + (below.ys[i] ?? 0);
    shown.point[item] = below.point[i] ?? -1;
  }
  return shown;
}

/** Clusters and single points of a masked level inside a box (normalised Mercator units). */
function collectShown(level: Level, shown: ShownItems, zoom: number, box: [number, number, number, number], result: GeoClusters): GeoClusters {
  const [minX, minY, maxX, maxY] = box;
  for (let i = 0; i < level.size; i++) {
    const count = shown.counts[i] ?? 0;
    if (count === 0) continue;
    const x = (shown.xs[i] ?? 0) / count;
    const y = (shown.ys[i] ?? 0) / count;
    if (x < minX || x > maxX || y < minY || y > maxY) continue;
    if (count > 1) result.clusters.push(xLng(x), yLat(y), count, i * ZOOM_SLOTS + zoom);
    else result.singles.push(shown.point[i] ?? 0);
  }
  return result;
}
