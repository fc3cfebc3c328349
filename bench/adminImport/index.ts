import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { loadCities } from '../../fixtures/scripts/cities';
import { chromiumLaunchOptions } from '../../playwright.config';
import { startLoadServer } from '../load/serverProcess';
import { logIn } from '../load/seed';
import { createClusteredWorldMap, importPlaces, samplePlaces } from '../markersProduct/setup';
import { round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** How long the admin's import may take before the run fails. */
const IMPORT_TIMEOUT_MS = 600_000;

/** The places as the CSV file an admin would pick: a title and a "lat, lng" location column. */
function placesCsv(places: ReadonlyArray<{ name: string; lat: number; lng: number }>): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return ['title,location', ...places.map((place) => `${quote(place.name)},${quote(`${place.lat}, ${place.lng}`)}`)].join('\n');
}

/**
 * The admin's CSV import from the click on "Import N rows" until its report says the rows are
 * in: the admin page of a fresh server, logged in through its form, the file picked in the
 * map's Import / export screen. Resolves with the time in ms.
 */
async function importThroughAdmin(browser: Browser, baseUrl: string, password: string, mapId: number, csv: string, rows: number): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    page.setDefaultTimeout(IMPORT_TIMEOUT_MS);
    await page.goto(`${baseUrl}/admin/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Signed in as admin').waitFor();
    await page.goto(`${baseUrl}/admin/#/maps/${mapId}/import`);
    await page.getByLabel('CSV file').setInputFiles({ name: 'places.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const button = page.getByRole('button', { name: `Import ${rows} rows` });
    await button.waitFor();
    const start = performance.now();
    await button.click();
    await page.locator('.admin-import-report').getByText(`${rows} rows imported`).waitFor();
    return performance.now() - start;
  } finally {
    await page.close();
  }
}

/**
 * `admin.import`: 10,000 places (a title and a "lat, lng" location each, the rows the admin's
 * import used to send one chunk a second) imported through the admin UI's CSV import, against
 * the import API called directly by a script on the same server (chunks of 1,000, one after
 * another; and in the admin's chunks of 50, `api_chunks_of_50_rows_per_s`). Target: the admin's rows per second at least 80% of the API's (`admin_vs_api`).
 */
export const adminImportScenario: BenchScenario = {
  name: 'admin.import',
  async run({ smoke }): Promise<BenchMetrics> {
    const rows = smoke ? 200 : 10_000;
    if (process.env.MAPSVG_BENCH_NO_BUILD !== '1') await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'warn' });
    const places = samplePlaces(loadCities(), rows);
    const server = await startLoadServer('pglite', { MAPSVG_DEMO_CITIES: 'off' });
    let browser: Browser | null = null;
    try {
      const admin = await logIn(server.baseUrl, server.adminPassword);
      const apiMap = await createClusteredWorldMap(server.baseUrl, admin, 'Bench import by the API');
      const apiMs = await importPlaces(server.baseUrl, admin, apiMap.table, places);
      // The same API in the admin's chunks of 50, one after another: what the chunk size costs.
      const chunkedMap = await createClusteredWorldMap(server.baseUrl, admin, 'Bench import by the API in chunks of 50');
      const chunkedMs = await importPlaces(server.baseUrl, admin, chunkedMap.table, places, 50);
      const uiMap = await createClusteredWorldMap(server.baseUrl, admin, 'Bench import by the admin');
      browser = await chromium.launch(chromiumLaunchOptions);
      const uiMs = await importThroughAdmin(browser, server.baseUrl, server.adminPassword, uiMap.id, placesCsv(places), rows);
      const apiRate = rows / (apiMs / 1000);
      const uiRate = rows / (uiMs / 1000);
      console.log(`  ${rows} rows: API ${round(apiMs / 1000, 1)} s (${round(apiRate, 0)} rows/s), admin ${round(uiMs / 1000, 1)} s (${round(uiRate, 0)} rows/s)`);
      return {
        rows,
        api_rows_per_s: round(apiRate, 1),
        api_chunks_of_50_rows_per_s: round(rows / (chunkedMs / 1000), 1),
        admin_rows_per_s: round(uiRate, 1),
        admin_import_ms: round(uiMs, 0),
        admin_vs_api: round(uiRate / apiRate, 3),
      };
    } finally {
      await browser?.close();
      await server.stop();
    }
  },
};
