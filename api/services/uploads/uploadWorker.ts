import { parentPort } from 'node:worker_threads';
import { runJobHere, type UploadJob } from './uploadJobs';

/** The upload worker thread: runs each job it is sent and posts the outcome back with the job's id. */
parentPort?.on('message', ({ id, job }: { id: number; job: UploadJob }) => {
  const outcome = runJobHere(job);
  const transfer = outcome.ok && 'sizes' in outcome.result ? outcome.result.sizes.map((size) => size.bytes.buffer as ArrayBuffer) : [];
  parentPort?.postMessage({ id, outcome }, transfer);
});
