import { mapScriptSnippet } from '../../domain/index';
import { expect, test } from './support/fixtures';
import { logIn, uploadUsaMap } from './support/admin';

test('a new map is a draft visitors do not see until the admin publishes it, and its snippets copy', async ({ page, context, server, playwright }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await logIn(page, server.url);
  const mapId = await uploadUsaMap(page, { publish: false });
  // The admin's preview shows the draft.
  await expect(page.locator('.admin-preview .mapsvg')).toHaveAttribute('data-state', 'ready', { timeout: 40_000 });

  const visitor = await playwright.request.newContext();
  const mapOptions = `${server.url}/wp-json/mapsvg/v1/maps/${mapId}`;
  expect((await visitor.get(mapOptions)).status()).toBe(404);
  expect((await visitor.get(`${server.url}/map/${mapId}`)).status()).toBe(404);
  expect(await (await visitor.get(`${server.url}/`)).text()).not.toContain(`data-map-id="${mapId}"`);

  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Publish' }).click();
  const panel = page.getByRole('region', { name: 'Publish' });
  await expect(panel).toContainText('Status: Draft');
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(panel).toContainText('Status: Published');
  await expect(panel.getByRole('link', { name: `${server.url}/map/${mapId}` })).toBeVisible();

  expect((await visitor.get(mapOptions)).status()).toBe(200);
  const publicPage = await visitor.get(`${server.url}/map/${mapId}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain('application/json+oembed');
  expect(await (await visitor.get(`${server.url}/`)).text()).toContain(`data-map-id="${mapId}"`);

  await panel.getByRole('button', { name: 'Copy script snippet' }).click();
  await expect(panel.getByRole('status')).toHaveText('Script snippet copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mapScriptSnippet(server.url, mapId));
  await panel.getByRole('button', { name: 'Copy shortcode' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`[mapsvg id="${mapId}"]`);
  await panel.getByRole('button', { name: 'Copy oEmbed address' }).click();
  const oembed = await page.evaluate(() => navigator.clipboard.readText());
  expect((await (await visitor.get(oembed)).json() as { type: string }).type).toBe('rich');
  await panel.getByRole('button', { name: 'Copy iframe snippet' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('data-mapsvg-embed');

  await panel.getByRole('button', { name: 'Back to draft' }).click();
  await expect(panel).toContainText('Status: Draft');
  expect((await visitor.get(mapOptions)).status()).toBe(404);
  await visitor.dispose();
});

test('a copy of a published map is a draft: visitors see the original only, until the admin publishes the copy', async ({ page, server, playwright }) => {
  await logIn(page, server.url);
  const maps = page.locator('.admin-table');
  await expect(maps.getByRole('cell', { name: 'United States', exact: true })).toBeVisible();
  const original = maps.getByRole('row').filter({ has: page.getByRole('cell', { name: 'United States', exact: true }) });
  await expect(original.getByLabel('Status of United States')).toHaveValue('1');

  await original.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'created as a draft' }))
    .toHaveText('"United States (copy)" was created as a draft: visitors see it once you publish it.');
  const copy = maps.getByRole('row').filter({ has: page.getByRole('cell', { name: 'United States (copy)', exact: true }) });
  const status = copy.getByLabel('Status of United States (copy)');
  await expect(status).toHaveValue('0');
  const copyId = Number(await copy.getByRole('cell').first().textContent());
  await expect(original.getByLabel('Status of United States')).toHaveValue('1');

  const visitor = await playwright.request.newContext();
  const copyOptions = `${server.url}/wp-json/mapsvg/v1/maps/${copyId}`;
  expect((await visitor.get(copyOptions)).status()).toBe(404);
  expect((await visitor.get(`${server.url}/map/${copyId}`)).status()).toBe(404);
  expect(await (await visitor.get(`${server.url}/`)).text()).not.toContain(`data-map-id="${copyId}"`);

  await status.selectOption('Published');
  await expect.poll(async () => (await visitor.get(copyOptions)).status()).toBe(200);
  await visitor.dispose();
});
