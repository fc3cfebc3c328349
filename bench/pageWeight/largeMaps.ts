import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import type { AdminSession } from '../load/seed';
import { percentile, round } from '../results';
import type { BenchMetrics } from '../scenario';
import { createRegionsMap, embedUrl } from './benchMaps';
import { coldFirstFrame } from './firstFrame';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The US counties (1.35 MB, 3,143 regions): about 9× the USA map's bytes and 60× its regions. */
const COUNTIES_FILE = '/maps/not-calibrated-usa-counties.svg';
const COUNTIES_PATH = path.resolve(here, '..', '..', 'fixtures', 'maps', 'not-calibrated-usa-counties.svg');
const API = '/wp-json/mapsvg/v1';

/**
 * The counties' map tiled `columns` × `rows` times (each copy's ids suffixed, so every county is
 * a region of its own): 3 × 2 copies make 8 MB and 18,858 regions, about 50× the USA map's
 * bytes, under the 10 MB an upload may have.
 */
export function tiledCounties(columns: number, rows: number): string {
  const text = readFileSync(COUNTIES_PATH, 'utf8');
  const width = Number(/\swidth="([\d.]+)"/.exec(text)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(text)?.[1]);
  const body = text.slice(text.indexOf('<path'), text.lastIndexOf('</svg>'));
  const copies: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const copy = copies.length;
      copies.push(`<g transform="translate(${column * width},${row * height})">${body.replace(/\sid="([^"]+)"/g, ` id="$1-${copy}"`)}</g>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${columns * width}" height="${rows * height}">\n${copies.join('\n')}\n</svg>\n`;
}

/** Uploads a map file as an admin does (the map-files endpoint); resolves with its path on the site. */
async function uploadMapFile(baseUrl: string, admin: AdminSession, name: string, svg: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([svg], { type: 'image/svg+xml' }), name);
  const response = await fetch(`${baseUrl}${API}/map-files`, { method: 'POST', headers: { cookie: admin.cookie, 'x-wp-nonce': admin.nonce }, body: form });
  if (!response.ok) throw new Error(`The map file upload answered ${response.status}: ${await response.text()}`);
  const { file } = await response.json() as { file: { path: string } };
  return file.path;
}

interface LargeMapFigures {
  firstView: number;
  engine: number;
  longestTask: number;
}

async function coldLoads(browser: Browser, url: string, loads: number, label: string): Promise<LargeMapFigures> {
  const firstViews: number[] = [];
  const engine: number[] = [];
  const longestTasks: number[] = [];
  for (let load = 0; load < loads; load++) {
    const frame = await coldFirstFrame(browser, url, true, null);
    firstViews.push(frame.ms);
    engine.push(frame.engineMs ?? frame.ms);
    longestTasks.push(frame.longestTaskAfterFrameMs ?? 0);
  }
  const list = (values: number[]) => values.map(Math.round).join(', ');
  console.log(`  ${label}: first view (poster) ${list(firstViews)} ms; engine's frame ${list(engine)} ms; longest task after it ${list(longestTasks)} ms`);
  const median = (values: number[]) => round(percentile(values, 50), 1);
  return { firstView: median(firstViews), engine: median(engine), longestTask: median(longestTasks) };
}

/**
 * Cold loads of regions-only maps of about 10× (the US counties) and 50× (the counties tiled,
 * uploaded through the REST API) the USA map's data: medians of the first view (the poster), of
 * the engine's frame and of the longest main-thread task that started in the 1.5 s after it,
 * which should not grow with the map.
 */
export async function largeMapLoads(browser: Browser, baseUrl: string, admin: AdminSession, loads: number): Promise<BenchMetrics> {
  const large = await coldLoads(browser, embedUrl(baseUrl, await createRegionsMap(baseUrl, admin, COUNTIES_FILE)), loads, 'US counties (10×)');
  const hugeFile = await uploadMapFile(baseUrl, admin, 'counties-tiled.svg', tiledCounties(3, 2));
  const huge = await coldLoads(browser, embedUrl(baseUrl, await createRegionsMap(baseUrl, admin, hugeFile)), loads, 'US counties tiled 3 × 2 (50×)');
  return {
    large_map_cold_first_frame_ms: large.firstView,
    large_map_cold_engine_frame_ms: large.engine,
    large_map_longest_task_after_engine_frame_ms: large.longestTask,
    huge_map_cold_first_frame_ms: huge.firstView,
    huge_map_cold_engine_frame_ms: huge.engine,
    huge_map_longest_task_after_engine_frame_ms: huge.longestTask,
  };
}
