import { createRpcClient, type RpcClient } from '../workers/rpc';
import { startModuleWorker } from '../workers/startWorker';
import clusterWorkerUrl from '../workers/cluster.worker.ts?worker&url';
import type { ClusterLeaves, ClusterLoadOptions, ClusterQuery, ClusterResult, ClusterWorkerApi } from '../workers/protocol';

interface SharedWorker {
  /** Owns the worker: releasing it terminates the worker. */
  api: RpcClient<ClusterWorkerApi>;
  users: number;
}

let shared: SharedWorker | null = null;
let nextHandle = 1;

function clusterWorker(): SharedWorker | null {
  if (typeof Worker === 'undefined') return null;
  if (!shared) {
    const worker = startModuleWorker(clusterWorkerUrl, 'map-clusters');
    shared = { api: createRpcClient<ClusterWorkerApi>(worker), users: 0 };
  }
  return shared;
}

/** Clustering of one map's points, in the shared clustering worker (in place where workers are unavailable). */
export interface ClusterSource {
  load(coords: Float64Array, options: ClusterLoadOptions): Promise<number>;
  /** Shows only the loaded points whose entry is 1 (null: all); the mask is handed over. */
  setVisible(mask: Uint8Array | null): Promise<number>;
  query(query: ClusterQuery): Promise<ClusterResult>;
  leaves(clusterId: number): Promise<ClusterLeaves>;
  dispose(): void;
}

/** A clustering source backed by the shared worker; the worker stops when its last user goes. */
export function createClusterSource(): ClusterSource {
  const entry = clusterWorker();
  if (!entry) return localClusterSource();
  entry.users += 1;
  const handle = nextHandle++;
  let disposed = false;
  return {
    load: (coords, options) => entry.api.call('load', [handle, coords, options], { transfer: [coords.buffer as ArrayBuffer] }),
    setVisible: (mask) => entry.api.call('setVisible', [handle, mask], { transfer: mask ? [mask.buffer as ArrayBuffer] : [] }),
    query: (query) => entry.api.call('query', [handle, query]),
    leaves: (clusterId) => entry.api.call('leaves', [handle, clusterId]),
    dispose: () => {
      if (disposed) return;
      disposed = true;
      void entry.api.call('drop', [handle]).catch(() => undefined);
      entry.users -= 1;
      if (entry.users > 0 || shared !== entry) return;
      entry.api.release();
      shared = null;
    },
  };
}

/**
 * Builds a marker pick index in the shared clustering worker (started for the call when no map
 * clusters); rejects where workers are unavailable, so callers build it in place.
 */
export async function indexPointsOffThread(coords: Float64Array): Promise<ArrayBuffer> {
  const entry = clusterWorker();
  if (!entry) throw new Error('MapSVG: no workers here.');
  entry.users += 1;
  try {
    return await entry.api.call('indexPoints', [coords], { transfer: [coords.buffer as ArrayBuffer] });
  } finally {
    entry.users -= 1;
    if (entry.users === 0 && shared === entry) {
      entry.api.release();
      shared = null;
    }
  }
}

/** The same calls on the page's own thread (Node tests, pages without workers). */
function localClusterSource(): ClusterSource {
  // Loaded only here: pages with workers cluster in the worker and never download it.
  const kernel = import('./ClusterKernel').then(({ ClusterKernel }) => new ClusterKernel());
  return {
    load: async (coords, options) => (await kernel).load(coords, options),
    setVisible: async (mask) => (await kernel).setVisible(mask),
    query: async (query) => (await kernel).query(query),
    leaves: async (clusterId) => (await kernel).leaves(clusterId),
    dispose: () => undefined,
  };
}
