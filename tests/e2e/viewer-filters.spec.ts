import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSitePage } from '../support/mapPage';

type Handle = { engine: { region(id: string): { status?: string; currentFill: string } | undefined } };

/**
 * Mounts the demo "United States" map (its regions table holds every state) with a regions
 * directory and a filters form over the regions table.
 */
async function mountRegionFilters(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const body = await (await fetch('/wp-json/mapsvg/v1/maps/1')).json() as { map: { options: Record<string, Record<string, unknown>> } };
    const stored = body.map.options;
    document.body.innerHTML = '<div id="test-map" class="mapsvg"></div>';
    const element = document.getElementById('test-map') as HTMLElement;
    const options = {
      ...stored,
      width: 700, height: 420, responsive: false,
      containers: { ...stored.containers, leftSidebar: { on: true, width: '250px', height: 'auto' } },
      menu: { ...stored.menu, on: true, source: 'regions', location: 'leftSidebar' },
      filters: { ...stored.filters, on: true, source: 'regions', location: 'header', filteredRegionsStatus: '2' },
      filtersSchema: [{ type: 'text', name: 'title', label: 'State name', placeholder: '' }],
      regionStatuses: {
        1: { label: 'Enabled', value: '1', color: '', disabled: false },
        0: { label: 'Disabled', value: '0', color: '', disabled: true },
        2: { label: 'Not matching', value: '2', color: '#dddddd', disabled: false },
      },
    };
    const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): unknown } }).MapSVG;
    (window as unknown as { testHandle: unknown }).testHandle = api.mount(element, { id: 1, options });
    const started = Date.now();
    while (element.dataset.state !== 'ready' || !element.querySelector('.mapsvg-app[data-overlays="ready"]')) {
      if (element.dataset.state === 'error' || Date.now() - started > 40_000) throw new Error(`map did not load: ${element.textContent}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

function regionStatus(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate((regionId) => (window as unknown as { testHandle: Handle }).testHandle.engine.region(regionId)?.status, id);
}

test('filters over regions narrow the regions directory and give the other regions the filtered status', async ({ page, server }) => {
  await openSitePage(page, server.url);
  await mountRegionFilters(page);
  const entries = page.locator('.mapsvg-directory-entry');
  const listSize = () => page.locator('.mapsvg-directory-row').first().getAttribute('aria-setsize').then(Number);
  await expect.poll(listSize).toBeGreaterThan(40);
  await page.getByLabel('State name').fill('New');
  await expect(entries).toHaveCount(4);
  expect(await listSize()).toBe(4);
  await expect(page.locator('.mapsvg-directory')).toContainText('New Mexico');
  await expect.poll(() => regionStatus(page, 'US-TX')).toBe('2');
  expect(await regionStatus(page, 'US-NM')).toBe('1');

  await page.getByLabel('State name').fill('');
  await expect.poll(listSize).toBeGreaterThan(40);
  await expect.poll(() => regionStatus(page, 'US-TX')).toBe('1');
});
