import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workerThreads/startWorker';
import type { UploadJob, UploadJobOutcome } from './uploadJobs';

interface PendingJob {
  resolve: (outcome: UploadJobOutcome) => void;
  reject: (error: Error) => void;
}

const workerModule = new URL('./uploadWorker.ts', import.meta.url);

/**
 * Worker threads for the CPU-heavy work on uploads (cleaning SVGs, decoding and resizing
 * images), so an admin's large upload never holds the event loop that answers visitors. Jobs
 * queue in order on up to `size` threads, started on first use; an idle pool keeps no process
 * alive. A thread that dies fails its jobs and is replaced on the next one.
 */
export class UploadWorkerPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, { id: number; pending: PendingJob }>();
  private readonly queue: Array<{ id: number; job: UploadJob; pending: PendingJob }> = [];
  private nextId = 1;

  constructor(private readonly size: number) {}

  /** Runs a job on a worker thread and answers its outcome. */
  run(job: UploadJob): Promise<UploadJobOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, pending: { resolve, reject } });
      this.dispatch();
    });
  }

  /** Stops every thread; queued and running jobs fail. */
  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    for (const { pending } of this.queue.splice(0)) pending.reject(new Error('The upload workers were stopped.'));
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const next = this.queue.shift();
      if (!next) return;
      this.busy.set(worker, { id: next.id, pending: next.pending });
      // Referenced while it works, so the process waits for the job's answer.
      worker.ref();
      // A copy with a buffer of its own is handed over, so the caller's bytes stay usable.
      const bytes = Uint8Array.from(next.job.bytes);
      worker.postMessage({ id: next.id, job: { ...next.job, bytes } }, [bytes.buffer]);
    }
  }

  private spawn(): Worker {
    const worker = startWorker(workerModule);
    worker.on('message', ({ id, outcome }: { id: number; outcome: UploadJobOutcome }) => {
      const running = this.busy.get(worker);
      if (!running || running.id !== id) return;
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      running.pending.resolve(outcome);
      this.dispatch();
    });
    const fail = (error: Error) => {
      const running = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      running?.pending.reject(error);
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The upload worker stopped (exit code ${code}).`)));
    return worker;
  }
}
