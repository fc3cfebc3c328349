import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchMetrics } from './scenario';

/** bench/results/latest.json */
export const LATEST_RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');

/**
 * Merges one scenario's metrics into latest.json, keeping the other scenarios' figures, so
 * scenarios can be run one at a time.
 */
export function recordResults(name: string, metrics: BenchMetrics, file = LATEST_RESULTS): void {
  const current: Record<string, BenchMetrics> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  current[name] = metrics;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
}

/** The p-th percentile (0..100) of samples, by nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Rounds a figure for the report (3 significant decimals are plenty for milliseconds). */
export function round(value: number, decimals = 3): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
