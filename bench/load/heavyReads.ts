import autocannon from 'autocannon';
import type { BenchMetrics, BenchOptions, BenchScenario } from '../scenario';
import { percentile, round } from '../results';
import { startLoadServer, type LoadDriver, type LoadServer } from './serverProcess';

const API = '/wp-json/mapsvg/v1';
/** The World cities seed's last progress line ("…records, done in 41 s."). */
const SEED_DONE = /Seeding World cities: [\d,]+ \/ [\d,]+ records, done in/;
/** An early progress line: the smoke measures while the seed goes on (its figures mean nothing). */
const SEED_STARTED = /Seeding World cities: [\d,]+ \/ [\d,]+ records/;
const PROBE_PAUSE_MS = 50;

/** The public reads issue #44 found each stalling the whole server on the 171k-record table. */
function heavyReadPaths(table: string): string[] {
  const base = `${API}/objects/${table}`;
  const far = 'filters[distance][geoPoint][lat]=48.85&filters[distance][geoPoint][lng]=2.35&filters[distance][length]=20000&filters[distance][units]=km';
  return [`${base}/`, `${base}/?search=SEARCH&searchFallback=1`, `${base}/?${far}`, `${base}/ids?${far}&search=a`, `${base}/markers`];
}

async function worldCitiesTable(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API}/maps/`);
  if (!response.ok) throw new Error(`The map list answered ${response.status}`);
  const { maps } = await response.json() as { maps: Array<{ id: number; title: string }> };
  const map = maps.find((entry) => entry.title === 'World cities');
  if (!map) throw new Error('The demo "World cities" map is missing.');
  return `objects_${map.id}`;
}

/**
 * One light request asked again and again, one at a time, `PROBE_PAUSE_MS` apart, as a monitor
 * (`/healthz`) or a light visitor (one record's details) would.
 */
function probeRepeatedly(nextUrl: () => string): { stop(): Promise<{ latencies: number[]; failures: number }> } {
  let running = true;
  const latencies: number[] = [];
  let failures = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(nextUrl(), { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { latencies, failures };
    },
  };
}

/** Answers of the heavy reads: 2xx, 503 (a turn refused with Retry-After: allowed), anything else. */
function readOutcome(result: autocannon.Result): { ok: number; refused: number; errors: number } {
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  let ok = 0;
  let refused = 0;
  let other = 0;
  for (const [code, { count }] of Object.entries(stats)) {
    if (code.startsWith('2')) ok += count;
    else if (code === '503') refused += count;
    else other += count;
  }
  return { ok, refused, errors: other + result.errors };
}

async function measure(server: LoadServer, options: BenchOptions): Promise<BenchMetrics> {
  const table = await worldCitiesTable(server.baseUrl);
  const paths = heavyReadPaths(table);
  const probe = probeRepeatedly(() => `${server.baseUrl}/healthz`);
  // A visitor opening one record's details needs the database itself: on PGlite its statement
  // waits for the heavy statement running before it.
  const recordProbe = probeRepeatedly(() => `${server.baseUrl}${API}/objects/${table}/${1 + Math.floor(Math.random() * 100_000)}`);
  const result = await autocannon({
    url: server.baseUrl,
    connections: options.smoke ? 10 : 50,
    duration: options.smoke ? 3 : options.quick ? 10 : 30,
    // A heavy read may be slow for the one who asked; only the others' answers are measured.
    timeout: 60,
    requests: paths.map((path) => ({
      method: 'GET',
      path,
      // Every search a new one, so no cache answers it.
      setupRequest: (request: autocannon.Request) => ({ ...request, path: path.replace('SEARCH', Math.random().toString(36).slice(2)) }),
    })),
  });
  const { latencies, failures } = await probe.stop();
  const records = await recordProbe.stop();
  const reads = readOutcome(result);
  return {
    healthz_p99_ms: round(percentile(latencies, 99), 1),
    healthz_max_ms: round(Math.max(...latencies), 1),
    healthz_failures: failures,
    record_p99_ms: round(percentile(records.latencies, 99), 1),
    record_failures: records.failures,
    reads_rps: round(result.requests.average, 1),
    reads_ok: reads.ok,
    reads_refused: reads.refused,
    errors: reads.errors,
  };
}

/**
 * `load.heavy.<driver>` (issue #44): 50 connections for 30 s (10 s with --quick) on the public
 * reads that each scan the demo's 171k-record World cities table (the list without parameters,
 * a random search with its fallback, a 20,000 km distance filter, its `/ids`, the marker feed)
 * while `/healthz` is timed one request at a time. The heavy reads may be slow or refused with
 * 503 and Retry-After; the site must stay quick for everyone else. Target: `/healthz` p99 under
 * 500 ms, no failed `/healthz`, no read answered other than 2xx or 503.
 */
function heavyReadsScenario(driver: LoadDriver): BenchScenario {
  const name = `load.heavy.${driver}`;
  return {
    name,
    run: async (options) => {
      const server = await startLoadServer(driver, { MAPSVG_FEEDBACK_LIMIT: '100000000' });
      try {
        await server.waitForOutput(options.smoke ? SEED_STARTED : SEED_DONE, 600_000);
        const metrics = await measure(server, options);
        if ((metrics.healthz_p99_ms ?? 0) > 500 || metrics.errors || metrics.healthz_failures) {
          console.warn(`${name}: /healthz p99 ${metrics.healthz_p99_ms} ms (target under 500 ms), ${metrics.healthz_failures} failed, ${metrics.errors} read errors`);
          const log = server.errorLog().trim();
          if (log) console.warn(`server error log (start):\n${log.slice(0, 4000)}`);
        }
        return metrics;
      } finally {
        await server.stop();
      }
    },
  };
}

/** Heavy public reads on the embedded PGlite database. */
export const heavyReadsPgliteScenario = heavyReadsScenario('pglite');
/** Heavy public reads on PostgreSQL (`TEST_DATABASE_URL`). */
export const heavyReadsPostgresScenario = heavyReadsScenario('postgres');
