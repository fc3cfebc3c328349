import { expect, test } from './support/fixtures';
import { demoMap, waitReady } from './support/viewerPage';

test.describe('a visitor page starts its maps from what the page carries', () => {
  test('the demo maps draw without asking the server for their options, and each map asks for its file once', async ({ page, server }) => {
    // Warnings too: a preload the page does not use (or fetches twice) is reported as one.
    const consoleProblems: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text()); });
    const optionRequests: string[] = [];
    const fileRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/wp-json\/mapsvg\/v1\/maps\/\d+$/.test(pathname)) optionRequests.push(pathname);
      // Map files live in the bundled maps folder or, uploaded by an admin, in /uploads/maps/.
      if (/^\/(uploads\/)?maps\/.*\.svg$/.test(pathname)) fileRequests.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await waitReady(demoMap(page, 'United States'));
    const maps = page.locator('.mapsvg[data-map-id]');
    // Every map of the page draws first (each starts as the visitor scrolls near it).
    for (let i = 0; i < await maps.count(); i += 1) {
      await maps.nth(i).scrollIntoViewIfNeeded();
      await waitReady(maps.nth(i));
    }
    await expect(page.locator('.mapsvg script.mapsvg-answer')).toHaveCount(0);
    expect(optionRequests).toEqual([]);
    expect(consoleProblems).toEqual([]);
    expect(fileRequests.length).toBeGreaterThan(0);
    // One request per map: the file fetched early is the one its engine draws, not fetched again.
    expect(fileRequests).toHaveLength(await maps.count());
  });
});
