import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/Database';
import { enableTrigrams } from '../../repositories/dataTables';
import { startWorker } from '../workerThreads/startWorker';
import type { PlaceIndexWorkerMessage } from './placeIndexWorker';

/** Version of the place data the code expects; a database holding another version is rebuilt. */
const PLACE_INDEX_VERSION = 1;

/** A build whose builder has not written for this long is taken over by another process. */
const STALE_BUILD = '30 seconds';
/** How often a process waiting for another one's build looks again. */
const WAIT_STEP_MS = 250;
/** How long a process waits for another one's build before it gives up. */
const WAIT_LIMIT_MS = 5 * 60 * 1000;

/** Longest rest between two chunks of a PGlite build. */
const MAX_REST_MS = 50;

/** Where the rows of a build come from: JSON arrays of place rows, one chunk at a time. */
export type PlaceChunkSource = () => AsyncIterable<string>;

/** The place rows, made on a worker thread so that reading the place lists never holds the event loop. */
async function* placeChunksFromWorker(): AsyncIterable<string> {
  const worker = startWorker(new URL('./placeIndexWorker.ts', import.meta.url));
  worker.ref();
  const queue: PlaceIndexWorkerMessage[] = [];
  let wake: (() => void) | undefined;
  const push = (message: PlaceIndexWorkerMessage) => {
    queue.push(message);
    wake?.();
  };
  worker.on('message', push);
  worker.on('error', (error) => push({ error: error.message }));
  worker.on('exit', (code) => push({ error: `The place index worker stopped (exit code ${code}).` }));
  try {
    for (;;) {
      const message = queue.shift();
      if (!message) {
        await new Promise<void>((resolve) => { wake = resolve; });
        continue;
      }
      if ('error' in message) throw new Error(`Building the place index failed: ${message.error}`);
      if ('done' in message) return;
      yield message.chunk;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}

interface IndexState {
  version: number;
  status: 'building' | 'ready';
}

async function readState(db: Database): Promise<IndexState | undefined> {
  const result = await db.query<{ version: number; status: 'building' | 'ready' }>('SELECT version, status FROM place_index WHERE id = 1');
  const row = result.rows[0];
  return row ? { version: Number(row.version), status: row.status } : undefined;
}

/**
 * Claims the build for `buildId`: when no build exists, the stored one is of another version,
 * or its builder went quiet. Two processes asking at once cannot both win (one upsert).
 */
async function claimBuild(db: Database, buildId: string): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO place_index (id, version, status, build_id, heartbeat_at) VALUES (1, $1, 'building', $2, now())
     ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = 'building', build_id = EXCLUDED.build_id,
       heartbeat_at = now(), row_count = 0
     WHERE (place_index.status = 'ready' AND place_index.version <> EXCLUDED.version)
        OR (place_index.status = 'building' AND place_index.heartbeat_at < now() - interval '${STALE_BUILD}')
     RETURNING build_id`,
    [PLACE_INDEX_VERSION, buildId],
  );
  return result.rows.length > 0;
}

/** Thrown when another process took a build over (this one was too slow); its rows stay out. */
class BuildTakenOver extends Error {}

async function insertChunk(db: Database, buildId: string, chunk: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = await tx.query(
      'UPDATE place_index SET heartbeat_at = now(), row_count = row_count + json_array_length($2::json) WHERE build_id = $1 RETURNING 1',
      [buildId, chunk],
    );
    if (mine.rows.length === 0) throw new BuildTakenOver('Another process took the place index build over.');
    await tx.query(
      `INSERT INTO places (name, folded, country, admin1, region, lat, lng, population, importance, cell)
       SELECT name, folded, country, admin1, region, lat, lng, population, importance,
         floor(lat)::int * 360 + floor(lng)::int
       FROM json_to_recordset($1::json) AS place(name text, folded text, country text, admin1 text, region text,
         lat double precision, lng double precision, population integer, importance real)`,
      [chunk],
    );
  });
}

/**
 * Adds a trigram index of the folded names for the geocoder's search of misspelt names, where
 * the database has the `pg_trgm` extension (PGlite loads it; PostgreSQL ships it in contrib).
 * A server without it, or a role not allowed to create it, searches without (names matched
 * whole or by their start only).
 */
async function enableSimilaritySearch(db: Database): Promise<void> {
  try {
    await enableTrigrams(db);
    await db.query('CREATE INDEX IF NOT EXISTS places_trigrams ON places USING gin (folded gin_trgm_ops)');
  } catch {
    // Without the extension the index simply has no similarity search.
  }
}

/** Whether the place index can search by similarity (see {@link enableSimilaritySearch}). */
export async function hasSimilaritySearch(db: Database): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM pg_indexes WHERE indexname = 'places_trigrams'");
  return result.rows.length > 0;
}

/**
 * Gives the planner the statistics of the searched columns. Sampling all columns at the default
 * target took 200 ms, a statement that holds PGlite's event loop; the searches only need to
 * know that names and cells are selective, which a smaller sample tells as well.
 */
async function analyzePlaces(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL default_statistics_target = 25');
    await tx.query('ANALYZE places (folded, country, cell)');
  });
}

/**
 * The offline geocoder's place index in the database: about 174,000 places written once per
 * database, by whichever server process needs them first, and read by all. Safe to ask for from
 * any number of processes at once: one builds, the others wait for it; a build whose process
 * died is taken over.
 */
export class PlaceIndex {
  private readying: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly chunks: PlaceChunkSource = placeChunksFromWorker,
  ) {}

  /** Resolves once the index holds this version's places; builds them or waits for their builder. */
  ready(): Promise<void> {
    this.readying ??= this.ensure().catch((error: unknown) => {
      this.readying = undefined;
      throw error;
    });
    return this.readying;
  }

  private async ensure(): Promise<void> {
    const started = Date.now();
    for (;;) {
      const state = await readState(this.db);
      if (state?.version === PLACE_INDEX_VERSION && state.status === 'ready') return;
      const buildId = randomUUID();
      if (await claimBuild(this.db, buildId)) {
        await this.build(buildId);
        return;
      }
      if (Date.now() - started > WAIT_LIMIT_MS) throw new Error('The place index is still being built by another server process.');
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  /**
   * PGlite writes on this process's event loop: after each chunk the build rests half as long
   * as the chunk took, so it leaves a third of the process's time free and, on a busy machine,
   * the system keeps scheduling the process promptly for the visitors' requests. PostgreSQL writes
   * in its own process; no rest is needed.
   */
  private async restAfter(workedMs: number): Promise<void> {
    if (this.db.driver !== 'pglite') return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(workedMs / 2, MAX_REST_MS)));
  }

  private async build(buildId: string): Promise<void> {
    await this.db.query('DELETE FROM places');
    // Before the rows, so that each chunk's statement updates the index a little: building it
    // over all rows at the end would be one statement of seconds, holding PGlite that long.
    await enableSimilaritySearch(this.db);
    try {
      for await (const chunk of this.chunks()) {
        const started = performance.now();
        await insertChunk(this.db, buildId, chunk);
        await this.restAfter(performance.now() - started);
      }
    } catch (error) {
      if (error instanceof BuildTakenOver) return this.ensure();
      // Hand the build back at once, so the next call tries again instead of waiting it out.
      await this.db.query('DELETE FROM place_index WHERE build_id = $1', [buildId]).catch(() => undefined);
      throw error;
    }
    await this.db.query("UPDATE place_index SET status = 'ready', heartbeat_at = now() WHERE build_id = $1", [buildId]);
    await analyzePlaces(this.db);
  }
}
