import type { Page } from '@playwright/test';
import { openUsaMapEditor } from './support/admin';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitReady } from './support/viewerPage';

/** Waits until every map of the page is drawn and its overlays are up. */
async function waitForMaps(page: Page): Promise<void> {
  const maps = page.locator('.mapsvg[data-map-id]');
  const count = await maps.count();
  // Each map starts as the visitor scrolls near it.
  for (let i = 0; i < count; i += 1) {
    await maps.nth(i).scrollIntoViewIfNeeded();
    await waitReady(maps.nth(i));
  }
}

test.describe('axe-core finds no serious or critical violations', () => {
  test('on the public demo page', async ({ page, server }) => {
    await page.goto(`${server.url}/`);
    await waitForMaps(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on an embed page', async ({ page, server }) => {
    await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}`);
    await waitForMaps(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in the map editor, with its live preview', async ({ page, server }) => {
    await openUsaMapEditor(page, server.url);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the public page, with the store list shown', async ({ page, server }) => {
      await page.goto(`${server.url}/`);
      await waitForMaps(page);
      const store = page.locator('.mapsvg[data-map-id="1"]');
      await store.getByRole('button', { name: 'List' }).click();
      await expect(store.locator('.mapsvg-directory-entry').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
