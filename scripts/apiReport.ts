import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApiReports } from './apiReport/reports';

/** Rewrites the checked-in API reports from the code (`npm run api-report`). */
function main(): void {
  const rootDir = path.resolve(import.meta.dirname, '..');
  for (const report of buildApiReports(rootDir)) {
    writeFileSync(path.join(rootDir, report.output), report.text);
    console.log(`wrote ${report.output}`);
  }
}

main();
