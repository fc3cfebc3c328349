import { describe, expect, it } from 'vitest';
import { CLUSTER_CELL_SIZE } from '../../domain/index';
import { geoCoordsOf, prepareClusters, prewarmMatches, startClusterPrewarm, takePreparedClusters } from './clusterPrewarm';

const batch = { ids: ['a', 'b', 'c'], lat: [48.1234567, 40, -33.5], lng: [11.5, -74.0000004, 151.2] };

describe('cluster prewarm', () => {
  it('indexes lng/lat pairs in batch order, degrees rounded as the store rounds them', () => {
    expect(Array.from(geoCoordsOf(batch) ?? [])).toEqual([11.5, 48.123457, -74, 40, 151.2, -33.5]);
  });

  it('prepares nothing when a marker has no geographic point', () => {
    expect(geoCoordsOf({ ids: ['a', 'b'], lat: [1, null], lng: [2, 3] })).toBeNull();
    expect(geoCoordsOf({ ids: ['a'], x: [1], y: [2] })).toBeNull();
    expect(startClusterPrewarm({ ids: [] , lat: [], lng: [] }, undefined)).toBeNull();
  });

  it('is adopted only for the same points and options', async () => {
    const prewarm = startClusterPrewarm(batch, 12);
    if (!prewarm) throw new Error('no prewarm');
    await expect(prewarm.loaded).resolves.toBeTypeOf('number');
    const same = geoCoordsOf(batch) ?? new Float64Array(0);
    const options = { mode: 'geo' as const, cellSize: prewarm.options.cellSize, maxZoom: 12 };
    expect(prewarmMatches(prewarm, same, options)).toBe(true);
    expect(prewarmMatches(prewarm, same, { ...options, maxZoom: 16 })).toBe(false);
    expect(prewarmMatches(prewarm, same, { ...options, mode: 'grid' })).toBe(false);
    const moved = same.slice();
    moved[3] = 40.5;
    expect(prewarmMatches(prewarm, moved, options)).toBe(false);
    expect(prewarmMatches(prewarm, same.subarray(0, 4), options)).toBe(false);
    prewarm.source.dispose();
  });

  it('hands an index the page prepared before any map to the first map that indexes the same points, once', async () => {
    const records = { ids: ['r1', 'r2'], lat: [52.52, 48.85], lng: [13.405, 2.35] };
    prepareClusters(records, 14);
    const coords = geoCoordsOf(records) ?? new Float64Array(0);
    const options = { mode: 'geo' as const, cellSize: CLUSTER_CELL_SIZE, maxZoom: 14 };
    expect(takePreparedClusters(coords, { ...options, maxZoom: 16 })).toBeNull();
    const taken = takePreparedClusters(coords, options);
    expect(taken).not.toBeNull();
    await expect(taken?.loaded).resolves.toBeTypeOf('number');
    expect(takePreparedClusters(coords, options)).toBeNull();
    taken?.source.dispose();
  });

  it('lets a map announcing the same markers take the prepared index instead of indexing them again', () => {
    const records = { ids: ['s1', 's2', 's3'], lat: [35.68, 34.69, 43.06], lng: [139.69, 135.5, 141.35] };
    prepareClusters(records, 10);
    prepareClusters(records, 10);
    const coords = geoCoordsOf(records) ?? new Float64Array(0);
    const first = startClusterPrewarm(records, 10);
    expect(first?.coords).toEqual(coords);
    // The one prepared index went to the first map: nothing is left for another.
    expect(takePreparedClusters(coords, first?.options ?? { mode: 'geo' })).toBeNull();
    first?.source.dispose();
  });
});
