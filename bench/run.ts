import { existsSync, readFileSync } from 'node:fs';
import { figureProblems } from './figureCheck';
import { recordResults, LATEST_RESULTS } from './results';
import type { BenchMetrics } from './scenario';
import { scenarioLoaders } from './scenarios';

/** The figures of the last recorded runs, by scenario (bench/results/latest.json). */
function recordedFigures(): Record<string, BenchMetrics> {
  return existsSync(LATEST_RESULTS) ? JSON.parse(readFileSync(LATEST_RESULTS, 'utf8')) as Record<string, BenchMetrics> : {};
}

/**
 * `npm run bench [-- --quick] [-- name …]`: runs the named scenarios (all by default) and
 * merges their metrics into bench/results/latest.json. `--smoke` (CI) runs them at a tiny size,
 * records nothing, and fails when a scenario throws or reports a figure that is missing (one
 * its recorded run has) or not a finite number; it goes on to the next scenario either way.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const smoke = args.includes('--smoke');
  const quick = smoke || args.includes('--quick');
  const requested = args.filter((arg) => !arg.startsWith('--'));
  const names = requested.length > 0 ? requested : Object.keys(scenarioLoaders);
  const unknown = names.filter((name) => !scenarioLoaders[name]);
  if (unknown.length > 0) {
    throw new Error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(scenarioLoaders).join(', ')}`);
  }
  const recorded = recordedFigures();
  const problems: string[] = [];
  for (const name of names) {
    const load = scenarioLoaders[name];
    if (!load) continue;
    console.log(`\n▶ ${name}${smoke ? ' (smoke)' : quick ? ' (quick)' : ''}`);
    const started = performance.now();
    try {
      const scenario = await load();
      const metrics = await scenario.run({ quick, smoke });
      console.table(metrics);
      if (smoke) problems.push(...figureProblems(scenario.name, metrics, recorded[scenario.name]));
      else recordResults(scenario.name, metrics);
    } catch (error) {
      if (!smoke) throw error;
      problems.push(`${name}: threw ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
    if (smoke) console.log(`  ${name}: ${Math.round((performance.now() - started) / 1000)} s`);
  }
  if (!smoke) {
    console.log(`\nResults written to ${LATEST_RESULTS}`);
    return;
  }
  if (problems.length > 0) {
    console.error(`\nBench smoke failed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nBench smoke: ${names.length} scenarios ran and reported every figure.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
