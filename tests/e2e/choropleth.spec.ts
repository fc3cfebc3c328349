import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { computeChoroplethColors, choroplethRange, defaultMapOptions, parseColor } from '../../domain/index';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { mountTestMap, openSitePage } from '../support/mapPage';

const COUNTIES = 'not-calibrated-usa-counties.svg';
const mapsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'maps');

/** Deterministic values for every county id in the file (a few ids left without data). */
function countyValues(): Record<string, number> {
  const text = readFileSync(path.join(mapsDir, COUNTIES), 'utf8');
  const ids = [...new Set([...text.matchAll(/\sid="(\d{5})"/g)].map((m) => m[1] ?? ''))];
  const values: Record<string, number> = {};
  ids.forEach((id, i) => {
    if (i % 97 === 0) return;
    values[id] = Math.round(((Number(id) * 7919) % 10007) * 1.5);
  });
  return values;
}

function regionData(values: Record<string, number>, field: string, other?: Record<string, number>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([id, v]) => [id, { data: { [field]: v, ...(other ? { other: other[id] } : {}) } }]));
}

interface Probe { id: string; x: number; y: number }

/** Label points (poles of inaccessibility) of regions with at least 2 px of the region around them. */
async function roomyLabelPoints(page: Page): Promise<Probe[]> {
  return page.evaluate(() => {
    const engine = (window as unknown as { testMap: { engine: {
      regions(): Array<{ id: string }>; labelPoint(id: string): { x: number; y: number } | null;
      mapToScreen(p: object): { x: number; y: number }; regionAt(p: object): string | null;
    } } }).testMap.engine;
    const probes: Array<{ id: string; x: number; y: number }> = [];
    for (const { id } of engine.regions()) {
      const point = engine.labelPoint(id);
      if (!point) continue;
      const s = engine.mapToScreen(point);
      const x = Math.floor(s.x) + 0.5;
      const y = Math.floor(s.y) + 0.5;
      const around = [[0, 0], [2, 0], [-2, 0], [0, 2], [0, -2], [2, 2], [-2, -2], [2, -2], [-2, 2]];
      if (around.every(([dx, dy]) => engine.regionAt({ x: x + (dx ?? 0), y: y + (dy ?? 0) }) === id)) probes.push({ id, x: Math.floor(s.x), y: Math.floor(s.y) });
    }
    return probes;
  });
}

async function screenshotPng(page: Page, width: number, height: number): Promise<PNG> {
  return PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width, height } }));
}

function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (y * png.width + x) * 4;
  return [png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0];
}

function rgb(color: string): [number, number, number] {
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`not a colour: ${color}`);
  return [parsed.r, parsed.g, parsed.b];
}

function expectedColors(ids: readonly string[], values: Record<string, number>): Map<string, string | null> {
  const coloring = defaultMapOptions(1).choropleth.coloring;
  coloring.gradient.values = choroplethRange(Object.values(values));
  return computeChoroplethColors(new Map(ids.map((id) => [id, values[id]])), { on: true, coloring });
}

