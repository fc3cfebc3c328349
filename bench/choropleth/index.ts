import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
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

/** Where the page's Recolour button sits (below the 960×600 map). */
const RECOLOR_BUTTON = { x: 60, y: 625 };

/**
 * Recolours by a real click on the page's button, `rounds` times after one warm-up, and returns
 * the browser's input-to-presentation time of each (Event Timing), for whichever map is mounted.
 */
async function clickRecolorRounds(page: Page, rounds: number): Promise<number[]> {
  const samples: number[] = [];
  for (let r = 0; r <= rounds; r += 1) {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
    await page.evaluate((n) => window.choroplethBench.armClickRecolor(n), 100 + r);
    await page.mouse.click(RECOLOR_BUTTON.x, RECOLOR_BUTTON.y);
    const ms = await page.evaluate(() => window.choroplethBench.clickPresentedMs());
    if (r > 0) samples.push(ms);
  }
  return samples;
}

/**
 * `choropleth.counties`: every one of the 3,141 counties gets a new value and the map is redrawn.
 *
 * - `recolor_all_ms` / `svgdom_recolor_all_ms` (the headline): a real click on a button gives
 *   every county a new value; the engine computes the colours and rewrites its palette texture
 *   (the frame cache colours its region-index image through it, so no geometry is drawn), the
 *   peer, the SVG DOM the old product used, sets every path's fill. The figure is the browser's
 *   own Event Timing duration of the click: input to the presentation of the frame after it,
 *   raster and compositing included, alike for both (the hover figures of `regions.*` are
 *   measured the same way).
 * - `recolor_all_inpage_ms` / `svgdom_recolor_all_inpage_ms`: the same change timed in the page,
 *   the engine's frame fenced, the DOM until the second animation frame after the change; the
 *   DOM figure leaves out raster and compositing, which is why it is not the headline.
 * - `frame_only_ms` is a fenced frame with nothing changed (the floor) and `full_redraw_ms` one
 *   that draws every mesh again (what a settled view change costs).
 */
/** Region counts the classification is timed at: the counties, the 50x map, and 38,000. */
const CLASSIFY_SIZES = { classify_ms: 3141, classify_50x_ms: 18_858, classify_38k_ms: 38_000 } as const;

/**
 * Classifying the values in 9 natural-breaks classes (the costliest method) in the page, p50
 * over the rounds after one warm-up, for each size (target: under 50 ms).
 */
async function classifyRounds(page: Page, rounds: number): Promise<Record<string, number>> {
  const metrics: Record<string, number> = {};
  for (const [name, count] of Object.entries(CLASSIFY_SIZES)) {
    await page.evaluate((n) => window.choroplethBench.classify(n, 0), count);
    const samples: number[] = [];
    for (let r = 1; r <= rounds; r += 1) samples.push(await page.evaluate(([n, round]) => window.choroplethBench.classify(n, round), [count, r] as const));
    metrics[name] = round(percentile(samples, 50), 2);
  }
  console.log(`  classify p50: ${Object.entries(metrics).map(([name, ms]) => `${name} ${ms} ms`).join(', ')}`);
  return metrics;
}

export const countiesChoroplethScenario: BenchScenario = {
  name: 'choropleth.counties',
  async run({ quick, smoke }): Promise<BenchMetrics> {
    const rounds = smoke ? 1 : quick ? 6 : 20;
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
      const engineClickMs = await clickRecolorRounds(page, rounds);
      const frameMs: number[] = [];
      for (let r = 0; r < rounds; r += 1) frameMs.push(await page.evaluate(() => window.choroplethBench.frameOnly()));
      const redrawMs: number[] = [];
      for (let r = 0; r < rounds; r += 1) redrawMs.push(await page.evaluate(() => window.choroplethBench.fullRedraw()));
      const paths = await page.evaluate((u) => window.choroplethBench.mountSvg(u), url);
      await page.evaluate(() => window.choroplethBench.recolorSvg(0));
      for (let r = 1; r <= rounds; r += 1) svgMs.push((await page.evaluate((n) => window.choroplethBench.recolorSvg(n), r)).ms);
      const svgClickMs = await clickRecolorRounds(page, rounds);
      await page.evaluate(() => window.choroplethBench.dispose());
      const classify = await classifyRounds(page, rounds);
      const engine = percentile(engineClickMs, 50);
      const svg = percentile(svgClickMs, 50);
      console.log(`  ${regions} regions: click to screen p50, engine ${engine} ms, SVG DOM ${svg} ms (${paths} paths)`);
      console.log(`  in page p50: engine ${round(percentile(engineMs, 50), 1)} ms, SVG DOM ${round(percentile(svgMs, 50), 1)} ms`);
      return {
        recolor_all_ms: engine,
        svgdom_recolor_all_ms: svg,
        speedup_vs_svgdom: round(svg / engine, 2),
        recolor_all_inpage_ms: round(percentile(engineMs, 50), 2),
        svgdom_recolor_all_inpage_ms: round(percentile(svgMs, 50), 2),
        speedup_inpage_vs_svgdom: round(percentile(svgMs, 50) / percentile(engineMs, 50), 2),
        recolor_compute_ms: round(percentile(computeMs, 50), 2),
        recolor_set_colors_ms: round(percentile(setMs, 50), 2),
        frame_only_ms: round(percentile(frameMs, 50), 2),
        full_redraw_ms: round(percentile(redrawMs, 50), 2),
        ...classify,
        recolor_all_p95_ms: percentile(engineClickMs, 95),
        recolor_all_inpage_p95_ms: round(percentile(engineMs, 95), 2),
        regions,
        rounds,
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
