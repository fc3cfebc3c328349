import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { loadCities } from '../../fixtures/scripts/cities';
import { chromiumLaunchOptions } from '../../playwright.config';
import { startLoadServer } from '../load/serverProcess';
import { logIn } from '../load/seed';
import { screenshot, watchRequests } from '../markers/pageChecks';
import { devtoolsOf, PHONE_CPU_SLOWDOWN, throttleCpu } from '../markers/slowDevice';
import { buildPageInTemp } from '../pageBuild';
import { percentile, round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';
import { BENCH_PAGE_PATH, routeBenchPage, viewerTags } from './benchPage';
import { createClusteredWorldMap, importPlaces, samplePlaces } from './setup';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

/** Record counts, each in a map of its own. */
const SIZES = [1_000, 10_000, 100_000] as const;
type Size = (typeof SIZES)[number];
const LABEL: Record<Size, string> = { 1_000: '1k', 10_000: '10k', 100_000: '100k' };
/** How long a map may take to show all its markers before the run fails. */
const READY_TIMEOUT_MS: Record<Size, number> = { 1_000: 60_000, 10_000: 120_000, 100_000: 300_000 };

/** The product's browser build (`dist/`, what `npm start` serves), unless told to reuse it. */
async function buildProduct(): Promise<void> {
  if (process.env.MAPSVG_BENCH_NO_BUILD === '1') return;
  await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'warn' });
}

/**
 * What one mount of a map gave. Every mount of the 100k map also reads the feed's size and then
 * mounts MapLibre in the same page; its last mount also pans both.
 */
interface SizeRun {
  readyMs: number;
  heapMb: number;
  feedBytes?: number;
  pan?: number[];
  maplibreReadyMs?: number;
  maplibrePan?: number[];
}

interface MountPlan {
  baseUrl: string;
  pageDir: string;
  tags: string;
  map: { id: number; table: string };
  size: Size;
  /** Pans the viewer and MapLibre too (the 100k map's last mount). */
  pans: boolean;
  steps: number;
  /** Records per place of the size's label: 1, or a hundredth in the CI smoke. */
  scale: number;
  /** Chromium's CPU slow-down for the whole mount, the viewer and MapLibre alike (1: none). */
  cpuRate?: number;
}

function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/**
 * One mount of a stored map in a fresh browser context (nothing cached, a heap of its own):
 * the bench page on the server's origin, `MapSVG.mount` until every marker is drawn.
 */
async function mountOnce(browser: Browser, plan: MountPlan): Promise<SizeRun> {
  const { map, size } = plan;
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const cpuRate = plan.cpuRate ?? 1;
    if (cpuRate > 1) await throttleCpu(await devtoolsOf(page), cpuRate);
    page.setDefaultTimeout(READY_TIMEOUT_MS[size] * cpuRate + 60_000);
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    const requests = watchRequests(page, plan.baseUrl);
    await routeBenchPage(page, plan.baseUrl, plan.pageDir, plan.tags);
    await page.goto(`${plan.baseUrl}${BENCH_PAGE_PATH}`);
    const ready = await page.evaluate(([id, expected, timeout]) => window.productBench.mountViewer(id, expected, timeout), [map.id, size * plan.scale, READY_TIMEOUT_MS[size] * cpuRate] as const);
    console.log(`  ${LABEL[size]}: ready ${round(ready.readyMs, 1)} ms (${ready.drawn} markers drawn, markerCount ${ready.markerCount ?? 'n/a'}), heap ${round(ready.heapMb, 1)} MB`);
    console.log(`    timeline (ms from mount): ${Object.entries(ready.timeline).map(([key, ms]) => `${key} ${Math.round(ms)}`).join(', ')}`);
    const run: SizeRun = { readyMs: ready.readyMs, heapMb: ready.heapMb };
    if (size === 100_000) {
      if (plan.pans) await screenshot(page, 'markers-product-viewer-100k');
      const feed = await page.evaluate((table) => window.productBench.feedBytes(table), map.table);
      if (!feed) throw new Error(`The viewer did not fetch the marker feed (objects/${map.table}/markers).`);
      run.feedBytes = feed.transfer;
      console.log(`  feed: ${feed.transfer} bytes transferred (${feed.body} encoded body, ${feed.decoded} decoded)`);
      if (plan.pans) {
        run.pan = await page.evaluate((n) => window.productBench.panViewer(n), plan.steps);
        console.log(`  viewer pan p95 ${round(percentile(run.pan, 95), 1)} ms`);
      }
      await page.evaluate(() => window.productBench.unmountViewer());
      const peer = await page.evaluate((table) => window.productBench.mountMaplibre(table), map.table);
      if (peer.points !== size * plan.scale) throw new Error(`MapLibre got ${peer.points} points from the marker feed, not ${size * plan.scale}.`);
      console.log(`  MapLibre: ready ${round(peer.readyMs, 1)} ms`);
      run.maplibreReadyMs = peer.readyMs;
      if (plan.pans) {
        await screenshot(page, 'markers-product-maplibre-100k');
        run.maplibrePan = await page.evaluate((n) => window.productBench.panMaplibre(n), plan.steps);
        console.log(`  MapLibre pan p95 ${round(percentile(run.maplibrePan, 95), 1)} ms`);
      }
    }
    const offSite = requests.offSite();
    if (offSite.length > 0) throw new Error(`The bench page fetched from outside the server: ${offSite.join(', ')}`);
    return run;
  } finally {
    await context.close();
  }
}

