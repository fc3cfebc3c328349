import { expect, test } from './support/fixtures';
import { mapById, mapPageUrl, PHONE, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

test.use(PHONE);

test('on a phone the store locator\'s map takes at least half the screen, not a strip its image\'s ratio gives', async ({ page, server }) => {
  await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
  const map = mapById(page, STORE_LOCATOR_ID);
  await waitReady(map);
  const canvas = map.locator('canvas').first();
  await expect.poll(async () => (await canvas.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(PHONE.viewport.height * 0.5);
  // Still as wide as the screen: the extra height letterboxes the map, it does not overflow.
  expect((await canvas.boundingBox())?.width).toBeLessThanOrEqual(PHONE.viewport.width);
});
