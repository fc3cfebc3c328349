import { recordResults, LATEST_RESULTS } from './results';
import { scenarioLoaders } from './scenarios';

/**
 * `npm run bench [-- --quick] [-- name …]`: runs the named scenarios (all by default) and
 * merges their metrics into bench/results/latest.json.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const requested = args.filter((arg) => !arg.startsWith('--'));
  const names = requested.length > 0 ? requested : Object.keys(scenarioLoaders);
  const unknown = names.filter((name) => !scenarioLoaders[name]);
  if (unknown.length > 0) {
    throw new Error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(scenarioLoaders).join(', ')}`);
  }
  for (const name of names) {
    const load = scenarioLoaders[name];
    if (!load) continue;
    console.log(`\n▶ ${name}${quick ? ' (quick)' : ''}`);
    const scenario = await load();
    const metrics = await scenario.run({ quick });
    recordResults(scenario.name, metrics);
    console.table(metrics);
  }
  console.log(`\nResults written to ${LATEST_RESULTS}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
