import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildPageInTemp } from '../pageBuild';
import { chromiumLaunchOptions } from '../../playwright.config';
import { percentile, round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';
import { startStaticServer } from '../regions/server';
export type { ChoroplethBenchApi } from './page/main';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAPS_DIR = path.join(here, '..', '..', 'fixtures', 'maps');

function buildPage(): Promise<string> {
  return buildPageInTemp(path.join(here, 'page'), 'mapsvg-bench-choropleth');
}

/**
 * `choropleth.counties`: every one of the 3,141 counties gets a new value and the map is redrawn.
 * The engine computes the colours, rewrites its palette texture and draws the next frame, fenced
 * (`recolor_all_ms`): the frame cache colours its region-index image through the new palette, so
 * no geometry is drawn. `frame_only_ms` is a fenced frame with nothing changed (the floor) and
 * `full_redraw_ms` one that draws every mesh again (what a settled view change costs); the peer, the SVG DOM the old product used, sets every path's fill and
 * waits until the change is on screen (`svgdom_recolor_all_ms`). Rounds alternate in one page.
 */
export const countiesChoroplethScenario: BenchScenario = {
  name: 'choropleth.counties',
  async run({ quick }): Promise<BenchMetrics> {
    const rounds = quick ? 6 : 20;
    const dist = await buildPage();
    const server = await startStaticServer(dist, MAPS_DIR);
    const browser = await chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: chromiumLaunchOptions.args });
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 660 }, deviceScaleFactor: 1 });
      page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
      await page.goto(`${server.url}/`);
      const url = '/maps/not-calibrated-usa-counties.svg';
      const engineMs: number[] = [];
      const computeMs: number[] = [];
      const setMs: number[] = [];
      const svgMs: number[] = [];
      const regions = await page.evaluate((u) => window.choroplethBench.mountEngine(u), url);
      // One warm-up round each: shader compile and first style resolution are not steady state.
      await page.evaluate(() => window.choroplethBench.recolorEngine(0));
      for (let r = 1; r <= rounds; r += 1) {
        const sample = await page.evaluate((n) => window.choroplethBench.recolorEngine(n), r);
        engineMs.push(sample.ms);
        computeMs.push(sample.computeMs);
        setMs.push(sample.setMs);
      }
      const frameMs: number[] = [];
      for (let r = 0; r < rounds; r += 1) frameMs.push(await page.evaluate(() => window.choroplethBench.frameOnly()));
      const redrawMs: number[] = [];
      for (let r = 0; r < rounds; r += 1) redrawMs.push(await page.evaluate(() => window.choroplethBench.fullRedraw()));
      const paths = await page.evaluate((u) => window.choroplethBench.mountSvg(u), url);
      await page.evaluate(() => window.choroplethBench.recolorSvg(0));
      for (let r = 1; r <= rounds; r += 1) svgMs.push((await page.evaluate((n) => window.choroplethBench.recolorSvg(n), r)).ms);
      await page.evaluate(() => window.choroplethBench.dispose());
      const engine = percentile(engineMs, 50);
      const svg = percentile(svgMs, 50);
      console.log(`  ${regions} regions: engine p50 ${round(engine, 1)} ms, SVG DOM p50 ${round(svg, 1)} ms (${paths} paths)`);
      return {
        recolor_all_ms: round(engine, 2),
        svgdom_recolor_all_ms: round(svg, 2),
        speedup_vs_svgdom: round(svg / engine, 2),
        recolor_compute_ms: round(percentile(computeMs, 50), 2),
        recolor_set_colors_ms: round(percentile(setMs, 50), 2),
        frame_only_ms: round(percentile(frameMs, 50), 2),
        full_redraw_ms: round(percentile(redrawMs, 50), 2),
        recolor_all_p95_ms: round(percentile(engineMs, 95), 2),
        regions,
        rounds,
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
