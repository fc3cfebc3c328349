import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { GeoClusterIndex } from './GeoClusterIndex';
import { NeighbourGrid } from './NeighbourGrid';

/** A deterministic scatter: clumps of different spreads (towns, regions) and some lone points. */
function places(n: number, seed = 11): Float64Array {
  const coords = new Float64Array(n * 2);
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const centres = Array.from({ length: 40 }, () => [(random() - 0.5) * 340, (random() - 0.5) * 150, 10 ** (random() * 3 - 2)] as const);
  for (let i = 0; i < n; i++) {
    const [cx, cy, spread] = centres[i % centres.length] ?? [0, 0, 1];
    const lone = i % 17 === 0;
    coords[2 * i] = lone ? (random() - 0.5) * 358 : cx + (random() - 0.5) * spread;
    coords[2 * i + 1] = lone ? (random() - 0.5) * 160 : cy + (random() - 0.5) * spread;
  }
  return coords;
}

function reference(coords: Float64Array): Supercluster<{ i: number }, { i: number }> {
  const features = Array.from({ length: coords.length / 2 }, (_, i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0] } }));
  return new Supercluster<{ i: number }, { i: number }>({ radius: 50, extent: 512, maxZoom: 16 }).load(features);
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

interface Drawn { count: number; lng: number; lat: number }

/** Clusters in a stable order: by count, then position. */
function sorted(clusters: Drawn[]): Drawn[] {
  return [...clusters].sort((a, b) => a.count - b.count || a.lng - b.lng || a.lat - b.lat);
}

/** Same clusters: equal counts, positions within 1e-5 degrees (supercluster rounds each zoom's centres to 30-bit integers). */
function expectSameClusters(mine: Drawn[], ref: Drawn[], zoom: number): void {
  expect(mine.length, `zoom ${zoom}`).toBe(ref.length);
  const a = sorted(mine);
  const b = sorted(ref);
  a.forEach((cluster, k) => {
    expect(cluster.count, `zoom ${zoom}`).toBe(b[k]?.count);
    expect(Math.abs(cluster.lng - (b[k]?.lng ?? 0)), `zoom ${zoom}`).toBeLessThan(1e-5);
    expect(Math.abs(cluster.lat - (b[k]?.lat ?? 0)), `zoom ${zoom}`).toBeLessThan(1e-5);
  });
}

describe('GeoClusterIndex', () => {
  const coords = places(6000);
  const ours = new GeoClusterIndex({ radius: 50, extent: 512, maxZoom: 16 }).load(coords);
  const theirs = reference(coords);

  it('gives supercluster\'s clusters and single points at every zoom', () => {
    for (let zoom = 0; zoom <= 17; zoom++) {
      const mine = ours.getClusters(WORLD, zoom);
      const ref = theirs.getClusters(WORLD, zoom);
      const refClusters = ref.filter((f) => 'cluster' in f.properties).map((f) => ({ count: (f.properties as { point_count: number }).point_count, lng: f.geometry.coordinates[0] ?? 0, lat: f.geometry.coordinates[1] ?? 0 }));
      const refSingles = ref.filter((f) => !('cluster' in f.properties)).map((f) => (f.properties as { i: number }).i).sort((a, b) => a - b);
      const myClusters = Array.from({ length: mine.clusters.length / 4 }, (_, k) => ({ count: mine.clusters[4 * k + 2] ?? 0, lng: mine.clusters[4 * k] ?? 0, lat: mine.clusters[4 * k + 1] ?? 0 }));
      expectSameClusters(myClusters, refClusters, zoom);
      expect([...mine.singles].sort((a, b) => a - b), `zoom ${zoom}`).toEqual(refSingles);
    }
  });

  it('lists a cluster\'s points as its leaves, the same ones supercluster lists', () => {
    for (const zoom of [1, 4, 9]) {
      const mine = ours.getClusters(WORLD, zoom);
      const ref = theirs.getClusters(WORLD, zoom).filter((f) => 'cluster' in f.properties);
      const leavesByCount = new Map(ref.map((f) => {
        const props = f.properties as { cluster_id: number; point_count: number };
        const leaves = theirs.getLeaves(props.cluster_id, Infinity).map((leaf) => leaf.properties.i).sort((a, b) => a - b);
        return [`${props.point_count}:${leaves[0]}`, leaves] as const;
      }));
      for (let k = 0; k < mine.clusters.length / 4; k++) {
        const leaves = Array.from(ours.getLeaves(mine.clusters[4 * k + 3] ?? -1));
        expect(leaves.length).toBe(mine.clusters[4 * k + 2]);
        expect(leaves).toEqual(leavesByCount.get(`${leaves.length}:${leaves[0]}`));
      }
    }
  });

  it('answers only the items inside the box', () => {
    const box: [number, number, number, number] = [-20, 30, 40, 60];
    const mine = ours.getClusters(box, 6);
    for (const i of mine.singles) {
      expect(coords[2 * i]).toBeGreaterThanOrEqual(-20);
      expect(coords[2 * i]).toBeLessThanOrEqual(40);
    }
    const ref = theirs.getClusters(box, 6);
    expect(mine.singles.length + mine.clusters.length / 4).toBe(ref.length);
  });

  it('handles no points, one point, stacked points and unknown ids', () => {
    const empty = new GeoClusterIndex({ radius: 50, extent: 512, maxZoom: 16 }).load(new Float64Array(0));
    expect(empty.getClusters(WORLD, 3)).toEqual({ clusters: [], singles: [] });
    const one = new GeoClusterIndex({ radius: 50, extent: 512, maxZoom: 16 }).load(Float64Array.from([5, 5]));
    expect(one.getClusters(WORLD, 0).singles).toEqual([0]);
    const stacked = new GeoClusterIndex({ radius: 50, extent: 512, maxZoom: 16 }).load(Float64Array.from([5, 5, 5, 5, 5, 5]));
    const deepest = stacked.getClusters(WORLD, 16);
    expect(deepest.clusters[2]).toBe(3);
    expect(Array.from(stacked.getLeaves(deepest.clusters[3] ?? -1))).toEqual([0, 1, 2]);
    expect(stacked.getClusters(WORLD, 17).singles).toEqual([0, 1, 2]);
    expect(stacked.getLeaves(12345).length).toBe(0);
  });
});

describe('NeighbourGrid', () => {
  it('finds exactly the points within the radius, as a brute-force scan does', () => {
    const n = 3000;
    const xs = new Float64Array(n);
    const ys = new Float64Array(n);
    let seed = 5;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < n; i++) {
      xs[i] = random();
      ys[i] = random();
    }
    const radius = 0.013;
    const grid = new NeighbourGrid(xs, ys, n, radius);
    const out = new Int32Array(n);
    for (let i = 0; i < n; i += 7) {
      const found = Array.from(out.subarray(0, grid.within(i, out))).sort((a, b) => a - b);
      const brute: number[] = [];
      for (let k = 0; k < n; k++) if (((xs[k] ?? 0) - (xs[i] ?? 0)) ** 2 + ((ys[k] ?? 0) - (ys[i] ?? 0)) ** 2 <= radius * radius) brute.push(k);
      expect(found).toEqual(brute);
    }
  });
});
