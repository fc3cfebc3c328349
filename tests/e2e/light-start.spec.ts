import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn, setRegionTooltipAndPopover, uploadUsaMap } from './support/admin';
import { regionPoint, waitReady } from './support/viewerPage';

/** The viewer's overlay code (React and the panels) among the scripts the page downloaded. */
async function overlayScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\/chunks\/mount-[^/]*\.js$/.test(name)));
}

test.describe('a map of regions alone starts with the engine only', () => {
  test('the visitor sees it drawn before any overlay code loads; the first click, hover and key are answered once it arrives', async ({ page, server }) => {
    test.setTimeout(120_000);
    await logIn(page, server.url);
    const mapId = await uploadUsaMap(page);
    await waitReady(page.locator('.admin-preview .mapsvg'));
    await setRegionTooltipAndPopover(page, 'Over {{title}}', '<p class="e2e-pop">Chosen: {{title}}</p>');
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page.getByText('Map saved.')).toBeVisible();

    const visitor = await page.context().browser()!.newPage();
    const problems: string[] = [];
    visitor.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text()); });
    const url = `${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`;
    await visitor.goto(url);
    const map = visitor.locator(`.mapsvg[data-map-id="${mapId}"]`);
    await waitReady(map);
    await expect(map.locator('.mapsvg-app')).toHaveAttribute('data-overlays', 'deferred');
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await visitor.waitForTimeout(500);
    expect(await overlayScripts(visitor)).toEqual([]);

    // One click straight onto Texas: the overlays load on the way, and the click is answered.
    const texas = await regionPoint(map, 'US-TX');
    await visitor.mouse.click(texas.x, texas.y);
    await expect(visitor.locator('.e2e-pop')).toHaveText('Chosen: Texas');
    await expect(map.locator('.mapsvg-app')).toHaveAttribute('data-overlays', 'ready');
    expect(await overlayScripts(visitor)).toHaveLength(1);
    // The map kept its canvas: one, drawn by the engine the page started.
    await expect(map.locator('canvas')).toHaveCount(1);

    // A fresh visit: a hover is answered with the tooltip without a second move.
    await visitor.goto(url);
    await waitReady(map);
    const california = await regionPoint(map, 'US-CA');
    await visitor.mouse.move(california.x, california.y);
    await expect(visitor.getByRole('tooltip')).toHaveText('Over California');

    // A fresh visit by keyboard: the focus stays on the map while the overlays take it over.
    await visitor.goto(url);
    await waitReady(map);
    await visitor.mouse.move(0, 0);
    const list = map.getByRole('listbox');
    await list.focus();
    await expect(map.locator('.mapsvg-app')).toHaveAttribute('data-overlays', 'ready');
    await expect(list).toBeFocused();
    await visitor.keyboard.press('ArrowDown');
    await visitor.keyboard.press('Enter');
    await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
    expect(problems).toEqual([]);
    await visitor.close();
  });

  test('a map whose records become markers loads the whole viewer at once', async ({ page, server }) => {
    await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}`);
    const map = page.locator('.mapsvg[data-map-id="1"]');
    await waitReady(map);
    await expect(map.locator('.mapsvg-app')).toHaveAttribute('data-overlays', 'ready');
    expect(await overlayScripts(page)).toHaveLength(1);
  });

  test('a map of regions alone whose file is missing tells the visitor so, as the whole viewer does', async ({ page, server }) => {
    await logIn(page, server.url);
    const nonce = await page.evaluate(() => document.querySelector('meta[name="mapsvg-nonce"]')?.getAttribute('content') ?? '');
    const created = await page.request.post(`${server.url}/wp-json/mapsvg/v1/maps/`, {
      headers: { 'x-wp-nonce': nonce },
      data: { map: { title: 'Gone file', status: 1, options: JSON.stringify({ source: '/maps/no-such-map.svg' }) } },
    });
    expect(created.status()).toBeLessThan(300);
    const mapId = ((await created.json()) as { map: { id: number } }).map.id;
    try {
      await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${mapId}"]`)}`);
      const map = page.locator(`.mapsvg[data-map-id="${mapId}"]`);
      await expect(map).toHaveAttribute('data-state', 'error', { timeout: 40_000 });
      await expect(map.getByRole('alert')).toHaveText('This map could not be loaded.');
    } finally {
      // The server is shared by the worker's later specs: a broken map left on the demo page
      // would put its failed requests in their consoles.
      const removed = await page.request.delete(`${server.url}/wp-json/mapsvg/v1/maps/${mapId}`, { headers: { 'x-wp-nonce': nonce } });
      expect(removed.status()).toBeLessThan(300);
    }
  });
});
