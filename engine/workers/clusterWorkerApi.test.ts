import { describe, expect, it } from 'vitest';
import { clusterWorkerApi } from './clusterWorkerApi';
import type { ClusterWorkerApi } from './protocol';
import { createRpcClient, exposeApi } from './rpc';

describe('clustering worker protocol', () => {
  it('loads points, answers clusters whose counts add up, and lists a cluster\'s members across a message channel', async () => {
    const { port1, port2 } = new MessageChannel();
    exposeApi(clusterWorkerApi, port1);
    const remote = createRpcClient<ClusterWorkerApi>(port2);
    try {
      const coords = Float64Array.from([2.35, 48.85, 2.36, 48.86, 13.4, 52.5]);
      await remote.call('load', [1, coords, { mode: 'geo' }], { transfer: [coords.buffer] });
      const result = await remote.call('query', [1, { bbox: [-180, -85, 180, 85], zoom: 2, cell: 0 }]);
      expect(result.clusters).toBeInstanceOf(Float64Array);
      expect(result.clusters[2]).toBe(2);
      expect(Array.from(result.singles)).toEqual([2]);
      const leaves = await remote.call('leaves', [1, result.clusters[3] ?? -1]);
      expect(Array.from(leaves.indices).sort()).toEqual([0, 1]);
      await remote.call('drop', [1]);
    } finally {
      port1.close();
      port2.close();
    }
  });
});
