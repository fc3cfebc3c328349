// The entry of every server worker thread. A worker thread does not inherit the TypeScript
// loader the server runs under, so it registers that loader itself, then loads the worker's
// TypeScript module named in `workerData.entry`.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
