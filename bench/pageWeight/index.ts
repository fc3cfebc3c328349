import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../playwright.config';
import { startLoadServer, type LoadServer } from '../load/serverProcess';
import { logIn, type AdminSession } from '../load/seed';
import { routeBenchPage, BENCH_PAGE_PATH } from '../markersProduct/benchPage';
import { percentile, round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';
import { coldFirstFrame } from './firstFrame';
import { gzipKb, scriptsOfPage, type ScriptDownload } from './pageWeight';
import { createRegionsMap, embedUrl, REGIONS_MAP_FILE } from './benchMaps';
import { largeMapLoads } from './largeMaps';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const API = '/wp-json/mapsvg/v1';


/** The product's browser build (`dist/`, what `npm start` serves), unless told to reuse it. */
export async function buildProduct(): Promise<void> {
  if (process.env.MAPSVG_BENCH_NO_BUILD === '1') return;
  await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'warn' });
}

/** The Leaflet and MapLibre pages, built for production (minified) as a site would ship them. */
async function buildPeerPages(): Promise<string> {
  const root = path.join(here, 'page');
  const outDir = path.join(tmpdir(), `mapsvg-bench-page-peers-${process.pid}`);
  await build({
    configFile: false, root, base: './', logLevel: 'warn', publicDir: false,
    build: {
      outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false,
      rollupOptions: { input: { leaflet: path.join(root, 'leaflet.html'), maplibre: path.join(root, 'maplibre.html') } },
    },
    worker: { format: 'es' },
  });
  return outDir;
}

/** The demo maps' ids by title, as the server seeded them. */
async function demoMapIds(baseUrl: string, admin: AdminSession): Promise<Map<string, number>> {
  const response = await fetch(`${baseUrl}${API}/maps?perpage=0`, { headers: { cookie: admin.cookie, 'x-wp-nonce': admin.nonce } });
  if (!response.ok) throw new Error(`The maps list answered ${response.status}`);
  const { maps } = await response.json() as { maps: Array<{ id: number; title: string }> };
  return new Map(maps.map((map) => [map.title, map.id]));
}

/** Chromium as the benchmarks launch it (system Chromium, software WebGL). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: chromiumLaunchOptions.args });
}

/** The product server with the demo seeded (no World cities records), the browser build made first. */
async function withServer<T>(work: (server: LoadServer, admin: AdminSession) => Promise<T>): Promise<T> {
  await buildProduct();
  const server = await startLoadServer('pglite', { MAPSVG_DEMO_CITIES: 'off' });
  try {
    return await work(server, await logIn(server.baseUrl, server.adminPassword));
  } finally {
    const errors = server.errorLog().trim();
    if (errors) console.error(`  server log:\n${errors.slice(0, 2000)}`);
    await server.stop();
  }
}

function logScripts(label: string, downloads: readonly ScriptDownload[]): void {
  console.log(`  ${label}: ${gzipKb(downloads)} kB gzipped JavaScript in ${downloads.length} files`);
  for (const item of [...downloads].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`    ${(item.gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${new URL(item.url).pathname}`);
  }
}

/**
 * `page.weight`: the gzipped JavaScript a fresh visitor downloads (every script response of the
 * page, workers included, counted in Chromium) for the public embed page of (a) a map of
 * regions only, (b) the store-locator demo (markers, directory, filters, clustering) and (c)
 * the counties choropleth, on the real server. Targets: (a) ≤ 180 kB, (b) ≤ 250 kB.
 */
export const pageWeightScenario: BenchScenario = {
  name: 'page.weight',
  async run(): Promise<BenchMetrics> {
    return withServer(async (server, admin) => {
      const ids = await demoMapIds(server.baseUrl, admin);
      const pages = {
        regions_kb_gz: await createRegionsMap(server.baseUrl, admin),
        store_locator_kb_gz: ids.get('United States'),
        choropleth_kb_gz: ids.get('US counties'),
      };
      const browser = await launch();
      try {
        const metrics: BenchMetrics = {};
        for (const [metric, id] of Object.entries(pages)) {
          if (id === undefined) throw new Error(`The demo map for ${metric} is missing.`);
          const downloads = await scriptsOfPage(browser, embedUrl(server.baseUrl, id));
          logScripts(metric, downloads);
          metrics[metric] = gzipKb(downloads);
        }
        return metrics;
      } finally {
        await browser.close();
      }
    });
  },
};

