import type { BrowserContext } from '@playwright/test';
import { loadDemoCities, WORLD_CITIES_TITLE } from '../../api/services/demoCities';
import { startLoadServer, type LoadServer } from '../load/serverProcess';
import { logIn, type AdminSession } from '../load/seed';
import { buildProduct, launch } from '../pageWeight/index';
import { percentile, round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';
import { loadManyMaps, type ManyMapsLoad } from './manyMapsLoad';

const API = '/wp-json/mapsvg/v1';
/**
 * Both pages are the server's demo page as it answered once, served by the browser context on
 * the server's origin (the code, files and data still come from the server): the server's time
 * to write the page (about 150 ms, most of it the maps' start data) is not counted for one and
 * not the other.
 */
const PAGE_PATHS = { page: '/bench-many-maps', single: '/bench-single-map' } as const;

/** Waits until the server has written every World cities record (it seeds them after listening). */
async function worldCitiesSeeded(baseUrl: string, admin: AdminSession): Promise<void> {
  const headers = { cookie: admin.cookie, 'x-wp-nonce': admin.nonce };
  const expected = loadDemoCities().length;
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    const list = await fetch(`${baseUrl}${API}/maps?perpage=0`, { headers });
    const { maps } = await list.json() as { maps: Array<{ id: number; title: string }> };
    const cities = maps.find((map) => map.title === WORLD_CITIES_TITLE);
    if (cities) {
      const last = await fetch(`${baseUrl}${API}/objects/objects_${cities.id}?perpage=1&sort[0][field]=id&sort[0][order]=desc`);
      const { objects } = await last.json() as { objects?: Array<{ id: number }> };
      if ((objects?.[0]?.id ?? 0) >= expected) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('World cities was not seeded within 10 minutes.');
}

/** The demo page with every map but the top one taken out (the same page, code and styles). */
function topMapAlone(demoHtml: string): string {
  let seen = 0;
  return demoHtml.replace(/<section class="demo-map"[\s\S]*?<\/section>/g, (section) => (seen++ === 0 ? section : ''));
}

/** The server with the demo seeded, World cities included unless `withCities` is false. */
async function withDemoServer<T>(withCities: boolean, work: (server: LoadServer) => Promise<T>): Promise<T> {
  await buildProduct();
  const server = await startLoadServer('pglite', { MAPSVG_DEMO_CITIES: withCities ? 'on' : 'off' });
  try {
    const admin = await logIn(server.baseUrl, server.adminPassword);
    if (withCities) await worldCitiesSeeded(server.baseUrl, admin);
    return await work(server);
  } finally {
    const errors = server.errorLog().trim();
    if (errors) console.error(`  server log:\n${errors.slice(0, 2000)}`);
    await server.stop();
  }
}

/**
 * `page.many_maps`: the demo home page (every demo map, World cities' 171k records seeded) cold
 * at 1280×800 from the real server (see `PAGE_PATHS`), against the same page with its top map
 * alone, in turns
 * (`rounds` each, alternating which goes first); medians.
 * - `first_visible_ready_ms`: navigation start to the top map's `data-state="ready"`.
 * - `all_ready_ms`: navigation start to the last map ready, the page read down as a visitor
 *   would: each map is scrolled into view as soon as the maps above it are ready (so a map
 *   that waits for the visitor counts from when it was scrolled to, not from page load).
 * - `longest_task_ms`: the longest main-thread task (PerformanceObserver `longtask`) from
 *   navigation start to `all_ready_ms`.
 * Targets: `first_visible_vs_single` ≤ 1.2, `longest_task_ms` < 100. The smoke runs without
 * World cities.
 */
export const pageManyMapsScenario: BenchScenario = {
  name: 'page.many_maps',
  async run({ quick, smoke }): Promise<BenchMetrics> {
    const rounds = smoke ? 1 : quick ? 3 : 7;
    return withDemoServer(!smoke, async (server) => {
      const demoHtml = await (await fetch(`${server.baseUrl}/`)).text();
      const bodies = { page: demoHtml, single: topMapAlone(demoHtml) };
      const browser = await launch();
      const samples: Record<'page' | 'single', ManyMapsLoad[]> = { page: [], single: [] };
      try {
        const open = async (kind: 'page' | 'single'): Promise<void> => {
          const url = `${server.baseUrl}${PAGE_PATHS[kind]}`;
          const serve = async (context: BrowserContext): Promise<void> => void await context.route(url, (route) => route.fulfill({ body: bodies[kind], contentType: 'text/html; charset=utf-8' }));
          samples[kind].push(await loadManyMaps(browser, url, serve));
        };
        // An untimed round first: the browser's GPU process starts and the server's caches warm.
        if (!smoke) for (const kind of ['page', 'single'] as const) await open(kind);
        samples.page.length = 0;
        samples.single.length = 0;
        for (let turn = 0; turn < rounds; turn++) {
          const order = turn % 2 === 0 ? (['page', 'single'] as const) : (['single', 'page'] as const);
          for (const kind of order) await open(kind);
        }
      } finally {
        await browser.close();
      }
      const median = (kind: 'page' | 'single', figure: keyof ManyMapsLoad) => round(percentile(samples[kind].map((load) => load[figure]), 50), 1);
      for (const kind of ['page', 'single'] as const) {
        console.log(`  ${kind}: ${samples[kind].map((load) => `first ${Math.round(load.firstReadyMs)} / all ${Math.round(load.allReadyMs)} / task ${Math.round(load.longestTaskMs)} ms (${load.maps} maps)`).join('; ')}`);
      }
      const figures = {
        first_visible_ready_ms: median('page', 'firstReadyMs'),
        all_ready_ms: median('page', 'allReadyMs'),
        longest_task_ms: median('page', 'longestTaskMs'),
        single_map_ready_ms: median('single', 'firstReadyMs'),
        single_map_longest_task_ms: median('single', 'longestTaskMs'),
        maps: samples.page[0]?.maps ?? 0,
      };
      return { ...figures, first_visible_vs_single: round(figures.first_visible_ready_ms / figures.single_map_ready_ms, 3) };
    });
  },
};
