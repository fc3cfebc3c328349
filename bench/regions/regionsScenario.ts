import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright.config';
import { percentile, round } from '../results';
import type { BenchMetrics, BenchScenario } from '../scenario';
import { buildBenchPage } from './build';
import type { HitTestReport, HoverPoint, MountReport } from './page/api';
import { IMPLS, type ImplName } from './page/types';
import { startStaticServer } from './server';
import { rotate } from './stats';

const MAPS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'maps');
/** The page is a bit larger than the 960×600 map so the pointer can rest off the map. */
const PAGE_SIZE = { width: 1000, height: 660 };
const PARK = { x: 990, y: 650 };
/**
 * Peer warnings that say nothing about the figures: our one-pixel canvas fence reads back, and
 * pixi's teardown order when a peer is disposed.
 */
const KNOWN_NOISE = [/willReadFrequently/, /PixiJS Warning: +\[BindGroup\]/];

interface Plan {
  rounds: number;
  /** First frames timed to presentation, per implementation and round (each a fresh mount). */
  firstFramesPerRound: number;
  gestureFrames: number;
  hoversPerRound: number;
  hitTestPoints: number;
  hitTestRepeats: number;
}

const QUICK: Plan = { rounds: 1, firstFramesPerRound: 1, gestureFrames: 8, hoversPerRound: 2, hitTestPoints: 2_000, hitTestRepeats: 20 };
/** The CI smoke: every measurement made once or twice. */
const SMOKE: Plan = { rounds: 1, firstFramesPerRound: 1, gestureFrames: 3, hoversPerRound: 1, hitTestPoints: 200, hitTestRepeats: 2 };
const FULL: Plan = { rounds: 3, firstFramesPerRound: 5, gestureFrames: 24, hoversPerRound: 4, hitTestPoints: 10_000, hitTestRepeats: 20 };

type Samples = Record<ImplName, number[]>;

function emptySamples(): Samples {
  return { engine: [], svgdom: [], leaflet_svg: [], leaflet_canvas: [], pixi_naive: [] };
}

/** One hover probe: rest the pointer off the map, arm, move onto the point, read the latency. */
async function hoverProbe(page: Page, point: HoverPoint): Promise<{ ms: number; presentedMs: number; match: boolean } | null> {
  await page.mouse.move(PARK.x, PARK.y);
  await page.evaluate(() => window.bench.settle());
  await page.evaluate(() => window.bench.armHover());
  await page.mouse.move(point.x, point.y);
  const sample = await page.evaluate((timeout) => window.bench.hoverResult(timeout), 5_000);
  if (!sample) return null;
  return { ms: sample.ms, presentedMs: sample.presentedMs, match: sample.id === point.id };
}

/**
 * The region-layer benchmark for one map: the engine against the SVG DOM peer, Leaflet (SVG and
 * Canvas renderers) and naive pixi.js, alternating in rounds in one Chromium page. See
 * bench/regions/README.md for what each figure measures.
 */
export function regionsScenario(name: string, file: string): BenchScenario {
  return {
    name,
    async run({ quick, smoke }): Promise<BenchMetrics> {
      const plan = smoke ? SMOKE : quick ? QUICK : FULL;
      const dist = await buildBenchPage();
      const server = await startStaticServer(dist, MAPS_DIR);
      const browser = await chromium.launch({
        executablePath: chromiumLaunchOptions.executablePath,
        args: [...chromiumLaunchOptions.args, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
      });
      try {
        const page = await browser.newPage({ viewport: PAGE_SIZE, deviceScaleFactor: 1 });
        page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          if (KNOWN_NOISE.some((pattern) => pattern.test(message.text()))) return;
          console.error(`  page ${message.type()}: ${message.text()}`);
        });
        await page.goto(`${server.url}/`);
        return await measure(page, `/maps/${file}`, plan);
      } finally {
        await browser.close();
        await server.close();
      }
    },
  };
}

