import { expect, test } from './support/fixtures';
import { demoMap, waitReady } from './support/viewerPage';

test.describe('a visitor page starts its maps from what the page carries', () => {
  test('the demo maps draw without asking the server for their options, and each map asks for its file once', async ({ page, server }) => {
    const optionRequests: string[] = [];
    const fileRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/wp-json\/mapsvg\/v1\/maps\/\d+$/.test(pathname)) optionRequests.push(pathname);
      if (pathname.startsWith('/maps/') && pathname.endsWith('.svg')) fileRequests.push(request.url());
    });
    await page.goto(`${server.url}/`);
    for (const title of ['United States', 'World']) await waitReady(demoMap(page, title));
    await expect(page.locator('.mapsvg script.mapsvg-answer')).toHaveCount(0);
    expect(optionRequests).toEqual([]);
    expect(fileRequests.length).toBeGreaterThan(0);
    // One request per map: the file fetched early is the one its engine draws, not fetched again.
    expect(fileRequests).toHaveLength(await page.locator('.mapsvg[data-map-id]').count());
  });
});
