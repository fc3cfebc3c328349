import { availableParallelism } from 'node:os';
import { ImageRefusal } from './galleryImage';
import type { UploadJob, UploadJobResult } from './uploadJobs';
import { UploadWorkerPool } from './UploadWorkerPool';

/** The process's upload workers: one thread per spare core, at least one, at most two. */
const uploadWorkers = new UploadWorkerPool(Math.max(1, Math.min(2, availableParallelism() - 1)));

/**
 * Runs an upload job on the upload workers and answers its result. A refusal of the upload
 * (not an image, too many pixels…) is thrown as an `ImageRefusal`; anything else as an Error.
 */
export async function runUploadJob<J extends UploadJob>(job: J): Promise<UploadJobResult<J['kind']>> {
  const outcome = await uploadWorkers.run(job);
  if (outcome.ok) return outcome.result as UploadJobResult<J['kind']>;
  if ('refusal' in outcome) throw new ImageRefusal(outcome.refusal.message, outcome.refusal.status);
  throw new Error(`Processing the upload failed: ${outcome.error}`);
}

/** Like {@link runUploadJob}, but a refusal of the upload is answered (to show), not thrown. */
export async function runUploadJobOrRefusal<J extends UploadJob>(job: J): Promise<UploadJobResult<J['kind']> | ImageRefusal> {
  try {
    return await runUploadJob(job);
  } catch (error) {
    if (error instanceof ImageRefusal) return error;
    throw error;
  }
}
