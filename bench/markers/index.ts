import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildPageInTemp } from '../pageBuild';
import { loadCities } from '../../fixtures/scripts/cities';
import { chromiumLaunchOptions } from '../../playwright.config';
import { startStaticServer } from '../regions/server';
import { percentile, round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';
import { screenshot, watchRequests } from './pageChecks';
import { devtoolsOf, mainThreadMsPerStep, PHONE_CPU_SLOWDOWN, throttleCpu } from './slowDevice';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAPS_DIR = path.join(here, '..', '..', 'fixtures', 'maps');
/** The most DOM markers the peer is given: beyond it a page spends seconds per frame. */
const DOM_MARKER_CAP = 10_000;

function buildPage(): Promise<string> {
  return buildPageInTemp(path.join(here, 'page'), 'mapsvg-bench-markers');
}

/**
 * Chromium flags that stop tying frames to the display's refresh: each frame starts as soon as
 * the previous one is out, so a pan step lasts as long as its frame takes to produce (script,
 * layout, raster, compositing, GPU), not a whole number of 16.7 ms intervals.
 */
const UNTHROTTLED_FLAGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

/** Clustered pan steps of the engine, Leaflet.markercluster and MapLibre with unthrottled frames. */
async function unthrottledClusterPans(url: string, values: number[], steps: number): Promise<{ engine: number[]; leaflet: number[]; maplibre: number[] }> {
  const browser = await chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: [...chromiumLaunchOptions.args, ...UNTHROTTLED_FLAGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 660 }, deviceScaleFactor: 1 });
    page.setDefaultTimeout(600_000);
    await page.goto(`${url}/`);
    await page.evaluate((v) => window.markersBench.setPoints(v), values);
    await page.evaluate(() => window.markersBench.mountEngine(true, '/maps/geo-calibrated-world.svg'));
    const engine = await page.evaluate((n) => window.markersBench.panEngine(n, 2), steps);
    await page.evaluate(() => window.markersBench.mountLeaflet());
    const leaflet = await page.evaluate((n) => window.markersBench.panLeaflet(n), steps);
    await page.evaluate(() => window.markersBench.mountMaplibre());
    const maplibre = await page.evaluate((n) => window.markersBench.panMaplibre(n), steps);
    await page.evaluate(() => window.markersBench.dispose());
    console.log(`  unthrottled frames: engine clustered pan p95 ${round(percentile(engine, 95), 1)} ms, Leaflet.markercluster ${round(percentile(leaflet, 95), 1)} ms, MapLibre ${round(percentile(maplibre, 95), 1)} ms`);
    return { engine, leaflet, maplibre };
  } finally {
    await browser.close();
  }
}

/**
 * Clustered pan steps of the engine, Leaflet.markercluster and MapLibre with the page's CPU
 * slowed {@link PHONE_CPU_SLOWDOWN} times (a busy phone), each mounted before the slow-down so
 * the figures are the pans alone.
 */
async function phoneCpuClusterPans(url: string, values: number[], steps: number): Promise<{ engine: number[]; leaflet: number[]; maplibre: number[] }> {
  const browser = await chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: [...chromiumLaunchOptions.args] });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 660 }, deviceScaleFactor: 1 });
    page.setDefaultTimeout(600_000);
    const devtools = await devtoolsOf(page);
    await page.goto(`${url}/`);
    await page.evaluate((v) => window.markersBench.setPoints(v), values);
    const slowPans = async (pan: () => Promise<number[]>) => {
      await throttleCpu(devtools, PHONE_CPU_SLOWDOWN);
      try {
        return await pan();
      } finally {
        await throttleCpu(devtools, 1);
      }
    };
    await page.evaluate(() => window.markersBench.mountEngine(true, '/maps/geo-calibrated-world.svg'));
    await page.evaluate(() => window.markersBench.prepareEnginePan(2));
    const engine = await slowPans(() => page.evaluate((n) => window.markersBench.panEngineSteps(n), steps));
    await page.evaluate(() => window.markersBench.mountLeaflet());
    const leaflet = await slowPans(() => page.evaluate((n) => window.markersBench.panLeaflet(n), steps));
    await page.evaluate(() => window.markersBench.mountMaplibre());
    const maplibre = await slowPans(() => page.evaluate((n) => window.markersBench.panMaplibre(n), steps));
    await page.evaluate(() => window.markersBench.dispose());
    console.log(`  CPU ${PHONE_CPU_SLOWDOWN}x slower: engine clustered pan p95 ${round(percentile(engine, 95), 1)} ms, Leaflet.markercluster ${round(percentile(leaflet, 95), 1)} ms, MapLibre ${round(percentile(maplibre, 95), 1)} ms`);
    return { engine, leaflet, maplibre };
  } finally {
    await browser.close();
  }
}

