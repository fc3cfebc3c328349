import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { buildPageInTemp } from '../pageBuild';
import { loadCities } from '../../fixtures/scripts/cities';
import { chromiumLaunchOptions } from '../../playwright.config';
import { startStaticServer } from '../regions/server';
import { round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';
import type { PlaceQuery, TimedChange } from './page/main';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAPS_DIR = path.join(here, '..', '..', 'fixtures', 'maps');
/** Places the smoke run keeps: enough for clusters, small enough for CI. */
const SMOKE_PLACES = 5000;
/** A search as a visitor types it, and a filter on a field (the data set's largest country). */
const SEARCH: PlaceQuery = { search: 'paris' };

/** The worst of each kind of change over the runs: applies, clears, and the longest task of any. */
interface Worst {
  searchMs: number;
  filterMs: number;
  clearMs: number;
  longestTaskMs: number;
}

/** Applies the search and clears it, then the filter and clears it, `runs` times; the slowest of each. */
async function measure(page: Page, runs: number, filterQuery: PlaceQuery, change: (query: PlaceQuery | null) => Promise<TimedChange>, label: string, all: number): Promise<Worst> {
  const worst: Worst = { searchMs: 0, filterMs: 0, clearMs: 0, longestTaskMs: 0 };
  for (let run = 0; run < runs; run++) {
    for (const [query, key] of [[SEARCH, 'searchMs'], [filterQuery, 'filterMs']] as const) {
      const applied = await change(query);
      const cleared = await change(null);
      if (cleared.shown !== all) throw new Error(`${label}: ${cleared.shown} places shown after a clear, not ${all}`);
      worst[key] = Math.max(worst[key], applied.ms);
      worst.clearMs = Math.max(worst.clearMs, cleared.ms);
      worst.longestTaskMs = Math.max(worst.longestTaskMs, applied.longestTaskMs, cleared.longestTaskMs);
      if (run === 0) console.log(`  ${label} ${JSON.stringify(query)}: ${applied.shown} shown in ${round(applied.ms, 1)} ms (longest task ${round(applied.longestTaskMs, 1)} ms); cleared in ${round(cleared.ms, 1)} ms (longest task ${round(cleared.longestTaskMs, 1)} ms)`);
    }
  }
  return worst;
}

/** The country most places are in: the filter that keeps the most markers. */
function largestCountry(countries: string[]): string {
  const counts = new Map<string, number>();
  for (const country of countries) counts.set(country, (counts.get(country) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * `markers.filter`: every place of the cities data set (~171k) as a clustered, filterable marker
 * on the calibrated world map, as the viewer shows a table's records. A search (names containing
 * "paris") and a filter (the largest country) are applied and cleared, each timed until its
 * markers and clusters are drawn, with the longest main-thread task meanwhile; against MapLibre
 * GL JS clustering the same places in a GeoJSON source, filtered by giving the source the kept
 * places. The ids a query keeps are known before the clock starts (the server's answer).
 */
export const markersFilterScenario: BenchScenario = {
  name: 'markers.filter',
  async run({ quick, smoke }): Promise<BenchMetrics> {
    const runs = quick ? 1 : 3;
    const cities = loadCities().slice(0, smoke ? SMOKE_PLACES : undefined);
    const countries = cities.map((city) => city.country);
    const filterQuery: PlaceQuery = { country: largestCountry(countries) };
    const dist = await buildPageInTemp(path.join(here, 'page'), 'mapsvg-bench-markers-filter');
    const server = await startStaticServer(dist, MAPS_DIR);
    const browser = await chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: [...chromiumLaunchOptions.args] });
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 660 }, deviceScaleFactor: 1 });
      page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
      page.setDefaultTimeout(600_000);
      await page.goto(`${server.url}/`);
      const all = await page.evaluate(([coords, names, c]) => window.filterBench.setPlaces(coords, names, c), [cities.flatMap((city) => [city.lng, city.lat]), cities.map((city) => city.name), countries] as const);
      const shown = await page.evaluate(() => window.filterBench.mountEngine('/maps/geo-calibrated-world.svg'));
      console.log(`  ${all} places (${shown} markers), ${runs} run(s); filter ${JSON.stringify(filterQuery)}`);
      const engine = await measure(page, runs, filterQuery, (query) => page.evaluate((q) => window.filterBench.engineFilter(q), query), 'engine', all);
      await page.evaluate(() => window.filterBench.mountMaplibre());
      const maplibre = await measure(page, runs, filterQuery, (query) => page.evaluate((q) => window.filterBench.maplibreFilter(q), query), 'MapLibre', all);
      await page.evaluate(() => window.filterBench.dispose());
      const applyMs = Math.max(engine.searchMs, engine.filterMs);
      const maplibreApplyMs = Math.max(maplibre.searchMs, maplibre.filterMs);
      return {
        apply_ms: round(applyMs, 1),
        search_apply_ms: round(engine.searchMs, 1),
        filter_apply_ms: round(engine.filterMs, 1),
        clear_ms: round(engine.clearMs, 1),
        longest_task_ms: round(engine.longestTaskMs, 1),
        maplibre_apply_ms: round(maplibreApplyMs, 1),
        maplibre_clear_ms: round(maplibre.clearMs, 1),
        maplibre_longest_task_ms: round(maplibre.longestTaskMs, 1),
        apply_vs_maplibre: round(applyMs / maplibreApplyMs, 3),
        clear_vs_maplibre: round(engine.clearMs / maplibre.clearMs, 3),
        markers: all,
      } satisfies BenchMetrics;
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
