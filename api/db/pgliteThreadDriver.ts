import type { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult } from './Database';
import { turnTakingDatabase } from './pgliteDriver';
import { rebuildError, type PgliteThreadData, type PgliteThreadReply, type PgliteThreadRequest } from './pgliteThreadProtocol';
import { startWorker } from '../services/workerThreads/startWorker';

type Request = PgliteThreadRequest extends infer R ? R extends { id: number } ? Omit<R, 'id'> : never : never;

interface Pending {
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: Error) => void;
}

/**
 * The server's end of the database thread: sends statements, matches the answers to them, and
 * fails every waiting statement at once if the thread stops. The thread holds the process open
 * only while a statement is out.
 */
class ThreadConnection implements Queryable {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private stopped: Error | undefined;

  constructor(private readonly worker: Worker) {
    worker.on('message', (message: PgliteThreadReply) => this.settle(message));
    worker.on('error', (error) => this.stop(new Error(`The database thread failed: ${error.message}`)));
    worker.on('exit', (code) => this.stop(new Error(`The database thread stopped (exit code ${code}).`)));
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    return this.send({ kind: 'query', sql, params }) as Promise<QueryResult<Row>>;
  }

  async exec(sql: string): Promise<void> {
    await this.send({ kind: 'exec', sql });
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ kind: 'close' });
    await this.worker.terminate();
  }

  private send(request: Request): Promise<QueryResult<unknown>> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as PgliteThreadRequest);
    });
  }

  private settle(message: PgliteThreadReply): void {
    if (message.kind !== 'result' && message.kind !== 'error') return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.kind === 'result') waiting.resolve({ rows: message.rows, affectedRows: message.affectedRows });
    else waiting.reject(rebuildError(message.error));
  }

  private stop(reason: Error): void {
    this.stopped ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }
}

function whenReady(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: PgliteThreadReply) => {
      if (message.kind === 'ready') done(resolve);
      if (message.kind === 'startError') done(() => reject(new Error(`The database could not be opened: ${message.message}`)));
    };
    const onExit = (code: number) => done(() => reject(new Error(`The database thread stopped while opening (exit code ${code}).`)));
    const onError = (error: Error) => done(() => reject(error));
    const done = (settle: () => void) => {
      worker.off('message', onMessage).off('exit', onExit).off('error', onError);
      settle();
    };
    worker.on('message', onMessage).on('exit', onExit).on('error', onError);
  });
}

/** Runs `work` between BEGIN and COMMIT on the connection, rolling back when it throws. */
async function inTransaction<T>(connection: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  await connection.exec('BEGIN');
  try {
    const result = await work(connection);
    await connection.exec('COMMIT');
    return result;
  } catch (error) {
    await connection.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * Opens the file-backed PGlite database on a thread of its own. PGlite runs SQL synchronously
 * where it lives: on the server's thread, a statement scanning a large table held every other
 * request, static files and `/healthz` included, for as long as it ran. On its own thread it
 * holds only the statements queued behind it.
 */
export async function openPgliteThread(dataDir: string): Promise<Database> {
  const worker = startWorker(new URL('./pgliteThread.ts', import.meta.url), { dataDir } satisfies PgliteThreadData);
  worker.ref();
  try {
    await whenReady(worker);
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.unref();
  const connection = new ThreadConnection(worker);
  return turnTakingDatabase(connection, (work) => inTransaction(connection, work), () => connection.close());
}
