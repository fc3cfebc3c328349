import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { clickRegion, mapById, mapPageUrl, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

test.use({ viewport: { width: 390, height: 844 } });

/** The world demo map's id: the second map the demo seeds. */
const WORLD_ID = 2;

function usMap(page: Page) {
  return mapById(page, STORE_LOCATOR_ID);
}

test.describe('store locator on a phone', () => {
  test('the directory hides behind Map / List; List shows it, a store opens full screen and Close returns', async ({ page, server }) => {
    await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
    const map = usMap(page);
    await waitReady(map);
    const toggle = map.getByRole('group', { name: 'Show' });
    await expect(toggle.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    await expect(map.locator('.mapsvg-directory')).toHaveCount(0);
    await toggle.getByRole('button', { name: 'List' }).click();
    const entry = map.locator('.mapsvg-directory-entry', { hasText: 'Boston store' });
    await entry.click();
    const details = page.getByRole('dialog', { name: 'Details: Boston store' });
    await expect(details).toBeVisible();
    const box = await details.boundingBox();
    expect(box?.width).toBe(390);
    await expect(toggle.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    await details.getByRole('button', { name: 'Close details' }).click();
    await expect(details).toHaveCount(0);
  });

  test('sidebars stack at full width and the filters stay usable', async ({ page, server }) => {
    await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
    const map = usMap(page);
    await waitReady(map);
    const header = map.locator('.mapsvg-header');
    await expect(header.getByLabel('Category')).toBeVisible();
    const width = await header.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    await clickRegion(map, 'US-TX');
    await map.getByRole('button', { name: 'List' }).click();
    await expect(map.locator('.mapsvg-directory-entry')).toHaveCount(4);
  });
});

test('the region popover is full screen on a phone with a Close button', async ({ page, server }) => {
  await page.goto(mapPageUrl(server.url, WORLD_ID));
  const world = mapById(page, WORLD_ID);
  await waitReady(world);
  await world.getByRole('button', { name: 'List' }).click();
  await world.getByLabel('Search the directory').fill('Fra');
  const entry = world.locator('.mapsvg-directory-entry').first();
  await expect(entry).toBeVisible();
  await entry.click();
  const popover = page.locator('.mapsvg-popover');
  await expect(popover).toBeVisible();
  expect((await popover.boundingBox())?.width).toBe(390);
  await popover.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popover).toHaveCount(0);
});