/**
 * `markers.cities`: every place of the cities data set (~171k) as a marker on the calibrated
 * world map. The engine, clustered and not, against DOM markers moved by CSS transforms (the
 * replaced product's way, capped at 10,000), Leaflet with Leaflet.markercluster, MapLibre GL JS
 * clustering a GeoJSON source, and deck.gl drawing every place unclustered; plus the
 * clustering worker's index build against raw supercluster and the cost of a cluster update.
 * Pan figures are per step: a 40 px move made inside an animation frame until it is drawn
 * (fenced for the WebGL implementations). See bench/markers/README.md.
 */
export const citiesMarkersScenario: BenchScenario = {
  name: 'markers.cities',
  async run({ quick, smoke }): Promise<BenchMetrics> {
    const steps = smoke ? 3 : quick ? 16 : 48;
    // deck.gl redraws every place each frame (seconds under SwiftShader): the first steps of the loop.
    const deckSteps = smoke ? 2 : quick ? 6 : 16;
    const cities = loadCities();
    const values = cities.flatMap((city) => [city.lng, city.lat]);
    const dist = await buildPage();
    const server = await startStaticServer(dist, MAPS_DIR);
    const browser = await chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: [...chromiumLaunchOptions.args, '--enable-precise-memory-info'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 660 }, deviceScaleFactor: 1 });
      page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
      const devtools = await devtoolsOf(page);
      const requests = watchRequests(page, server.url);
      page.setDefaultTimeout(600_000);
      await page.goto(`${server.url}/`);
      const count = await page.evaluate((v) => window.markersBench.setPoints(v), values);
      console.log(`  ${count} places, ${steps} pan steps per implementation (deck.gl: the first ${deckSteps})`);
      const build = await page.evaluate(() => window.markersBench.clusterBuild());
      const clustered = await page.evaluate(() => window.markersBench.mountEngine(true, '/maps/geo-calibrated-world.svg'));
      await page.evaluate(() => window.markersBench.prepareEnginePan(2));
      const { result: enginePan, perStepMs: engineStepCost } = await mainThreadMsPerStep(devtools, steps, () => page.evaluate((n) => window.markersBench.panEngineSteps(n), steps));
      console.log(`  engine clustered: first frame ${round(clustered.firstFrameMs, 1)} ms, pan p95 ${round(percentile(enginePan, 95), 1)} ms, main thread ${round(engineStepCost, 2)} ms per step`);
      const plain = await page.evaluate(() => window.markersBench.mountEngine(false, '/maps/geo-calibrated-world.svg'));
      const plainPan = await page.evaluate((n) => window.markersBench.panEngine(n, 2), steps);
      console.log(`  engine unclustered: first frame ${round(plain.firstFrameMs, 1)} ms, pan p95 ${round(percentile(plainPan, 95), 1)} ms`);
      const deck = await page.evaluate(() => window.markersBench.mountDeck());
      await screenshot(page, 'markers-cities-deckgl');
      const deckPan = await page.evaluate(([n, limit]) => window.markersBench.panDeck(n, limit), [steps, deckSteps] as const);
      console.log(`  deck.gl (${deck.count}, zoom ${round(deck.view.zoom, 2)}): first frame ${round(deck.firstFrameMs, 1)} ms, pan p95 ${round(percentile(deckPan, 95), 1)} ms`);
      const domCount = await page.evaluate((cap) => window.markersBench.mountDom(cap), DOM_MARKER_CAP);
      const domPan = await page.evaluate((n) => window.markersBench.panDom(n), steps);
      console.log(`  DOM markers (${domCount}): pan p95 ${round(percentile(domPan, 95), 1)} ms`);
      await page.evaluate(() => window.markersBench.mountLeaflet());
      const { result: leafletPan, perStepMs: leafletStepCost } = await mainThreadMsPerStep(devtools, steps, () => page.evaluate((n) => window.markersBench.panLeaflet(n), steps));
      const leafletFencedPan = await page.evaluate((n) => window.markersBench.panLeaflet(n, true), steps);
      console.log(`  Leaflet.markercluster: pan p95 ${round(percentile(leafletPan, 95), 1)} ms, fenced on the GPU process ${round(percentile(leafletFencedPan, 95), 1)} ms, main thread ${round(leafletStepCost, 2)} ms per step`);
      const maplibre = await page.evaluate(() => window.markersBench.mountMaplibre());
      await screenshot(page, 'markers-cities-maplibre');
      const { result: maplibrePan, perStepMs: maplibreStepCost } = await mainThreadMsPerStep(devtools, steps, () => page.evaluate((n) => window.markersBench.panMaplibre(n), steps));
      console.log(`  MapLibre clusters (zoom ${round(maplibre.view.zoom, 2)}, ${maplibre.drawnPlaces} places drawn): ready ${round(maplibre.readyMs, 1)} ms, pan p95 ${round(percentile(maplibrePan, 95), 1)} ms`);
      await page.evaluate(() => window.markersBench.dispose());
      const offline = requests.offSite();
      if (offline.length > 0) throw new Error(`The bench page fetched from outside the bench server: ${offline.join(', ')}`);
      const unthrottled = await unthrottledClusterPans(server.url, values, steps);
      const phoneCpu = await phoneCpuClusterPans(server.url, values, steps);
      const figures = {
        engine_first_frame_ms: round(clustered.firstFrameMs, 1),
        engine_pan_p95_ms: round(percentile(enginePan, 95), 1),
        engine_unclustered_first_frame_ms: round(plain.firstFrameMs, 1),
        engine_unclustered_pan_p95_ms: round(percentile(plainPan, 95), 1),
        dom_markers_pan_p95_ms: round(percentile(domPan, 95), 1),
        dom_markers_count: domCount,
        leaflet_cluster_pan_p95_ms: round(percentile(leafletPan, 95), 1),
        leaflet_cluster_pan_p95_fenced_ms: round(percentile(leafletFencedPan, 95), 1),
        cluster_build_ms: round(build.ours, 1),
        supercluster_raw_build_ms: round(build.raw, 1),
        cluster_update_p95_ms: round(percentile(build.updates, 95), 1),
        heap_mb: round(plain.heapMb, 1),
        markers: count,
        deckgl_first_frame_ms: round(deck.firstFrameMs, 1),
        deckgl_pan_p95_ms: round(percentile(deckPan, 95), 1),
        maplibre_cluster_ready_ms: round(maplibre.readyMs, 1),
        maplibre_cluster_pan_p95_ms: round(percentile(maplibrePan, 95), 1),
        engine_pan_p95_unthrottled_ms: round(percentile(unthrottled.engine, 95), 1),
        leaflet_cluster_pan_p95_unthrottled_ms: round(percentile(unthrottled.leaflet, 95), 1),
        maplibre_cluster_pan_p95_unthrottled_ms: round(percentile(unthrottled.maplibre, 95), 1),
        engine_pan_main_thread_ms: round(engineStepCost, 2),
        leaflet_cluster_pan_main_thread_ms: round(leafletStepCost, 2),
        maplibre_cluster_pan_main_thread_ms: round(maplibreStepCost, 2),
        engine_pan_p95_cpu4x_ms: round(percentile(phoneCpu.engine, 95), 1),
        leaflet_cluster_pan_p95_cpu4x_ms: round(percentile(phoneCpu.leaflet, 95), 1),
        maplibre_cluster_pan_p95_cpu4x_ms: round(percentile(phoneCpu.maplibre, 95), 1),
      };
      return {
        ...figures,
        cluster_build_ratio: round(figures.cluster_build_ms / figures.supercluster_raw_build_ms, 3),
        engine_to_dom_pan_ratio: round(figures.engine_pan_p95_ms / figures.dom_markers_pan_p95_ms, 3),
        engine_cluster_pan_vs_leaflet: round(figures.engine_pan_p95_ms / figures.leaflet_cluster_pan_p95_ms, 3),
        engine_cluster_pan_vs_leaflet_fenced: round(figures.engine_pan_p95_ms / figures.leaflet_cluster_pan_p95_fenced_ms, 3),
        engine_cluster_pan_vs_maplibre: round(figures.engine_pan_p95_ms / figures.maplibre_cluster_pan_p95_ms, 3),
        engine_cluster_pan_vs_leaflet_unthrottled: round(figures.engine_pan_p95_unthrottled_ms / figures.leaflet_cluster_pan_p95_unthrottled_ms, 3),
        engine_cluster_pan_vs_maplibre_unthrottled: round(figures.engine_pan_p95_unthrottled_ms / figures.maplibre_cluster_pan_p95_unthrottled_ms, 3),
        engine_pan_main_thread_vs_leaflet: round(figures.engine_pan_main_thread_ms / figures.leaflet_cluster_pan_main_thread_ms, 3),
        engine_cluster_pan_vs_leaflet_cpu4x: round(figures.engine_pan_p95_cpu4x_ms / figures.leaflet_cluster_pan_p95_cpu4x_ms, 3),
        engine_cluster_pan_vs_maplibre_cpu4x: round(figures.engine_pan_p95_cpu4x_ms / figures.maplibre_cluster_pan_p95_cpu4x_ms, 3),
        engine_unclustered_pan_vs_deckgl: round(figures.engine_unclustered_pan_p95_ms / figures.deckgl_pan_p95_ms, 3),
        engine_first_frame_vs_deckgl: round(figures.engine_unclustered_first_frame_ms / figures.deckgl_first_frame_ms, 3),
      } satisfies BenchMetrics;
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
