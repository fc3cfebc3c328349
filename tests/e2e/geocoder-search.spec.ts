import { collectConsoleErrors, expect, test } from './support/fixtures';
import { mapById, mapPageUrl, STORE_LOCATOR_ID, waitReady } from './support/viewerPage';

test('a visitor\'s address search suggests places by the start of their name, in the country of the map first, and says "No place found" inline, without an alert', async ({ page, server }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
  const map = mapById(page, STORE_LOCATOR_ID);
  // The map draws before the first search: that search builds the place index, which keeps both
  // cores of a small machine busy, and the map's first frame should not race it.
  await waitReady(map);
  const address = map.locator('.mapsvg-header').getByRole('combobox', { name: 'from' });

  await address.fill('Chica');
  // The first search may build the place index (half a minute on a fresh embedded database, longer on a busy machine).
  const suggestions = map.locator('.mapsvg-header .mapsvg-combobox-menu').getByRole('option');
  await expect(suggestions.first()).toHaveText('Chicago, Illinois, United States', { timeout: 90_000 });

  // The map shows the United States: its Birmingham comes before England's larger one.
  await address.fill('Birmingham');
  await expect(suggestions.first()).toHaveText('Birmingham, Alabama, United States', { timeout: 15_000 });

  await address.fill('Qwzxv Plkjh');
  const status = map.locator('.mapsvg-header .mapsvg-combobox-status');
  await expect(status).toHaveText('No place found', { timeout: 15_000 });
  await expect(suggestions).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
