import { expect, test } from './support/fixtures';
import { waitReady } from './support/viewerPage';

test.describe('a map the visitor does not touch costs the page nothing', () => {
  test('once drawn, the store locator asks for no animation frames and no popover or click code until the pointer comes', async ({ page, server }) => {
    // Counts animation-frame requests from the page's scripts, the map's included.
    await page.addInitScript(() => {
      const counter = window as unknown as { frameRequests: number };
      counter.frameRequests = 0;
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counter.frameRequests += 1;
        return request(callback);
      };
    });
    const interactionChunks: string[] = [];
    const unneededChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/(Popover|clickSteps)-[^/]*\.js$/.test(request.url())) interactionChunks.push(request.url());
      if (/\/chunks\/(migrateMapOptions|contextBudget)-[^/]*\.js$/.test(request.url())) unneededChunks.push(request.url());
    });
    await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}`);
    const map = page.locator('.mapsvg[data-map-id="1"]');
    await waitReady(map);
    await expect(map.locator('.mapsvg-directory').getByRole('button', { name: /Atlanta store/ })).toBeVisible();
    // The sharp redraw after the first frames and the directory's layout settle first.
    await page.waitForTimeout(2000);
    const before = await page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);
    await page.waitForTimeout(2000);
    const after = await page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);
    expect(after - before).toBe(0);
    expect(interactionChunks).toEqual([]);
    // The server gives the map's options in the current shape, so the page loads no migration of
    // older ones; and one map is far from needing the budget of WebGL contexts of many-map pages.
    expect(unneededChunks).toEqual([]);

    const box = await map.locator('canvas').boundingBox();
    if (!box) throw new Error('the map has no canvas');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The popover and what clicks do both come with the pointer.
    await expect.poll(() => interactionChunks.length).toBe(2);
  });
});
