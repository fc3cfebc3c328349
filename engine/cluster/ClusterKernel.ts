import { CLUSTER_CELL_SIZE } from '../../domain/marker/marker';
import { GeoClusterIndex } from './GeoClusterIndex';
import { SUPERCLUSTER_EXTENT } from './superclusterExtent';

/** How points are clustered: `geo` points are lng/lat (supercluster), `grid` points are image coordinates. */
export type ClusterMode = 'geo' | 'grid';

/** Options of {@link ClusterKernel.load}. */
export interface ClusterLoadOptions {
  mode: ClusterMode;
  /** Cell size in screen px. Default 50. */
  cellSize?: number;
  /** Deepest zoom at which geo points still cluster. Default 16 (single markers from 17). */
  maxZoom?: number;
}

/** One query: the area (in the points' own coordinates) and the zoom (geo) or cell size in point units (grid). */
export interface ClusterQuery {
  bbox: [number, number, number, number];
  /** Geo: the supercluster zoom. Grid: unused. */
  zoom: number;
  /** Grid: the cell size in point units (50 px at the current scale). Geo: unused. */
  cell: number;
}

/**
 * The clusters of one query: `clusters` holds x, y, count, id per cluster (x, y in the points'
 * coordinates, at the members' centre), `singles` the indices of points not in any cluster.
 */
export interface ClusterResult {
  clusters: Float64Array;
  singles: Uint32Array;
}

/** The members of one cluster and their bounding box in the points' coordinates. */
export interface ClusterLeaves {
  indices: Uint32Array;
  bbox: [number, number, number, number];
}

export { SUPERCLUSTER_EXTENT };

/**
 * Marker clustering as a pure kernel (runs in the clustering worker and in Node): nested
 * clusters per zoom over lng/lat for geo-calibrated maps ({@link GeoClusterIndex}, as
 * supercluster builds them); for image-coordinate maps a grid of the same 50 px
 * cells in screen space, one cluster per cell holding two or more markers.
 */
export class ClusterKernel {
  private mode: ClusterMode = 'geo';
  private coords: Float64Array = new Float64Array(0);
  private index: GeoClusterIndex | null = null;
  /** 1 for each shown point; null shows all. */
  private mask: Uint8Array | null = null;
  /** Grid mode: members of each cluster of the last query, by cluster id. */
  private gridMembers: number[][] = [];

  /** Indexes points (x, y pairs); returns the build time in ms. */
  load(coords: Float64Array, options: ClusterLoadOptions): number {
    const start = performance.now();
    this.mode = options.mode;
    this.coords = coords;
    this.gridMembers = [];
    this.index = null;
    this.mask = null;
    if (options.mode === 'geo') {
      this.index = new GeoClusterIndex({ radius: options.cellSize ?? CLUSTER_CELL_SIZE, extent: SUPERCLUSTER_EXTENT, maxZoom: options.maxZoom ?? 16 }).load(coords);
    }
    return performance.now() - start;
  }

  /**
   * Shows only the loaded points whose entry is 1 (null: all), as a search or a filter does: the
   * clusters keep their members and count the shown ones, nothing is indexed again. A mask of
   * another length than the points shows all. Returns the time taken in ms.
   */
  setVisible(mask: Uint8Array | null): number {
    const start = performance.now();
    this.mask = mask && mask.length === this.size ? mask : null;
    this.gridMembers = [];
    this.index?.setMask(this.mask);
    return performance.now() - start;
  }

  /** Number of loaded points. */
  get size(): number {
    return this.coords.length / 2;
  }

  /** Clusters and single points inside an area. */
  query(query: ClusterQuery): ClusterResult {
    return this.mode === 'geo' ? this.queryGeo(query) : this.queryGrid(query);
  }

  /** The points of a cluster from the last query (grid) or of the index (geo). */
  leaves(id: number): ClusterLeaves {
    const indices = this.mode === 'geo'
      ? (this.index?.getLeaves(id) ?? new Uint32Array(0))
      : Uint32Array.from(this.gridMembers[id] ?? []);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const i of indices) {
      const x = this.coords[2 * i] ?? 0;
      const y = this.coords[2 * i + 1] ?? 0;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    return { indices, bbox: [minX, minY, maxX, maxY] };
  }

  private queryGeo(query: ClusterQuery): ClusterResult {
    const [west, south, east, north] = query.bbox;
    const bbox: [number, number, number, number] = [Math.max(-180, west), Math.max(-85.06, south), Math.min(180, east), Math.min(85.06, north)];
    const found = this.index?.getClusters(bbox, Math.max(0, Math.floor(query.zoom))) ?? { clusters: [], singles: [] };
    return { clusters: Float64Array.from(found.clusters), singles: Uint32Array.from(found.singles) };
  }

  private queryGrid(query: ClusterQuery): ClusterResult {
    const [minX, minY, maxX, maxY] = query.bbox;
    const cell = query.cell > 0 ? query.cell : 1;
    const cells = new Map<string, number[]>();
    const n = this.coords.length / 2;
    const mask = this.mask;
    for (let i = 0; i < n; i++) {
      if (mask && mask[i] !== 1) continue;
      const x = this.coords[2 * i] ?? 0;
      const y = this.coords[2 * i + 1] ?? 0;
      if (x < minX || x > maxX || y < minY || y > maxY) continue;
      // Cells are anchored at 0,0 so they stay put while the view pans.
      const key = `${Math.floor(x / cell)}:${Math.floor(y / cell)}`;
      const members = cells.get(key);
      if (members) members.push(i);
      else cells.set(key, [i]);
    }
    const clusters: number[] = [];
    const singles: number[] = [];
    this.gridMembers = [];
    for (const members of cells.values()) {
      if (members.length < 2) {
        singles.push(...members);
        continue;
      }
      let sx = 0;
      let sy = 0;
      for (const i of members) {
        sx += this.coords[2 * i] ?? 0;
        sy += this.coords[2 * i + 1] ?? 0;
      }
      clusters.push(sx / members.length, sy / members.length, members.length, this.gridMembers.length);
      this.gridMembers.push(members);
    }
    return { clusters: Float64Array.from(clusters), singles: Uint32Array.from(singles) };
  }
}
