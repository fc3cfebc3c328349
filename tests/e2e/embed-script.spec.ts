import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { startHostSite, strictHostPolicy, type HostSite } from './support/hostSite';
import { clickRegion, mapById, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

/** The demo's "World" map: a popover on a click of a country. */
const WORLD_ID = 2;

/** A blog page of another site with the README's snippet for each map id. */
function blogPage(mapServer: string, mapIds: number[]): string {
  const maps = mapIds.map((id) => `<div class="mapsvg" data-map-id="${id}"></div>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<script type="module" src="${mapServer}/dist/viewer.js"></script></head>
<body><h1>Our shops and the world</h1>
${maps}
</body></html>`;
}

/** Records the page's Content-Security-Policy violations. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: string[] };
    store.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => store.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

let site: HostSite | null = null;

test.afterEach(async () => {
  await site?.close();
  site = null;
});

test('the script snippet shows two maps on another site\'s page under a strict policy: a filter and a popover work', async ({ page, server }) => {
  site = await startHostSite({ '/': { html: blogPage(server.url, [STORE_LOCATOR_ID, WORLD_ID]), headers: { 'content-security-policy': strictHostPolicy(server.url) } } });
  const errors = collectConsoleErrors(page);
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(site.url);
  const stores = mapById(page, STORE_LOCATOR_ID);
  const world = mapById(page, WORLD_ID);
  await waitReady(stores);
  await waitReady(world);

  await stores.getByLabel('Category', { exact: true }).selectOption('outlet');
  // The records come from the map server: five of the thirty stores are outlets.
  await expect(stores.locator('.mapsvg-directory-entry')).toHaveCount(5);
  await expect(stores.locator('.mapsvg-directory-entry').first()).toContainText('Outlet');

  await clickRegion(world, 'BR');
  await expect(world.getByRole('dialog')).toContainText('Region code: BR');

  // Everything came from the map server: the host site was asked for its page alone.
  expect(site.requests.filter((path) => path !== '/favicon.ico')).toEqual(['/']);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('an unknown map id in the snippet says so in its element', async ({ page, server }) => {
  site = await startHostSite({ '/': { html: blogPage(server.url, [987654]) } });
  await page.goto(site.url);
  const map = mapById(page, 987654);
  await expect(map).toHaveAttribute('data-state', 'error', { timeout: 40_000 });
  await expect(map.getByRole('alert')).toHaveText(/Map 987654 was not found/);
});
