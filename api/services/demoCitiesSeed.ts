import type { Database, Queryable } from '../db/Database';
import { findSchemaByName } from '../repositories/schemasRepository';
import { schemaColumns, type ColumnSpec } from '../sql/columns';
import { quoteIdent } from '../sql/identifiers';
import { tableExists } from '../repositories/dataTables';
import { loadDemoCities, type DemoCity } from './demoCities';

/** Name of the World cities seed in `demo_seeds`. */
export const WORLD_CITIES_SEED = 'world-cities';

/** Records written per batch: one transaction, so requests wait at most one batch for the database. */
const DEFAULT_BATCH_SIZE = 2_000;
/** A progress line after every this many records. */
const LOG_EVERY = 20_000;

/** How a World cities seed run goes. */
interface CitiesSeedOptions {
  /** The records to write; every bundled place when omitted (tests pass a slice). */
  cities?: readonly DemoCity[];
  /** Records per batch. */
  batchSize?: number;
  /** Where progress lines go (the server prints them with its start banner). */
  log?: (message: string) => void;
  /** Stops the run after the batch in progress (the server is shutting down). */
  signal?: AbortSignal;
  /** Called after each committed batch with the records written so far. */
  onBatch?: (done: number, total: number) => void;
}

/** How a run ended: every record written, stopped on request, or nothing to do. */
interface CitiesSeedResult {
  state: 'finished' | 'stopped' | 'none';
  done: number;
  total: number;
}

interface SeedState {
  table: string;
  done: number;
  finished: boolean;
}

async function seedState(db: Queryable, lock = false): Promise<SeedState | undefined> {
  const result = await db.query<{ table_name: string; done: number; finished: boolean }>(
    `SELECT table_name, done, finished FROM demo_seeds WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
    [WORLD_CITIES_SEED],
  );
  const row = result.rows[0];
  return row ? { table: row.table_name, done: Number(row.done), finished: Boolean(row.finished) } : undefined;
}

async function saveState(tx: Queryable, done: number, finished: boolean): Promise<void> {
  await tx.query('UPDATE demo_seeds SET done = $2, finished = $3, updated_at = now() WHERE name = $1', [WORLD_CITIES_SEED, done, finished]);
}

/** The columns a city is written to, from the table's schema as it is now (an admin may have changed it). */
async function cityColumns(tx: Queryable, table: string): Promise<{ title?: ColumnSpec; country?: ColumnSpec; location?: ColumnSpec; lat?: ColumnSpec; lng?: ColumnSpec }> {
  const schema = await findSchemaByName(tx, table);
  const columns = schemaColumns(schema?.fields ?? []);
  const value = (name: string) => columns.find((spec) => spec.role === 'value' && spec.name === name && spec.kind !== 'jsonb');
  const location = columns.find((spec) => spec.role === 'value' && spec.field.type === 'location');
  const point = (role: 'lat' | 'lng') => columns.find((spec) => spec.role === role && spec.field === location?.field);
  return { title: value('title'), country: value('country'), location, lat: point('lat'), lng: point('lng') };
}

/**
 * Writes one batch: the cities as one JSON parameter, spread into rows by PostgreSQL
 * (`json_to_recordset`), in a single INSERT.
 */
async function insertBatch(tx: Queryable, table: string, cities: readonly DemoCity[]): Promise<void> {
  const columns = await cityColumns(tx, table);
  const targets: string[] = [];
  const values: string[] = [];
  const add = (spec: ColumnSpec | undefined, expression: string) => {
    if (!spec) return;
    targets.push(quoteIdent(spec.name));
    values.push(expression);
  };
  add(columns.title, 'left(city.title, 255)');
  add(columns.country, 'left(city.country, 255)');
  add(columns.location, 'city.location');
  add(columns.lat, "(city.location -> 'geoPoint' ->> 'lat')::float8");
  add(columns.lng, "(city.location -> 'geoPoint' ->> 'lng')::float8");
  if (targets.length === 0) return;
  await tx.query(
    `INSERT INTO ${quoteIdent(table)} (${targets.join(', ')})
     SELECT ${values.join(', ')} FROM json_to_recordset($1::json) AS city(title text, country text, location jsonb)`,
    [JSON.stringify(cities)],
  );
}

function count(value: number): string {
  return value.toLocaleString('en');
}

/**
 * Writes the World cities map's records in batches, each in one transaction together with the
 * count of records written so far, so a run stopped anywhere (shutdown, crash) resumes on the
 * next start exactly after the last committed batch: no record twice, none missing. A seed
 * that finished, or whose table was deleted meanwhile, does nothing. The server runs this in
 * the background after it listens; requests are served between batches.
 */
export async function seedWorldCities(db: Database, options: CitiesSeedOptions = {}): Promise<CitiesSeedResult> {
  const initial = await seedState(db);
  if (!initial || initial.finished) return { state: 'none', done: initial?.done ?? 0, total: initial?.done ?? 0 };
  const cities = options.cities ?? loadDemoCities();
  const total = cities.length;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  log(`Seeding World cities in the background: ${count(initial.done)} / ${count(total)} records`);
  let done = initial.done;
  let lastLogged = done;
  for (;;) {
    if (options.signal?.aborted) {
      log(`Seeding World cities paused at ${count(done)} / ${count(total)} records; it resumes on the next start.`);
      return { state: 'stopped', done, total };
    }
    const step = await db.transaction(async (tx) => {
      const state = await seedState(tx, true);
      if (!state || state.finished) return undefined;
      if (!(await tableExists(tx, state.table))) {
        await saveState(tx, state.done, true);
        return undefined;
      }
      const batch = cities.slice(state.done, state.done + batchSize);
      await insertBatch(tx, state.table, batch);
      const written = state.done + batch.length;
      await saveState(tx, written, written >= total);
      return { table: state.table, done: written, finished: written >= total };
    });
    if (!step) return { state: 'none', done, total };
    done = step.done;
    options.onBatch?.(done, total);
    if (done - lastLogged >= LOG_EVERY && !step.finished) {
      log(`Seeding World cities: ${count(done)} / ${count(total)} records`);
      lastLogged = done;
    }
    if (step.finished) {
      // The embedded database has no autovacuum: fresh statistics keep list and feed plans fast.
      await db.exec(`VACUUM ANALYZE ${quoteIdent(step.table)}`);
      log(`Seeding World cities: ${count(done)} / ${count(total)} records, done in ${Math.round((Date.now() - started) / 1000)} s.`);
      return { state: 'finished', done, total };
    }
    // Let waiting requests have the database between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