/**
 * `page.first_frame`: a cold first frame (fresh browser context, nothing cached) from navigation
 * to the presented first view of the regions-only map's embed page, against a Leaflet page and
 * a MapLibre GL JS page served from the same server and drawing the same map file. The three
 * run in turns, `rounds` times each, each first, second and third as often; medians. Targets: no
 * slower than Leaflet, faster than MapLibre.
 * The viewer's first view is its poster when it shows one (see `firstFrame.ts`); the engine's
 * own first frame, from which the map answers the pointer, is reported beside it
 * (`cold_engine_frame_ms`, `engine_vs_leaflet`), with the longest main-thread task that started
 * in the 1.5 s after it (`longest_task_after_engine_frame_ms`: what a first hover may wait for),
 * and the first view (the poster), the engine's frame and that task for maps of about 10× and 50×
 * the data (`large_map_…`, `huge_map_…`; see `largeMaps.ts`).
 */
export const pageFirstFrameScenario: BenchScenario = {
  name: 'page.first_frame',
  async run({ quick, smoke }): Promise<BenchMetrics> {
    const rounds = smoke ? 1 : quick ? 3 : 9;
    const peerDir = await buildPeerPages();
    return withServer(async (server, admin) => {
      const id = await createRegionsMap(server.baseUrl, admin);
      const browser = await launch();
      const samples: Record<'viewer' | 'engine' | 'leaflet' | 'maplibre', number[]> = { viewer: [], engine: [], leaflet: [], maplibre: [] };
      let posters = 0;
      const longestTasks: number[] = [];
      let largeMap: BenchMetrics = {};
      const peerUrl = (name: string) => `${server.baseUrl}${BENCH_PAGE_PATH}${name}.html?map=${encodeURIComponent(REGIONS_MAP_FILE)}`;
      try {
        // The peers' pages are served on the server's origin by the browser context's routes.
        const open = async (kind: 'viewer' | 'leaflet' | 'maplibre'): Promise<void> => {
          if (kind !== 'viewer') {
            samples[kind].push((await coldFirstFrame(browser, peerUrl(kind), false, (page) => routeBenchPage(page, server.baseUrl, peerDir, ''))).ms);
            return;
          }
          const frame = await coldFirstFrame(browser, embedUrl(server.baseUrl, id), true, null);
          samples.viewer.push(frame.ms);
          samples.engine.push(frame.engineMs ?? frame.ms);
          if (frame.posterMs !== null && frame.posterMs !== undefined) posters += 1;
          longestTasks.push(frame.longestTaskAfterFrameMs ?? 0);
        };
        const kinds = ['viewer', 'leaflet', 'maplibre'] as const;
        // An untimed round first: the browser's GPU process starts and its caches warm.
        for (const kind of kinds) await open(kind);
        for (const list of Object.values(samples)) list.length = 0;
        longestTasks.length = 0;
        posters = 0;
        // Each page opens first, second and third equally often, so none always follows the same
        // page (whose teardown, its GPU context above all, may still be running).
        for (let round_ = 0; round_ < rounds; round_++) {
          for (let turn = 0; turn < kinds.length; turn++) await open(kinds[(round_ + turn) % kinds.length]!);
        }
        largeMap = await largeMapLoads(browser, server.baseUrl, admin, quick ? 1 : 3);
      } finally {
        await browser.close();
      }
      const median = (kind: keyof typeof samples) => round(percentile(samples[kind], 50), 1);
      for (const kind of Object.keys(samples) as Array<keyof typeof samples>) console.log(`  ${kind}: ${samples[kind].map((ms) => Math.round(ms)).join(', ')} ms`);
      console.log(`  the viewer showed its poster first in ${posters} of ${rounds} loads`);
      console.log(`  longest main-thread task after the engine's frame: ${longestTasks.map((ms) => Math.round(ms)).join(', ')} ms`);
      const figures = {
        cold_first_frame_ms: median('viewer'),
        cold_engine_frame_ms: median('engine'),
        leaflet_cold_first_frame_ms: median('leaflet'),
        maplibre_cold_first_frame_ms: median('maplibre'),
      };
      return {
        ...figures,
        vs_leaflet: round(figures.cold_first_frame_ms / figures.leaflet_cold_first_frame_ms, 3),
        engine_vs_leaflet: round(figures.cold_engine_frame_ms / figures.leaflet_cold_first_frame_ms, 3),
        vs_maplibre: round(figures.cold_first_frame_ms / figures.maplibre_cold_first_frame_ms, 3),
        longest_task_after_engine_frame_ms: round(percentile(longestTasks, 50), 1),
        ...largeMap,
      };
    });
  },
};