async function measure(page: Page, url: string, plan: Plan): Promise<BenchMetrics> {
  const prepared = await page.evaluate((address) => window.bench.prepare(address), url);
  const points = await page.evaluate((count) => window.bench.hoverPoints(count, 7), plan.rounds * plan.hoversPerRound);
  if (points.length < plan.rounds * plan.hoversPerRound) throw new Error(`only ${points.length} hover points found`);
  console.log(`  ${prepared.regions} regions, ${plan.rounds} rounds × ${plan.gestureFrames} frames, ${plan.hoversPerRound} hovers a round`);
  const firstFrames = emptySamples();
  const firstFramesInPage = emptySamples();
  const frames = emptySamples();
  const hovers = emptySamples();
  const hoversPresented = emptySamples();
  const engineMounts: MountReport[] = [];
  let hitTest: HitTestReport | null = null;
  let mismatches = 0;
  for (let r = 0; r < plan.rounds; r += 1) {
    for (const impl of rotate(IMPLS, r)) {
      // First the time to a presented first frame, in a fresh document; then the mount that the
      // gesture, hover and hit tests use.
      const presented: number[] = [];
      for (let k = 0; k < plan.firstFramesPerRound; k += 1) {
        const ms = await page.evaluate((which) => window.bench.presentedFirstFrame(which), impl);
        if (Number.isFinite(ms)) presented.push(ms);
        else console.warn(`  ${impl}: no first frame was presented within the time limit`);
      }
      firstFrames[impl].push(...presented);
      const mount = await page.evaluate((which) => window.bench.mount(which), impl);
      firstFramesInPage[impl].push(mount.firstFrameMs);
      if (impl === 'engine') {
        engineMounts.push(mount);
        hitTest ??= await page.evaluate(([count, repeats]) => window.bench.hitTest(count, repeats, 11), [plan.hitTestPoints, plan.hitTestRepeats] as const);
      }
      const gesture = await page.evaluate((count) => window.bench.gesture(count), plan.gestureFrames);
      frames[impl].push(...gesture);
      for (const point of points.slice(r * plan.hoversPerRound, (r + 1) * plan.hoversPerRound)) {
        const probe = await hoverProbe(page, point);
        if (!probe) {
          console.warn(`  ${impl}: no highlight for ${point.id} at ${point.x},${point.y}`);
          continue;
        }
        if (!probe.match) mismatches += 1;
        hovers[impl].push(probe.ms);
        hoversPresented[impl].push(probe.presentedMs);
      }
      await page.evaluate(() => window.bench.dispose());
      console.log(`  round ${r + 1} ${impl}: first frame presented ${presented.map((ms) => round(ms, 0)).join(', ')} ms (in page ${round(mount.firstFrameMs, 1)}), pan p50 ${round(percentile(gesture, 50), 1)} ms`);
    }
  }
  const metrics: BenchMetrics = {};
  for (const impl of IMPLS) {
    // First frame is judged at its presentation (the browser's first contentful paint); the
    // in-page figure stops before raster and compositing for the DOM peers.
    metrics[`${impl}_first_frame_ms`] = round(percentile(firstFrames[impl], 50), 1);
    metrics[`${impl}_first_frame_inpage_ms`] = round(percentile(firstFramesInPage[impl], 50), 1);
    metrics[`${impl}_pan_p95_ms`] = round(percentile(frames[impl], 95), 1);
    // Hover is judged by the browser's own Event Timing (input to presented frame); the in-page
    // figure stops at the frame's fence or paint and misses raster and compositing.
    metrics[`${impl}_hover_ms`] = round(percentile(hoversPresented[impl], 50), 1);
    metrics[`${impl}_hover_inpage_ms`] = round(percentile(hovers[impl], 50), 1);
  }
  const perCall = hitTest?.perCallUs ?? [];
  metrics.hit_test_p50_us = round(percentile(perCall, 50), 2);
  metrics.hit_test_p99_us = round(percentile(perCall, 99), 2);
  metrics.draw_calls = engineMounts[0]?.drawCalls ?? Number.NaN;
  metrics.heap_mb = round(percentile(engineMounts.map((m) => m.heapMb ?? Number.NaN), 50), 1);
  metrics.load_longest_task_ms = round(percentile(engineMounts.map((m) => m.longestTaskMs), 50), 1);
  // Diagnostics beside the required figures.
  metrics.load_longest_task_max_ms = round(Math.max(...engineMounts.map((m) => m.longestTaskMs)), 1);
  for (const step of Object.keys(engineMounts[0]?.loadSteps ?? {})) {
    metrics[`load_step_${step.replace(/\W+/g, '_')}_ms`] = round(percentile(engineMounts.map((m) => m.loadSteps?.[step] ?? Number.NaN), 50), 1);
  }
  metrics.heap_page_baseline_mb = round(percentile(engineMounts.map((m) => m.heapBeforeMb ?? Number.NaN), 50), 1);
  metrics.gl_draw_calls_per_frame = engineMounts[0]?.glDrawCalls ?? Number.NaN;
  metrics.regions = prepared.regions;
  metrics.pan_frames_per_impl = frames.engine.length;
  metrics.hover_probes_per_impl = Math.min(...IMPLS.map((impl) => hovers[impl].length));
  metrics.hover_wrong_region = mismatches;
  metrics.hit_test_on_region_share = hitTest ? round(hitTest.onRegion / Math.max(1, perCall.length), 3) : Number.NaN;
  return metrics;
}