/**
 * `markers.product`: the product end to end. The real server (`api/server.ts`, PGlite in a
 * temporary folder) gets three maps on the calibrated world map with clustering on, whose
 * records tables receive 1k, 10k and 100k real places through the REST import; a page on the
 * server's origin loads the viewer script and mounts each map with `MapSVG.mount(el, { id })`,
 * timed until the container is `data-state="ready"` and the engine draws every record (single
 * or inside a cluster). At 100k also the heap, the marker feed's transfer size, pan steps, and
 * MapLibre clustering the same records fetched from the same server; then the 100k map once more
 * with the CPU slowed down 4 times (a phone), both alike. See bench/markers/README.md.
 */
export const productMarkersScenario: BenchScenario = {
  name: 'markers.product',
  async run({ quick, smoke }): Promise<BenchMetrics> {
    const steps = smoke ? 3 : quick ? 16 : 48;
    // The CI smoke makes every measurement on a hundredth of the records (labels unchanged).
    const scale = smoke ? 0.01 : 1;
    // Mounts per map (ready times and heap are medians); the 100k map's last mount also pans.
    const rounds = quick ? 1 : 3;
    const cities = loadCities();
    await buildProduct();
    const pageDir = await buildPageInTemp(path.join(here, 'page'), 'mapsvg-bench-markers-product');
    const tags = viewerTags(path.join(repoRoot, 'dist'));
    // No World cities demo records: they would be written in the background while the bench runs.
    const server = await startLoadServer('pglite', { MAPSVG_DEMO_CITIES: 'off' });
    let browser: Browser | null = null;
    try {
      const admin = await logIn(server.baseUrl, server.adminPassword);
      const maps = new Map<Size, { id: number; table: string }>();
      let import100kMs = Number.NaN;
      for (const size of SIZES) {
        const map = await createClusteredWorldMap(server.baseUrl, admin, `Bench ${LABEL[size]} places`);
        const ms = await importPlaces(server.baseUrl, admin, map.table, samplePlaces(cities, size * scale));
        console.log(`  imported ${size * scale} places into ${map.table} (map ${map.id}) in ${round(ms / 1000, 1)} s`);
        if (size === 100_000) import100kMs = ms;
        maps.set(size, map);
      }
      browser = await chromium.launch({
        executablePath: chromiumLaunchOptions.executablePath,
        args: [...chromiumLaunchOptions.args, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
      });
      const common = { baseUrl: server.baseUrl, pageDir, tags, steps, scale };
      const first = maps.get(1_000);
      // An untimed mount first: the browser's first page starts its GPU process and compiles the viewer.
      if (first) await mountOnce(browser, { ...common, map: first, size: 1_000, pans: false });
      const runs = new Map<Size, SizeRun[]>(SIZES.map((size) => [size, []]));
      for (let round_ = 0; round_ < rounds; round_++) {
        for (const size of SIZES) {
          const map = maps.get(size);
          if (!map) continue;
          const pans = size === 100_000 && round_ === rounds - 1;
          runs.get(size)?.push(await mountOnce(browser, { ...common, map, size, pans }));
        }
      }
      // A phone's CPU: the 100k map once more, the viewer and MapLibre both slowed down 4 times.
      const big100k = maps.get(100_000);
      const phone = big100k ? await mountOnce(browser, { ...common, map: big100k, size: 100_000, pans: false, cpuRate: PHONE_CPU_SLOWDOWN }) : null;
      const readyOf = (size: Size) => median(runs.get(size)?.map((run) => run.readyMs) ?? []);
      const big = runs.get(100_000) ?? [];
      const last = big[big.length - 1];
      const figures = {
        ready_ms_1k: round(readyOf(1_000), 1),
        ready_ms_10k: round(readyOf(10_000), 1),
        ready_ms_100k: round(readyOf(100_000), 1),
        heap_mb_1k: round(median(runs.get(1_000)?.map((run) => run.heapMb) ?? []), 1),
        heap_mb_100k: round(median(big.map((run) => run.heapMb)), 1),
        feed_bytes_100k: last?.feedBytes ?? Number.NaN,
        pan_p95_ms_100k: round(percentile(last?.pan ?? [], 95), 1),
        maplibre_ready_ms_100k: round(median(big.map((run) => run.maplibreReadyMs ?? Number.NaN)), 1),
        maplibre_pan_p95_ms_100k: round(percentile(last?.maplibrePan ?? [], 95), 1),
        import_100k_s: round(import100kMs / 1000, 1),
        ready_ms_100k_cpu4x: round(phone?.readyMs ?? Number.NaN, 1),
        maplibre_ready_ms_100k_cpu4x: round(phone?.maplibreReadyMs ?? Number.NaN, 1),
      };
      return {
        ...figures,
        ready_100k_vs_10k: round(figures.ready_ms_100k / figures.ready_ms_10k, 3),
        ready_100k_vs_maplibre: round(figures.ready_ms_100k / figures.maplibre_ready_ms_100k, 3),
        ready_100k_vs_maplibre_cpu4x: round(figures.ready_ms_100k_cpu4x / figures.maplibre_ready_ms_100k_cpu4x, 3),
        // The heap each marker adds beyond the page's baseline: the 1k map's heap, per marker added.
        heap_bytes_per_marker: round(((figures.heap_mb_100k - figures.heap_mb_1k) * 1024 * 1024) / (100_000 - 1_000), 0),
      } satisfies BenchMetrics;
    } finally {
      await browser?.close();
      const errors = server.errorLog().trim();
      if (errors) console.error(`  server log:\n${errors.slice(0, 2000)}`);
      await server.stop();
    }
  },
};
