import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { logIn, uploadUsaMap } from './support/admin';
import { expect, test } from './support/fixtures';
import { mountOptionsMap } from './support/viewerMount';
import { mapById, mapPageUrl, overlap, selectedRegions, waitReady } from './support/viewerPage';
import { openSitePage } from '../support/mapPage';

test.use({ viewport: { width: 1280, height: 800 } });

/** The seeded "US counties" map's id. */
async function countiesMapId(page: Page, url: string): Promise<number> {
  const { maps } = await (await page.request.get(`${url}/wp-json/mapsvg/v1/maps/`)).json() as { maps: Array<{ id: number; title: string }> };
  const counties = maps.find((map) => map.title === 'US counties');
  if (!counties) throw new Error('the demo has no US counties map');
  return counties.id;
}

/** A phone's page: 390x844, touch. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

test('on a phone the counties legend and the data table are usable: the table opens, scrolls, a tapped row selects its county', async ({ browser, server }) => {
  test.setTimeout(150_000);
  const page = await phonePage(browser);
  const mapId = await countiesMapId(page, server.url);
  await page.goto(mapPageUrl(server.url, mapId));
  const map = mapById(page, mapId);
  await waitReady(map);

  // The legend (its classes, as the demo or an earlier spec left them, and no data) inside the
  // phone's width, clear of the zoom buttons.
  const legend = map.getByRole('region', { name: 'US counties' });
  // It starts folded to its title, leaving the phone's small map clear; a tap opens it.
  const toggle = legend.getByRole('button', { name: 'US counties' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(legend.getByRole('listitem')).toHaveCount(0);
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(legend.getByRole('listitem').filter({ hasText: 'No data' })).toHaveCount(1);
  expect(await legend.getByRole('listitem').count()).toBeGreaterThan(3);
  // Once the map has its size (the corners follow it).
  await expect.poll(() => overlap(legend, map.getByRole('group', { name: 'Map zoom' }))).toBe(false);
  await expect.poll(() => overlap(legend, map.getByRole('button', { name: 'Data table' }))).toBe(false);
  // Taller than the phone's map leaves it, it stays on the map and scrolls to its last entry.
  const legendBox = await legend.boundingBox();
  expect(legendBox && legendBox.x >= 0 && legendBox.x + legendBox.width <= 390).toBe(true);
  const wrapBox = await map.locator('.mapsvg-wrap').boundingBox();
  expect(legendBox && wrapBox && legendBox.y + legendBox.height <= wrapBox.y + wrapBox.height + 1).toBe(true);
  const noData = legend.getByRole('listitem').filter({ hasText: 'No data' });
  await noData.scrollIntoViewIfNeeded();
  await expect(noData).toBeInViewport();
  // The demo names its regions counties.
  await expect(map.getByRole('listbox')).toHaveAccessibleDescription(/^3,1\d\d counties coloured by population in \d [a-z-]+ classes; highest: /);

  await map.getByRole('button', { name: 'Data table' }).tap();
  const table = map.getByRole('region', { name: 'Data table' });
  await expect(table.getByRole('table', { name: /^Counties and their population, 3,?1\d\d rows$/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'County' })).toBeVisible();
  const tableBox = await table.boundingBox();
  expect(tableBox && tableBox.x >= 0 && tableBox.x + tableBox.width <= 390).toBe(true);
  // It scrolls within its panel to the last row of the page and the page buttons.
  const next = table.getByRole('button', { name: 'Next page' });
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport();
  await next.tap();
  await expect(table.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await table.getByRole('searchbox', { name: 'Search the data table' }).fill('Los Angeles');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: /^Los Angeles/ }).tap();
  await expect.poll(() => selectedRegions(page, mapId)).toEqual(['06037']);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("an admin names a map's regions; the public map's description and data table speak of them, on a desktop and on a phone", async ({ page, browser, server }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page);
  await page.getByRole('button', { name: 'General' }).click();
  const preview = page.locator('.admin-preview .mapsvg');
  await waitReady(preview);
  await expect(preview.getByRole('listbox')).toHaveAccessibleDescription(/^Map of \d+ regions\./);
  await page.getByLabel('Name of one region (e.g. county; empty: region)').fill('state');
  await page.getByLabel('Name of several regions (e.g. counties; empty: regions)').fill('states');
  await expect(preview.getByRole('listbox')).toHaveAccessibleDescription(/^Map of \d+ states\./);
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  for (const visitor of [page, await phonePage(browser)]) {
    await visitor.goto(mapPageUrl(server.url, mapId));
    const map = mapById(visitor, mapId);
    await waitReady(map);
    // A map of regions alone starts with the engine only; reaching it (as a screen reader's
    // focus does) brings the viewer with the description and the data table.
    await map.getByRole('listbox').focus();
    await expect(map.getByRole('listbox')).toHaveAccessibleDescription(/^Map of \d+ states\./);
    await map.getByRole('button', { name: 'Data table' }).click();
    const table = map.getByRole('region', { name: 'Data table' });
    await expect(table.getByRole('table', { name: /^States, \d+ rows$/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'State' })).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
  }
});

test('an admin puts the counties legend, vertical with its histogram, in the right sidebar; the public map shows it there, clear of the map and its controls, on a desktop and on a phone', async ({ page, browser, server }) => {
  test.setTimeout(240_000);
  await logIn(page, server.url);
  const mapId = await countiesMapId(page, server.url);
  await page.goto(`${server.url}/admin/#/maps/${mapId}/editor`);
  const preview = page.locator('.admin-preview .mapsvg');
  await waitReady(preview);
  await page.getByRole('button', { name: 'Choropleth' }).click();
  await page.getByLabel('Colouring').selectOption('gradient');
  await page.getByLabel('Gradient scale').selectOption('log');
  await page.getByLabel('Legend layout').selectOption('vertical');
  await page.getByLabel('Legend position').selectOption('rightSidebar');
  await expect(preview.locator('.mapsvg-rightSidebar').getByRole('region', { name: 'US counties' })).toBeVisible();
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  try {
    for (const visitor of [page, await phonePage(browser)]) {
      await visitor.goto(mapPageUrl(server.url, mapId));
      const map = mapById(visitor, mapId);
      await waitReady(map);
      const sidebar = map.getByRole('complementary', { name: 'Right sidebar' });
      const legend = sidebar.getByRole('region', { name: 'US counties' });
      await expect(legend).toBeVisible();
      await expect(legend).toHaveClass(/mapsvg-legend--vertical/);
      // The vertical scale keeps its histogram: a bar beside each of the 5 chunks.
      const histogram = legend.getByRole('img', { name: /^Regions per step of the scale, low to high: [\d,]+(, [\d,]+){4}$/ });
      await expect(histogram).toBeVisible();
      const bars = await histogram.locator('.mapsvg-legend-bar').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
      expect(bars).toHaveLength(5);
      expect(Math.max(...bars)).toBeGreaterThan(10);
      // Off the map: it covers neither the map nor its controls.
      expect(await overlap(legend, map.locator('.mapsvg-wrap'))).toBe(false);
      await expect(map.locator('.mapsvg-corner').getByRole('region', { name: 'US counties' })).toHaveCount(0);
      expect(await seriousViolations(visitor)).toEqual([]);
    }
  } finally {
    // The seeded map as other spec files expect it: 7 quantile classes, horizontal, bottom-left.
    await page.goto(`${server.url}/admin/#/maps/${mapId}/editor`);
    await waitReady(preview);
    await page.getByRole('button', { name: 'Choropleth' }).click();
    await page.getByLabel('Colouring').selectOption('classes');
    await page.getByLabel('Gradient scale').selectOption('linear');
    await page.getByLabel('Legend layout').selectOption('horizontal');
    await page.getByLabel('Legend position').selectOption('bottom-left');
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page.getByText('Map saved.')).toBeVisible();
  }
});

/** An SVG of `count` small square regions `g0`, `g1`... in rows of 100. */
function gridSvg(count: number): string {
  const cells = Array.from({ length: count }, (_, i) => `<path id="g${i}" d="M${(i % 100) * 10} ${Math.floor(i / 100) * 10}h9v9h-9z"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${Math.ceil(count / 100) * 10}" viewBox="0 0 1000 ${Math.ceil(count / 100) * 10}">${cells.join('')}</svg>`;
}

test('classes of 6,000 regions are made in a worker, off the page, and the legend follows them', async ({ page, server }) => {
  test.setTimeout(150_000);
  const count = 6000;
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // The map's file (asked for with its version as a query).
  await page.route(/\/test-grid\.svg(\?.*)?$/, (route) => route.fulfill({ contentType: 'image/svg+xml', body: gridSvg(count) }));
  await openSitePage(page, server.url);
  const source = `${server.url}/test-grid.svg`;
  const regions = Object.fromEntries(Array.from({ length: count }, (_, i) => [`g${i}`, { data: { value: (i * 7919) % 1000 } }]));
  await mountOptionsMap(page, {
    source, width: 800, height: 480, responsive: false, regions,
    choropleth: {
      on: true, source: 'regions', sourceField: 'value',
      coloring: { mode: 'classes', classes: { method: 'quantile', count: 5, palette: 'Blues', reversed: false, breaks: [] }, legend: { on: true, title: 'Grid values', container: 'top-left' } },
    },
  });
  const legend = page.getByRole('region', { name: 'Grid values' });
  await expect(legend.getByRole('listitem')).toHaveCount(6);
  expect(workers.some((url) => /classify\.worker/.test(url))).toBe(true);
  const counts = async () => (await legend.locator('.mapsvg-legend-count').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
  expect((await counts()).reduce((sum, value) => sum + value, 0)).toBe(count);

  // New classes go to the worker again; the legend follows with 7 classes over every region.
  await page.evaluate(() => (window as unknown as { testHandle: { setOptions(o: object): void } }).testHandle.setOptions({ choropleth: { coloring: { classes: { count: 7 } } } }));
  await expect(legend.getByRole('listitem')).toHaveCount(8);
  expect((await counts()).reduce((sum, value) => sum + value, 0)).toBe(count);
});
