import { transfer } from './rpc';
import { ClusterKernel } from '../cluster/ClusterKernel';
import { buildPointIndex } from '../hit-test/MarkerPicker';
import type { ClusterWorkerApi } from './protocol';

const kernels = new Map<number, ClusterKernel>();

function kernel(handle: number): ClusterKernel {
  let found = kernels.get(handle);
  if (!found) {
    found = new ClusterKernel();
    kernels.set(handle, found);
  }
  return found;
}

/** The clustering worker's implementation of {@link ClusterWorkerApi}; result buffers are transferred. */
export const clusterWorkerApi: ClusterWorkerApi = {
  load(handle, coords, options) {
    return kernel(handle).load(coords, options);
  },
  setVisible(handle, mask) {
    return kernel(handle).setVisible(mask);
  },
  query(handle, query) {
    const result = kernel(handle).query(query);
    return transfer(result, [result.clusters.buffer, result.singles.buffer] as ArrayBuffer[]);
  },
  leaves(handle, clusterId) {
    const leaves = kernel(handle).leaves(clusterId);
    return transfer(leaves, [leaves.indices.buffer] as ArrayBuffer[]);
  },
  drop(handle) {
    kernels.delete(handle);
  },
  indexPoints(coords) {
    const data = buildPointIndex(coords).data as ArrayBuffer;
    return transfer(data, [data]);
  },
};
