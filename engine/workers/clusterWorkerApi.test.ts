import { expose, transfer, wrap } from 'comlink';
import { describe, expect, it } from 'vitest';
import { clusterWorkerApi } from './clusterWorkerApi';
import type { ClusterWorkerApi } from './protocol';

describe('clustering worker protocol', () => {
  it('loads points, answers clusters whose counts add up, and lists a cluster\'s members across a message channel', async () => {
    const { port1, port2 } = new MessageChannel();
    expose(clusterWorkerApi, port1);
    const remote = wrap<ClusterWorkerApi>(port2);
    try {
      const coords = Float64Array.from([2.35, 48.85, 2.36, 48.86, 13.4, 52.5]);
      await remote.load(1, transfer(coords, [coords.buffer]), { mode: 'geo' });
      const result = await remote.query(1, { bbox: [-180, -85, 180, 85], zoom: 2, cell: 0 });
      expect(result.clusters).toBeInstanceOf(Float64Array);
      expect(result.clusters[2]).toBe(2);
      expect(Array.from(result.singles)).toEqual([2]);
      const leaves = await remote.leaves(1, result.clusters[3] ?? -1);
      expect(Array.from(leaves.indices).sort()).toEqual([0, 1]);
      await remote.drop(1);
    } finally {
      port1.close();
      port2.close();
    }
  });
});
