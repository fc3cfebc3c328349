/** What the server asks of the database thread (see {@link openPgliteThread}). */
export type PgliteThreadRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'close' };

/** A PGlite error as it crosses threads: its message and its fields (`code`, `detail`, …). */
interface SerializedDatabaseError {
  message: string;
  name: string;
  fields: Record<string, string | number>;
}

/** What the database thread answers: once `ready` (or `startError`), then one reply per request. */
export type PgliteThreadReply =
  | { kind: 'ready' }
  | { kind: 'startError'; message: string }
  | { kind: 'result'; id: number; rows: unknown[]; affectedRows: number }
  | { kind: 'error'; id: number; error: SerializedDatabaseError };

/** What the database thread is started with. */
export interface PgliteThreadData {
  dataDir: string;
}

/** An error's message and its own scalar fields, so the other thread can rebuild it. */
export function serializeError(error: unknown): SerializedDatabaseError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** The error the database thread reported, with its fields (`code` above all) as the driver had them. */
export function rebuildError(serialized: SerializedDatabaseError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  return error;
}
