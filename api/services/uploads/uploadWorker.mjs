// The upload worker thread's entry. A worker thread does not inherit the TypeScript loader the
// server runs under, so it registers that loader itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./uploadWorker.ts');
