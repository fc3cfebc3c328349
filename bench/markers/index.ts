import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildPageInTemp } from '../pageBuild';
import { loadCities } from '../../fixtures/scripts/cities';
import { chromiumLaunchOptions } from '../../playwright.config';
import { startStaticServer } from '../regions/server';
import { percentile, round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAPS_DIR = path.join(here, '..', '..', 'fixtures', 'maps');
/** The most DOM markers the peer is given: beyond it a page spends seconds per frame. */
const DOM_MARKER_CAP = 10_000;

function buildPage(): Promise<string> {
  return buildPageInTemp(path.join(here, 'page'), 'mapsvg-bench-markers');
}

/**
 * `markers.cities`: every place of the cities data set (~171k) as a marker on the calibrated
 * world map. The engine, clustered and not, against DOM markers moved by CSS transforms (the
 * replaced product's way, capped at 10,000) and Leaflet with Leaflet.markercluster; plus the
 * clustering worker's index build against raw supercluster and the cost of a cluster update.
 * Pan figures are per step: a 40 px move made inside an animation frame until it is drawn
 * (fenced for the engine).
 */
export const citiesMarkersScenario: BenchScenario = {
  name: 'markers.cities',
  async run({ quick }): Promise<BenchMetrics> {
    const steps = quick ? 16 : 48;
    const cities = loadCities();
    const values = cities.flatMap((city) => [city.lng, city.lat]);
    const dist = await buildPage();
    const server = await startStaticServer(dist, MAPS_DIR);
    const browser = await chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: [...chromiumLaunchOptions.args, '--enable-precise-memory-info'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 660 }, deviceScaleFactor: 1 });
      page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
      page.setDefaultTimeout(600_000);
      await page.goto(`${server.url}/`);
      const count = await page.evaluate((v) => window.markersBench.setPoints(v), values);
      console.log(`  ${count} places, ${steps} pan steps per implementation`);
      const build = await page.evaluate(() => window.markersBench.clusterBuild());
      const clustered = await page.evaluate(() => window.markersBench.mountEngine(true, '/maps/geo-calibrated-world.svg'));
      const enginePan = await page.evaluate((n) => window.markersBench.panEngine(n, 2), steps);
      console.log(`  engine clustered: first frame ${round(clustered.firstFrameMs, 1)} ms, pan p95 ${round(percentile(enginePan, 95), 1)} ms`);
      const plain = await page.evaluate(() => window.markersBench.mountEngine(false, '/maps/geo-calibrated-world.svg'));
      const plainPan = await page.evaluate((n) => window.markersBench.panEngine(n, 2), steps);
      console.log(`  engine unclustered: first frame ${round(plain.firstFrameMs, 1)} ms, pan p95 ${round(percentile(plainPan, 95), 1)} ms`);
      const domCount = await page.evaluate((cap) => window.markersBench.mountDom(cap), DOM_MARKER_CAP);
      const domPan = await page.evaluate((n) => window.markersBench.panDom(n), steps);
      console.log(`  DOM markers (${domCount}): pan p95 ${round(percentile(domPan, 95), 1)} ms`);
      await page.evaluate(() => window.markersBench.mountLeaflet());
      const leafletPan = await page.evaluate((n) => window.markersBench.panLeaflet(n), steps);
      console.log(`  Leaflet.markercluster: pan p95 ${round(percentile(leafletPan, 95), 1)} ms`);
      await page.evaluate(() => window.markersBench.dispose());
      const figures = {
        engine_first_frame_ms: round(clustered.firstFrameMs, 1),
        engine_pan_p95_ms: round(percentile(enginePan, 95), 1),
        engine_unclustered_first_frame_ms: round(plain.firstFrameMs, 1),
        engine_unclustered_pan_p95_ms: round(percentile(plainPan, 95), 1),
        dom_markers_pan_p95_ms: round(percentile(domPan, 95), 1),
        dom_markers_count: domCount,
        leaflet_cluster_pan_p95_ms: round(percentile(leafletPan, 95), 1),
        cluster_build_ms: round(build.ours, 1),
        supercluster_raw_build_ms: round(build.raw, 1),
        cluster_update_p95_ms: round(percentile(build.updates, 95), 1),
        heap_mb: round(plain.heapMb, 1),
        markers: count,
      };
      return {
        ...figures,
        cluster_build_ratio: round(figures.cluster_build_ms / figures.supercluster_raw_build_ms, 3),
        engine_to_dom_pan_ratio: round(figures.engine_pan_p95_ms / figures.dom_markers_pan_p95_ms, 3),
      } satisfies BenchMetrics;
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
