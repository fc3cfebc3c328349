import AxeBuilder from '@axe-core/playwright';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { demoMap, mapById, mapPageUrl, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';
import { clickTestRegion, mountOptionsMap } from './support/viewerMount';
import { openSitePage } from '../support/mapPage';

const small = { width: 600, height: 360, responsive: false };

test.describe('edit-mode preview and the error catalogue', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  test('links and show-another-map are disabled in the preview with alerts', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => { alerts.push(dialog.message()); void dialog.dismiss(); });
    await mountOptionsMap(page, {
      ...small,
      regions: { 'US-TX': { link: '/texas' } },
      actions: { region: { click: { showDetails: false, goToLink: true, showAnotherMap: true, showAnotherMapField: 'Region.id' } } },
    }, { editMode: true });
    await clickTestRegion(page, 'US-TX');
    await expect.poll(() => alerts).toEqual(['Links are disabled in the preview.', 'Show another map action is disabled in the preview']);
    expect(page.url()).not.toContain('/texas');
  });

  test('a missing link field is logged as "No such field" for visitors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountOptionsMap(page, { ...small, actions: { region: { click: { showDetails: false, goToLink: true, linkField: 'Region.website' } } } });
    await clickTestRegion(page, 'US-TX');
    await expect.poll(() => errors).toContain('MapSVG: No such field');
  });

  test('another map into a missing container is reported', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountOptionsMap(page, { ...small, actions: { region: { click: { showDetails: false, showAnotherMap: true, showAnotherMapField: 'Region.title', showAnotherMapContainerId: 'nowhere' } } } });
    await clickTestRegion(page, 'US-TX');
    await expect.poll(() => errors).toContain("MapSVG: Can't load a new map: container was not provided.");
  });

  test('filters in a missing custom container are hidden and logged', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountOptionsMap(page, { ...small, filters: { on: true, location: 'custom', containerId: 'nowhere' }, filtersSchema: [{ type: 'search', name: 'search', label: 'Search' }] });
    await expect.poll(() => errors).toContain('filter container #nowhere does not exist');
    await expect(page.getByRole('search', { name: 'Filters' })).toHaveCount(0);
  });

  test('a broken directory item template logs its message and leaves the list empty', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountOptionsMap(page, { ...small, menu: { on: true, source: 'regions' }, templates: { directoryItem: '{{#if title}}unclosed' } });
    await expect.poll(() => errors.some((error) => error.includes('Error in the Directory item template'))).toBe(true);
    await expect(page.locator('.mapsvg-directory-entry')).toHaveCount(0);
  });
});

test.describe('site scripts, custom CSS and the URL', () => {
  test('map.on receives region clicks; a throwing listener is logged and the others still run; user handlers run', async ({ page, server }) => {
    const errors = collectConsoleErrors(page);
    await openSitePage(page, server.url);
    await mountOptionsMap(page, { ...small, events: { 'click.region': 'function (event) { document.title = "clicked " + event.region.id; }', zoom: 'not a function' } });
    await page.evaluate(() => {
      const handle = (window as unknown as { testHandle: { on(name: string, fn: (e: { region: { id: string } }) => void): void } }).testHandle;
      handle.on('click.region', () => { throw new Error('site script bug'); });
      handle.on('click.region', (event) => { document.body.dataset.clicked = event.region.id; });
    });
    await clickTestRegion(page, 'US-NV');
    await expect(page.locator('body')).toHaveAttribute('data-clicked', 'US-NV');
    await expect(page).toHaveTitle('clicked US-NV');
    expect(errors.some((error) => error.includes('"click.region" listener failed'))).toBe(true);
  });

  test('custom CSS styles this map only', async ({ page, server }) => {
    await openSitePage(page, server.url);
    await mountOptionsMap(page, {
      ...small, css: '.mapsvg-details-view h5 { color: rgb(200, 0, 0); }',
      templates: { detailsViewRegion: '<h5>{{id}}</h5>' },
    }, { extraHtml: '<div class="mapsvg-details-view"><h5 id="outside">Outside</h5></div>' });
    await clickTestRegion(page, 'US-TX');
    await expect(page.locator('.mapsvg-app h5')).toHaveCSS('color', 'rgb(200, 0, 0)');
    await expect(page.locator('#outside')).not.toHaveCSS('color', 'rgb(200, 0, 0)');
  });

  test('mapsvg_select selects a region on load; #/m/{id} clicks it', async ({ page, server }) => {
    await page.goto(`${server.url}/?mapsvg_select=US-OR#/m/US-CA`);
    await mountOptionsMap(page, { ...small, templates: { detailsViewRegion: '<h5>Region {{id}}</h5>' } });
    await expect(page.locator('[role="option"][data-region-id="US-CA"]')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog')).toContainText('Region US-CA');
  });

  test('a click writes #/m/{id} and deselecting clears it', async ({ page, server }) => {
    await openSitePage(page, server.url);
    await mountOptionsMap(page, { ...small, actions: { region: { click: { addIdToUrl: true } } } });
    await clickTestRegion(page, 'US-TX');
    await expect(page).toHaveURL(/#\/m\/US-TX$/);
    await page.getByRole('button', { name: 'Close details' }).click();
    await expect(page).not.toHaveURL(/#\/m\//);
  });

  test('the store locator keeps its view in a shared link', async ({ page, server }) => {
    await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
    const map = mapById(page, STORE_LOCATOR_ID);
    await waitReady(map);
    await map.getByLabel('Category', { exact: true }).selectOption('outlet');
    await expect(page).toHaveURL(/mapsvg_view_1=.*outlet/);
    const shared = page.url();
    await page.goto(shared);
    await waitReady(map);
    await expect(map.getByLabel('Category', { exact: true })).toHaveValue('outlet');
    await expect(map.locator('.mapsvg-directory-entry')).toHaveCount(5);
  });
});

test('the demo page has no serious accessibility violations', async ({ page, server }) => {
  test.setTimeout(150_000);
  await page.goto(`${server.url}/`);
  await waitReady(demoMap(page, 'United States'));
  await waitReady(demoMap(page, 'World'));
  const results = await new AxeBuilder({ page }).include('.mapsvg[data-map-id="1"]').include('.mapsvg[data-map-id="2"]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
});

test.describe('mounting', () => {
  test('a map whose element leaves the page is unmounted; one moved within the page stays', async ({ page, server }) => {
    await openSitePage(page, server.url);
    await mountOptionsMap(page, small);
    const engineAlive = () => page.evaluate(() => (window as unknown as { testHandle: { engine: unknown } }).testHandle.engine !== null);
    // Moved to the end of the page in one step: still the same map.
    await page.evaluate(() => {
      const element = document.getElementById('test-map') as HTMLElement;
      document.body.append(document.createElement('p'), element);
    });
    await page.waitForTimeout(300);
    expect(await engineAlive()).toBe(true);
    await expect(page.locator('#test-map canvas')).toHaveCount(1);
    // Removed: the map lets its engine and WebGL canvas go.
    await page.evaluate(() => document.getElementById('test-map')?.remove());
    await expect.poll(engineAlive).toBe(false);
  });
});
