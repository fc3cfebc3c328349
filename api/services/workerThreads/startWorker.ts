import { Worker } from 'node:worker_threads';

const typescriptEntry = new URL('./typescriptEntry.mjs', import.meta.url);

/**
 * Starts a worker thread running a TypeScript module of the server (given as its file URL),
 * with `data` beside the entry in its `workerData`, unreferenced: an idle worker keeps no process alive (callers `ref()` it while work is pending).
 */
export function startWorker(entry: URL, data: Record<string, unknown> = {}): Worker {
  const worker = new Worker(typescriptEntry, { workerData: { ...data, entry: entry.href } });
  worker.unref();
  return worker;
}
