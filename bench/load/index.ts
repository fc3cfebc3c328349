import type { BenchMetrics, BenchOptions, BenchScenario } from '../scenario';
import { runLoad, warmUp, type LoadMetrics, type LoadShape } from './runLoad';
import { checkFeedbackAccepted, countSubmissions, logIn, prepareFeedback, prepareReadPath } from './seed';
import { startLoadServer, type LoadDriver, type LoadServer } from './serverProcess';

/** Stores added to the demo's 30 so filters and pages have rows to work through (fewer with --quick, to keep its setup short). */
function extraRecords({ quick }: BenchOptions): number {
  return quick ? 1000 : 3000;
}

function shapeOf({ quick }: BenchOptions): LoadShape {
  return { connections: 50, seconds: quick ? 5 : 20 };
}

/** The figures latest.json keeps; `ok` is only needed to check writes. */
function report({ rps, p99_ms, max_ms, errors }: LoadMetrics): BenchMetrics {
  return { rps, p99_ms, max_ms, errors };
}

/** Says on the console what failed, with the server's own error log, without failing the bench. */
function explain(name: string, metrics: BenchMetrics, load: LoadMetrics, server: LoadServer): void {
  const problems = [
    metrics.errors ? `${metrics.errors} errors (${load.non2xx} non-2xx, ${load.timeouts} timeouts over 5 s)` : '',
    (metrics.max_ms ?? 0) > 1000 ? `slowest answer ${metrics.max_ms} ms (target: under 1000 ms)` : '',
    metrics.lost ? `${metrics.lost} acknowledged submissions missing` : '',
  ].filter(Boolean);
  if (problems.length === 0) return;
  console.warn(`${name}: ${problems.join('; ')}`);
  const log = server.errorLog().trim();
  if (log) console.warn(`server error log (start):\n${log.slice(0, 4000)}`);
}

async function withServer(driver: LoadDriver, work: (server: LoadServer) => Promise<BenchMetrics>, processes = 1): Promise<BenchMetrics> {
  // Every load connection comes from one loopback address, so the per-address submission limit
  // is raised far above the run's count (the counting itself still runs on every submission).
  const server = await startLoadServer(driver, { MAPSVG_FEEDBACK_LIMIT: '100000000' }, processes);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/**
 * `load.read.<driver>`: 50 connections for 20 s (5 s with --quick) on a visitor's read path of
 * the demo map with 3,030 stores (1,030 with --quick): map options, regions list, and store pages filtered by
 * category and by region. Targets: zero errors, no answer over 1 s.
 */
function readScenario(driver: LoadDriver, processes = 1): BenchScenario {
  const name = processes > 1 ? `load.read.${driver}.nginx${processes}` : `load.read.${driver}`;
  return {
    name,
    run: (options) => withServer(driver, async (server) => {
      const admin = await logIn(server.baseUrl, server.adminPassword);
      const requests = await prepareReadPath(server.baseUrl, admin, extraRecords(options));
      await warmUp(server.baseUrl, requests);
      const load = await runLoad(server.baseUrl, requests, shapeOf(options));
      const metrics = report(load);
      explain(name, metrics, load, server);
      return metrics;
    }, processes),
  };
}

/**
 * `load.feedback.<driver>`: 50 connections for 20 s (5 s with --quick) posting correct
 * submissions of the demo contact form (validation, quiz, consent, storage, outbox mail).
 * Besides the targets of the read path, every acknowledged submission must be stored: `lost`
 * is 2xx answers minus new stored submissions, and must be 0.
 */
function feedbackScenario(driver: LoadDriver): BenchScenario {
  const name = `load.feedback.${driver}`;
  return {
    name,
    run: (options) => withServer(driver, async (server) => {
      const admin = await logIn(server.baseUrl, server.adminPassword);
      const { formId, request } = await prepareFeedback(server.baseUrl, admin);
      await checkFeedbackAccepted(server.baseUrl, request);
      await warmUp(server.baseUrl, [request]);
      const before = await countSubmissions(server.baseUrl, admin, formId);
      const load = await runLoad(server.baseUrl, [request], shapeOf(options));
      const stored = (await countSubmissions(server.baseUrl, admin, formId)) - before;
      // Requests still in flight when the run stops are stored without being counted as 2xx,
      // so more stored than acknowledged is expected; fewer is a lost write.
      const metrics = { ...report(load), lost: Math.max(0, load.ok - stored) };
      explain(name, metrics, load, server);
      return metrics;
    }),
  };
}

/** Read path on the embedded PGlite database. */
export const readPgliteScenario = readScenario('pglite');
/** Contact-form feedback on the embedded PGlite database. */
export const feedbackPgliteScenario = feedbackScenario('pglite');
/** Read path on PostgreSQL (`TEST_DATABASE_URL`). */
export const readPostgresScenario = readScenario('postgres');
/** Read path on two server processes sharing PostgreSQL behind nginx (round-robin). */
export const readPostgresTwoProcessScenario = readScenario('postgres', 2);
/** Contact-form feedback on PostgreSQL (`TEST_DATABASE_URL`). */
export const feedbackPostgresScenario = feedbackScenario('postgres');
