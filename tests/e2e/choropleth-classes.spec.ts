import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { logIn } from './support/admin';
import { expect, test } from './support/fixtures';
import { mapById, mapPageUrl, overlap, selectedRegions, waitReady } from './support/viewerPage';

/** The seeded "US counties" map's id. */
async function countiesMapId(page: Page, url: string): Promise<number> {
  const { maps } = await (await page.request.get(`${url}/wp-json/mapsvg/v1/maps/`)).json() as { maps: Array<{ id: number; title: string }> };
  const counties = maps.find((map) => map.title === 'US counties');
  if (!counties) throw new Error('the demo has no US counties map');
  return counties.id;
}

/** The distinct choropleth colours the map's regions have, through the public MapSVG API. */
async function regionColors(page: Page, mapId: number): Promise<string[]> {
  return page.evaluate((id) => {
    type Handle = { engine: { regions(): Array<{ choroplethColor?: string }> } | null };
    const handle = (window as unknown as { MapSVG: { getMap(id: number): Handle | undefined } }).MapSVG.getMap(id);
    return [...new Set(handle?.engine?.regions().map((region) => region.choroplethColor ?? '') ?? [])].sort();
  }, mapId);
}

test('an admin classifies the counties by natural breaks with a colour-blind-safe palette; the legend, the public map, its data table and its description follow', async ({ page, server }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  const mapId = await countiesMapId(page, server.url);
  await page.goto(`${server.url}/admin/#/maps/${mapId}/editor`);
  const preview = page.locator('.admin-preview .mapsvg');
  await waitReady(preview);
  await page.getByRole('button', { name: 'Choropleth' }).click();

  // The seeded demo shows the spread in quantile classes; the admin picks natural breaks,
  // 5 classes and a red-to-green palette, which the colour-blind check flags.
  await expect(page.getByLabel('Colouring')).toHaveValue('classes');
  await page.getByLabel('Classification method').selectOption('jenks');
  await page.getByLabel('Number of classes').selectOption('5');
  await page.getByLabel('Palette', { exact: true }).selectOption('RdYlGn');
  const warning = page.getByRole('alert').filter({ hasText: /Classes \d and \d look alike with (protanopia|deuteranopia)/ });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: /^Use .+ instead$/ }).click();
  await expect(warning).toBeHidden();
  const palette = await page.getByLabel('Palette', { exact: true }).inputValue();
  expect(palette).not.toBe('RdYlGn');
  await expect(page.getByRole('group', { name: 'Colour-blind check' }).getByRole('status')).toContainText('Every class stays distinguishable');
  await page.getByLabel('Legend position').selectOption('top-right');

  // The preview's legend lists 5 classes with their counts, then no data; the description says how.
  const previewLegend = preview.getByRole('region', { name: 'US counties' });
  await expect(previewLegend.getByRole('listitem')).toHaveCount(6);
  await expect(preview.getByRole('listbox')).toHaveAccessibleDescription(/^[\d,]+ counties coloured by population in 5 natural-breaks classes; highest: .+, [\d.]+[KM]?; lowest: .+, [\d.,]+/);

  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  // The public map: the same 5 colours, the legend in the top-right corner stacked with the zoom
  // buttons, never over them.
  await page.goto(mapPageUrl(server.url, mapId));
  const map = mapById(page, mapId);
  await waitReady(map);
  const legend = map.getByRole('region', { name: 'US counties' });
  await expect(legend.getByRole('listitem')).toHaveCount(6);
  await expect(legend.getByRole('listitem').first()).toContainText(/\(\d[\d,]*\)$/);
  await expect.poll(() => regionColors(page, mapId)).toHaveLength(5);
  const zoom = map.getByRole('group', { name: 'Map zoom' });
  await expect(map.locator('.mapsvg-corner--top-right').getByRole('region', { name: 'US counties' })).toBeVisible();
  expect(await overlap(legend, zoom)).toBe(false);

  // Readable without seeing it: the description with the map, and the data table.
  await expect(map.getByRole('listbox')).toHaveAccessibleDescription(/^[\d,]+ counties coloured by population in 5 natural-breaks classes; highest: /);
  await map.getByRole('button', { name: 'Data table' }).click();
  const table = map.getByRole('region', { name: 'Data table' });
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(table.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstValue = async () => Number((await table.getByRole('cell').first().innerText()).replace(/\D/g, ''));
  const highest = await firstValue();
  await table.getByRole('button', { name: 'population' }).click();
  await expect(table.getByRole('columnheader', { name: 'population' })).toHaveAttribute('aria-sort', 'ascending');
  expect(await firstValue()).toBeLessThan(highest);
  await table.getByRole('searchbox', { name: 'Search the data table' }).fill('Los Angeles');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: /^Los Angeles/ }).click();
  await expect.poll(() => selectedRegions(page, mapId)).toEqual(['06037']);
  expect(await seriousViolations(page)).toEqual([]);
});
