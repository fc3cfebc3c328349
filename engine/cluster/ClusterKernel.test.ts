import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { ClusterKernel } from './ClusterKernel';

/** A deterministic scatter of n points around a few centres. */
function scatter(n: number, spread: number, centres: Array<[number, number]>): Float64Array {
  const coords = new Float64Array(n * 2);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < n; i++) {
    const [cx, cy] = centres[i % centres.length] ?? [0, 0];
    coords[2 * i] = cx + (random() - 0.5) * spread;
    coords[2 * i + 1] = cy + (random() - 0.5) * spread;
  }
  return coords;
}

function total(result: { clusters: Float64Array; singles: Uint32Array }): number {
  let sum = result.singles.length;
  for (let i = 2; i < result.clusters.length; i += 4) sum += result.clusters[i] ?? 0;
  return sum;
}

describe('ClusterKernel', () => {
  it('geo: cluster counts plus single points add up to every point at every zoom', () => {
    const coords = scatter(2000, 30, [[-100, 40], [10, 50], [139, 35]]);
    const kernel = new ClusterKernel();
    kernel.load(coords, { mode: 'geo' });
    for (let zoom = 0; zoom <= 18; zoom++) {
      const result = kernel.query({ bbox: [-180, -85, 180, 85], zoom, cell: 0 });
      expect(total(result)).toBe(2000);
    }
    expect(kernel.query({ bbox: [-180, -85, 180, 85], zoom: 0, cell: 0 }).clusters.length / 4).toBeLessThan(10);
    expect(kernel.query({ bbox: [-180, -85, 180, 85], zoom: 17, cell: 0 }).singles.length).toBe(2000);
  });

  it('geo: gives the same clusters as supercluster with a 50 px radius', () => {
    const coords = scatter(500, 10, [[2, 48]]);
    const kernel = new ClusterKernel();
    kernel.load(coords, { mode: 'geo' });
    const raw = new Supercluster({ radius: 50, extent: 512, maxZoom: 16 }).load(Array.from({ length: 500 }, (_, i) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0] } })));
    for (const zoom of [2, 5, 8]) {
      const ours = kernel.query({ bbox: [-180, -85, 180, 85], zoom, cell: 0 });
      const theirs = raw.getClusters([-180, -85, 180, 85], zoom).filter((f) => (f.properties as { cluster?: boolean }).cluster);
      expect(ours.clusters.length / 4).toBe(theirs.length);
    }
  });

  it('geo: a cluster\'s leaves are its members, with their extent', () => {
    const kernel = new ClusterKernel();
    kernel.load(Float64Array.from([10, 10, 10.001, 10.002, 50, 50]), { mode: 'geo' });
    const { clusters } = kernel.query({ bbox: [-180, -85, 180, 85], zoom: 3, cell: 0 });
    expect(clusters[2]).toBe(2);
    const leaves = kernel.leaves(clusters[3] ?? -1);
    expect(Array.from(leaves.indices).sort()).toEqual([0, 1]);
    expect(leaves.bbox).toEqual([10, 10, 10.001, 10.002]);
  });

  it('grid: groups points sharing a 50 px cell, leaves lone points single, and counts add up', () => {
    const kernel = new ClusterKernel();
    // Cell of 10 units (50 px at 5 px per unit): two points share cell (0,0); one sits alone.
    kernel.load(Float64Array.from([1, 1, 9, 9, 25, 5]), { mode: 'grid' });
    const result = kernel.query({ bbox: [0, 0, 100, 100], zoom: 0, cell: 10 });
    expect(Array.from(result.clusters)).toEqual([5, 5, 2, 0]);
    expect(Array.from(result.singles)).toEqual([2]);
    expect(kernel.leaves(0).bbox).toEqual([1, 1, 9, 9]);
    const coarse = kernel.query({ bbox: [0, 0, 100, 100], zoom: 0, cell: 50 });
    expect(total(coarse)).toBe(3);
    expect(coarse.clusters[2]).toBe(3);
  });

  it('grid: only points inside the queried area are returned', () => {
    const kernel = new ClusterKernel();
    kernel.load(Float64Array.from([1, 1, 2, 2, 500, 500]), { mode: 'grid' });
    expect(total(kernel.query({ bbox: [0, 0, 100, 100], zoom: 0, cell: 10 }))).toBe(2);
  });
});
