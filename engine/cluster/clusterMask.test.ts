import { describe, expect, it } from 'vitest';
import { ClusterKernel } from './ClusterKernel';

/** Points on a grid around Europe, close enough that the world view clusters them. */
function europe(count: number): Float64Array {
  const coords = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    coords[2 * i] = 2 + (i % 20) * 0.5;
    coords[2 * i + 1] = 45 + Math.floor(i / 20) * 0.5;
  }
  return coords;
}

const WORLD = { bbox: [-180, -85, 180, 85] as [number, number, number, number], zoom: 0, cell: 0 };

/** Markers the answer shows: every cluster's count plus the single points. */
function shownTotal(kernel: ClusterKernel, query = WORLD): number {
  const { clusters, singles } = kernel.query(query);
  let total = singles.length;
  for (let k = 2; k < clusters.length; k += 4) total += clusters[k] ?? 0;
  return total;
}

function maskOf(count: number, shown: (i: number) => boolean): Uint8Array {
  return Uint8Array.from({ length: count }, (_, i) => (shown(i) ? 1 : 0));
}

describe('clusters after a search or filter (a visibility mask, no new index)', () => {
  it('counts only the shown points, and every point again once cleared', () => {
    const kernel = new ClusterKernel();
    kernel.load(europe(400), { mode: 'geo' });
    expect(shownTotal(kernel)).toBe(400);
    kernel.setVisible(maskOf(400, (i) => i % 4 === 0));
    expect(shownTotal(kernel)).toBe(100);
    kernel.setVisible(null);
    expect(shownTotal(kernel)).toBe(400);
  });

  it('shows a lone match as that marker, not as a cluster of one', () => {
    const kernel = new ClusterKernel();
    kernel.load(europe(400), { mode: 'geo' });
    kernel.setVisible(maskOf(400, (i) => i === 137));
    const { clusters, singles } = kernel.query(WORLD);
    expect(clusters.length).toBe(0);
    expect([...singles]).toEqual([137]);
  });

  it('draws no cluster whose points are all filtered out, and the others at their shown points', () => {
    const kernel = new ClusterKernel();
    const coords = new Float64Array([...europe(200), ...Array.from({ length: 100 }, (_, i) => [-100 + (i % 10) * 0.3, 40 + Math.floor(i / 10) * 0.3]).flat()]);
    kernel.load(coords, { mode: 'geo' });
    kernel.setVisible(maskOf(300, (i) => i < 200));
    const { clusters, singles } = kernel.query(WORLD);
    for (let k = 0; k < clusters.length; k += 4) expect(clusters[k]).toBeGreaterThan(0);
    expect(singles.every((i) => i < 200)).toBe(true);
    expect(shownTotal(kernel)).toBe(200);
  });

  it('opens a clicked cluster on its shown markers only', () => {
    const kernel = new ClusterKernel();
    kernel.load(europe(400), { mode: 'geo' });
    kernel.setVisible(maskOf(400, (i) => i % 2 === 0));
    const { clusters } = kernel.query(WORLD);
    const leaves = kernel.leaves(clusters[3] ?? -1);
    expect(leaves.indices.length).toBe(clusters[2]);
    expect([...leaves.indices].every((i) => i % 2 === 0)).toBe(true);
  });

  it('filters image-coordinate maps (grid clusters) the same way', () => {
    const kernel = new ClusterKernel();
    const coords = Float64Array.from({ length: 200 }, (_, k) => (k % 2 === 0 ? (k / 2) % 10 : Math.floor(k / 20)));
    kernel.load(coords, { mode: 'grid' });
    const query = { bbox: [-1, -1, 100, 100] as [number, number, number, number], zoom: 0, cell: 50 };
    kernel.setVisible(maskOf(100, (i) => i < 30));
    expect(shownTotal(kernel, query)).toBe(30);
    kernel.setVisible(null);
    expect(shownTotal(kernel, query)).toBe(100);
  });
});
