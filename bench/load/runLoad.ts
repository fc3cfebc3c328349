import autocannon from 'autocannon';
import { round } from '../results';
import { sendOnce, type LoadRequest } from './seed';

/** The figures one load run reports under `load.<name>` in latest.json. */
export interface LoadMetrics {
  /** Mean requests answered per second. */
  rps: number;
  p99_ms: number;
  max_ms: number;
  /** Non-2xx answers plus socket errors and timeouts: the target is 0. */
  errors: number;
  /** Responses counted as 2xx, so callers can check every acknowledged write was kept. */
  ok: number;
  /** The parts of `errors`, for the console when a run misses its target. */
  non2xx: number;
  timeouts: number;
  [metric: string]: number;
}

/** How hard and how long to push. */
export interface LoadShape {
  connections: number;
  seconds: number;
}

/**
 * Sends `requests` in turn on every connection for the given time, with a 5 s answer timeout (a
 * timeout counts as an error: the target is no answer over 1 s). The server must already be
 * warm; see `warmUp`.
 */
export async function runLoad(baseUrl: string, requests: readonly LoadRequest[], shape: LoadShape): Promise<LoadMetrics> {
  const result = await autocannon({
    url: baseUrl,
    connections: shape.connections,
    duration: shape.seconds,
    timeout: 5,
    requests: requests.map((request) => ({ method: request.method, path: request.path, headers: request.headers, body: request.body })),
  });
  return {
    rps: round(result.requests.average, 1),
    p99_ms: round(result.latency.p99, 1),
    max_ms: round(result.latency.max, 1),
    // autocannon counts timeouts among `errors` already; non-2xx answers are apart.
    errors: result.errors + result.non2xx,
    ok: result['2xx'],
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

/**
 * A few sequential requests of each kind before measuring, so one-off costs (module loading,
 * the first query plans, JIT) are not counted as visitor latency.
 */
export async function warmUp(baseUrl: string, requests: readonly LoadRequest[], rounds = 5): Promise<void> {
  for (let index = 0; index < rounds; index += 1) {
    for (const request of requests) {
      const response = await sendOnce(baseUrl, request);
      if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  }
}
