import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { startPglite } from './pgliteDriver';
import { serializeError, type PgliteThreadData, type PgliteThreadReply, type PgliteThreadRequest } from './pgliteThreadProtocol';

// The database thread: owns the file-backed PGlite and runs the statements the server sends, one
// at a time, in the order they come (the server's turn queue already orders them). A statement
// scanning a large table holds this thread, never the server's event loop.

const port = parentPort;
if (!port) throw new Error('The database thread must run as a worker thread.');
const { dataDir } = workerData as PgliteThreadData;

function reply(message: PgliteThreadReply): void {
  port?.postMessage(message);
}

async function answer(pg: PGlite, request: PgliteThreadRequest): Promise<void> {
  try {
    if (request.kind === 'query') {
      const result = await pg.query(request.sql, request.params);
      reply({ kind: 'result', id: request.id, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
    } else if (request.kind === 'exec') {
      await pg.exec(request.sql);
      reply({ kind: 'result', id: request.id, rows: [], affectedRows: 0 });
    } else {
      await pg.close();
      reply({ kind: 'result', id: request.id, rows: [], affectedRows: 0 });
      port?.close();
    }
  } catch (error) {
    reply({ kind: 'error', id: request.id, error: serializeError(error) });
  }
}

try {
  const pg = await startPglite(dataDir);
  let chain: Promise<void> = Promise.resolve();
  port.on('message', (request: PgliteThreadRequest) => {
    chain = chain.then(() => answer(pg, request));
  });
  reply({ kind: 'ready' });
} catch (error) {
  reply({ kind: 'startError', message: error instanceof Error ? error.message : String(error) });
}