async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('choropleth', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  test('colours each of the 3,143 counties by its value, read back at its label point', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1600, height: 1050 });
    const errors = collectConsoleErrors(page);
    const values = countyValues();
    await mountTestMap(page, { file: COUNTIES, width: 1600, height: 1000, options: {
      colors: { stroke: '#ffffff', base: '#00ff00' },
      choropleth: { on: true, sourceField: 'people', coloring: { legend: { on: false } } },
      regions: regionData(values, 'people'),
    } });
    await nextFrames(page);
    const ids = await page.evaluate(() => (window as unknown as { testMap: { engine: { regions(): Array<{ id: string }> } } }).testMap.engine.regions().map((r) => r.id));
    // The file has 3,143 paths: 3,141 counties with ids, plus a border line and an inset frame.
    expect(ids.length).toBe(3141);
    const expected = expectedColors(ids, values);
    const probes = await roomyLabelPoints(page);
    expect(probes.length).toBeGreaterThan(2500);
    const png = await screenshotPng(page, 1600, 1000);
    const wrong: string[] = [];
    let noData = 0;
    for (const probe of probes) {
      const want = rgb(expected.get(probe.id) ?? '#000');
      if (values[probe.id] === undefined) noData += 1;
      const got = pixel(png, probe.x, probe.y);
      if (got.some((channel, i) => Math.abs(channel - (want[i] ?? 0)) > 2)) wrong.push(`${probe.id}: ${got} != ${want}`);
    }
    expect(noData).toBeGreaterThan(10);
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the legend shows the recomputed range, and the field selector recolours live', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 700, height: 440, options: {
      choropleth: { on: true, sourceField: 'sales', sourceFieldSelect: { on: true, variants: ['sales', 'other'] }, coloring: { legend: { on: true, title: 'Sales', layout: 'horizontal' } } },
      regions: { 'US-TX': { data: { sales: 0, other: 1000 } }, 'US-KS': { data: { sales: 1000, other: 0 } }, 'US-CA': { data: { sales: 500, other: '' } } },
    } });
    const legend = page.getByRole('region', { name: 'Sales' });
    await expect(legend).toContainText('200.00');
    await expect(legend).toContainText('800.00');
    await expect(legend).toContainText('No data');
    const probe = async (id: string) => {
      const point = await page.evaluate((regionId) => {
        const engine = (window as unknown as { testMap: { engine: { labelPoint(id: string): object | null; mapToScreen(p: object): { x: number; y: number } } } }).testMap.engine;
        return engine.mapToScreen(engine.labelPoint(regionId) ?? {});
      }, id);
      await nextFrames(page);
      return pixel(await screenshotPng(page, 700, 440), Math.round(point.x), Math.round(point.y));
    };
    expect(await probe('US-TX')).toEqual([0x55, 0, 0]);
    expect(await probe('US-KS')).toEqual([0xee, 0, 0]);
    await page.getByLabel('Show').selectOption('other');
    await expect.poll(() => probe('US-TX')).toEqual([0xee, 0, 0]);
    expect(await probe('US-KS')).toEqual([0x55, 0, 0]);
    expect(await probe('US-CA')).toEqual([0x99, 0x99, 0x99]);
  });

  test('the downloaded PNG holds the map and, in its corner, the legend with its colour scale', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 700, height: 440, options: {
      controls: { zoom: false, downloadPng: true },
      choropleth: { on: true, sourceField: 'sales', coloring: { legend: { on: true, title: 'Sales', layout: 'horizontal', container: 'bottom-left' } } },
      regions: { 'US-TX': { data: { sales: 0 } }, 'US-KS': { data: { sales: 1000 } } },
    } });
    await expect(page.getByRole('region', { name: 'Sales' })).toContainText('800.00');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const png = PNG.sync.read(readFileSync(await (await download).path()));
    expect([png.width, png.height]).toEqual([700, 440]);
    // The legend's five chunks, as the page shows them, lie along one row near the bottom-left.
    const chunks = await page.locator('.mapsvg-legend-chunk').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor.match(/\d+/g)?.slice(0, 3).join(',') ?? ''));
    expect(chunks).toHaveLength(5);
    let rowY = -1;
    for (let y = png.height - 1; y > png.height - 120 && rowY < 0; y -= 1) {
      const row = Array.from({ length: 220 }, (_, x) => pixel(png, x, y).join(','));
      if (chunks.every((chunk) => row.includes(chunk))) rowY = y;
    }
    expect(rowY).toBeGreaterThan(png.height - 120);
    // The map itself is there too: Kansas, the highest value, in the high colour.
    const kansas = await page.evaluate(() => {
      const engine = (window as unknown as { testMap: { engine: { labelPoint(id: string): object | null; mapToScreen(p: object): { x: number; y: number } } } }).testMap.engine;
      return engine.mapToScreen(engine.labelPoint('US-KS') ?? {});
    });
    expect(pixel(png, Math.round(kansas.x), Math.round(kansas.y))).toEqual([0xee, 0, 0]);
  });

  test('the downloaded PNG puts the legend where the page shows it: in its chosen corner, or beside the map for a sidebar', async ({ page }) => {
    const regions = { 'US-TX': { data: { sales: 0 } }, 'US-KS': { data: { sales: 1000 } } };
    const download = async (): Promise<PNG> => {
      const file = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PNG' }).click();
      return PNG.sync.read(readFileSync(await (await file).path()));
    };
    const chunkColors = () => page.locator('.mapsvg-legend-chunk').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor.match(/\d+/g)?.slice(0, 3).join(',') ?? ''));
    /** The rows of the picture (within the columns from..to) holding every colour of the legend's scale. */
    const scaleRows = (png: PNG, chunks: string[], from: number, to: number): number[] => {
      const rows: number[] = [];
      for (let y = 0; y < png.height; y += 1) {
        const row = Array.from({ length: to - from }, (_, x) => pixel(png, from + x, y).join(','));
        if (chunks.every((chunk) => row.includes(chunk))) rows.push(y);
      }
      return rows;
    };

    // Top-right corner: the scale lies over the map, at its top right.
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 700, height: 440, options: {
      controls: { zoom: false, downloadPng: true },
      choropleth: { on: true, sourceField: 'sales', coloring: { legend: { on: true, title: 'Sales', layout: 'horizontal', container: 'top-right' } } },
      regions,
    } });
    await expect(page.getByRole('region', { name: 'Sales' })).toContainText('800.00');
    const cornerPng = await download();
    expect([cornerPng.width, cornerPng.height]).toEqual([700, 440]);
    const cornerChunks = await chunkColors();
    expect(cornerChunks).toHaveLength(5);
    const topRight = scaleRows(cornerPng, cornerChunks, 700 - 230, 700);
    expect(topRight.length).toBeGreaterThan(0);
    expect(Math.max(...topRight)).toBeLessThan(120);
    expect(scaleRows(cornerPng, cornerChunks, 0, 350)).toEqual([]);

    // The right sidebar: the page shows the legend beside the map, and so does the picture,
    // wider than the map's drawing, which stays whole (Kansas in the high colour).
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 700, height: 440, options: {
      controls: { zoom: false, downloadPng: true },
      choropleth: { on: true, sourceField: 'sales', coloring: { legend: { on: true, title: 'Sales', layout: 'horizontal', container: 'rightSidebar' } } },
      regions,
    } });
    await expect(page.locator('[data-container="rightSidebar"]').getByRole('region', { name: 'Sales' })).toContainText('800.00');
    const canvasWidth = await page.locator('#engine-host canvas').first().evaluate((canvas) => canvas.getBoundingClientRect().width);
    const sidebarPng = await download();
    expect(sidebarPng.width).toBeGreaterThan(Math.round(canvasWidth) + 150);
    const besideChunks = await chunkColors();
    expect(scaleRows(sidebarPng, besideChunks, Math.round(canvasWidth), sidebarPng.width).length).toBeGreaterThan(0);
    expect(scaleRows(sidebarPng, besideChunks, 0, Math.round(canvasWidth))).toEqual([]);
    const kansas = await page.evaluate(() => {
      const engine = (window as unknown as { testMap: { engine: { labelPoint(id: string): object | null; mapToScreen(p: object): { x: number; y: number } } } }).testMap.engine;
      return engine.mapToScreen(engine.labelPoint('US-KS') ?? {});
    });
    expect(pixel(sidebarPng, Math.round(kansas.x), Math.round(kansas.y))).toEqual([0xee, 0, 0]);
  });

  test('bubbles are sized by value and a click on a bubble selects its region', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 700, height: 440, options: {
      colors: { selected: '#2255cc' },
      choropleth: { on: true, sourceField: 'n', bubbleMode: true, coloring: { legend: { on: false } } },
      regions: { 'US-RI': { data: { n: 100 } }, 'US-TX': { data: { n: 0 } }, 'US-KS': { data: { n: 50 } } },
    } });
    // The viewer's choropleth overlay (a chunk of its own) puts the bubbles on once the map is ready.
    await expect.poll(() => page.evaluate(() => (window as unknown as { testMap: { engine: { debug: { bubbleCount: number } } } }).testMap.engine.debug.bubbleCount)).toBe(3);
    const facts = await page.evaluate(() => {
      const engine = (window as unknown as { testMap: { engine: {
        labelPoint(id: string): object | null; mapToScreen(p: object): { x: number; y: number }; regionAt(p: object): string | null; debug: { bubbleCount: number };
      } } }).testMap.engine;
      const ri = engine.mapToScreen(engine.labelPoint('US-RI') ?? {});
      // 17 px east of Rhode Island's bubble centre: inside its 40 px bubble, outside the state.
      const edge = { x: ri.x + 17, y: ri.y };
      return { count: engine.debug.bubbleCount, edge, hit: engine.regionAt(edge), ri };
    });
    expect(facts.count).toBe(3);
    expect(facts.hit).toBe('US-RI');
    const png = await screenshotPng(page, 700, 440);
    expect(pixel(png, Math.round(facts.ri.x), Math.round(facts.ri.y))).toEqual([0xee, 0, 0]);
    await page.mouse.click(facts.edge.x, facts.edge.y);
    await expect(page.locator('[role="option"][data-region-id="US-RI"]')).toHaveAttribute('aria-selected', 'true');
  });

  test('marker bubbles sit on their markers, drawn in their colour, and a click on one clicks its marker', async ({ page }) => {
    await mountTestMap(page, { file: 'geo-calibrated-usa.svg', width: 700, height: 440, options: {
      markers: [{ id: 'record_7', geoPoint: { lat: 39.05, lng: -95.68 }, title: 'Topeka' }],
    } });
    const facts = await page.evaluate(async () => {
      const engine = (window as unknown as { testMap: { engine: {
        markers(): Array<{ id: string; svgPoint: { x: number; y: number } }>; mapToScreen(p: object): { x: number; y: number };
        setMarkerBubbles(b: Map<string, object>): void; on(name: string, fn: (p: { id: string }) => void): () => void;
        markersSettled(): Promise<void>; debug: { markerBubbleCount: number; renderNow(): void };
      } } }).testMap.engine;
      await engine.markersSettled();
      engine.setMarkerBubbles(new Map([['record_7', { size: 40, color: '#00aa00', value: 5 }], ['record_nowhere', { size: 40, color: '#00aa00', value: 1 }]]));
      // A map whose options show no bubbles loads their code on this first call: they appear when it arrives.
      while (engine.debug.markerBubbleCount === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      engine.debug.renderNow();
      const marker = engine.markers().find((m) => m.id === 'record_7');
      const centre = engine.mapToScreen(marker?.svgPoint ?? {});
      const clicks: string[] = [];
      engine.on('markerClick', ({ id }) => clicks.push(id));
      (window as unknown as { markerClicks: string[] }).markerClicks = clicks;
      return { count: engine.debug.markerBubbleCount, centre };
    });
    // A bubble per marker that exists; the one for a missing marker is skipped.
    expect(facts.count).toBe(1);
    // 16 px right of the marker's point: inside the 40 px bubble, clear of the pin.
    const edge = { x: Math.round(facts.centre.x + 16), y: Math.round(facts.centre.y) };
    const png = await screenshotPng(page, 700, 440);
    expect(pixel(png, edge.x, edge.y)).toEqual([0, 0xaa, 0]);
    await page.mouse.click(edge.x, edge.y);
    await expect.poll(() => page.evaluate(() => (window as unknown as { markerClicks: string[] }).markerClicks)).toEqual(['record_7']);
  });

  test('region labels from the template never overlap, and more appear when zoomed in', async ({ page }) => {
    test.setTimeout(120_000);
    await mountTestMap(page, { file: COUNTIES, width: 900, height: 570, options: {
      labelsRegions: { on: true },
      templates: { labelRegion: 'C{{id}}' },
    } });
    const boxesNow = () => page.evaluate(() => (window as unknown as { testMap: { engine: { debug: { labelBoxes(): Array<{ id: string; x: number; y: number; width: number; height: number }> } } } }).testMap.engine.debug.labelBoxes());
    const overlapping = (boxes: Awaited<ReturnType<typeof boxesNow>>) => boxes.flatMap((p, i) => boxes.slice(i + 1)
      .filter((q) => p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height)
      .map((q) => `${p.id}/${q.id}`));
    // Labels are placed once their text is measured, which a loaded machine may finish after the map is ready.
    await expect.poll(async () => (await boxesNow()).length, { timeout: 20_000 }).toBeGreaterThan(20);
    const atFit = await boxesNow();
    expect(atFit.length).toBeLessThan(3143);
    expect(overlapping(atFit)).toEqual([]);
    await nextFrames(page);
    // The text is drawn: dark pixels inside a label box.
    const png = await screenshotPng(page, 900, 570);
    const first = atFit[0]!;
    let dark = 0;
    for (let y = Math.ceil(first.y); y < first.y + first.height; y += 1) {
      for (let x = Math.ceil(first.x); x < first.x + first.width; x += 1) if (pixel(png, x, y)[0] < 100) dark += 1;
    }
    expect(dark).toBeGreaterThan(5);
    await page.evaluate(() => (window as unknown as { testMap: { engine: { zoomTo(level: number): boolean } } }).testMap.engine.zoomTo(3));
    const zoomed = await boxesNow();
    expect(zoomed.length).toBeGreaterThan(atFit.length / 2);
    expect(overlapping(zoomed)).toEqual([]);
    const shownIds = new Set(zoomed.map((box) => box.id));
    expect(atFit.filter((box) => !shownIds.has(box.id)).length).toBeGreaterThan(0);
  });
});
