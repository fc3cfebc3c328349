import { collectConsoleErrors, expect, test } from './support/fixtures';
import { E2E_ADMIN_PASSWORD, removeDataDir, startServer } from './support/server';
import { MAP_LOAD_TIMEOUT } from './support/viewerPage';

test('the demo page loads its maps with no console errors', async ({ page, server }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { name: 'Map Studio demo' })).toBeVisible();
  await expect(page.locator('.mapsvg[data-map-id]').first()).toHaveAttribute('data-state', 'ready', { timeout: MAP_LOAD_TIMEOUT });
  expect(errors).toEqual([]);
});

test('an admin logs in through the page, sees the maps and logs out', async ({ page, server }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${server.url}/admin/`);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByText('Signed in as admin')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'United States' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto(`${server.url}/admin/`);
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The deliberate wrong password answers 401, which the browser reports as a failed resource.
  expect(errors.filter((text) => !text.includes('status of 401'))).toEqual([]);
});

test('Ctrl-C stops the server cleanly and a restart keeps the data', async ({ request }) => {
  const first = await startServer();
  const login = await request.post(`${first.url}/wp-json/mapsvg/v1/auth/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const mapsBefore = await (await request.get(`${first.url}/wp-json/mapsvg/v1/maps`)).json();
  expect(await first.stop('SIGINT')).toBe(0);
  expect(first.output()).toContain('Stopped cleanly.');

  const second = await startServer({ dataDir: first.dataDir });
  expect(second.output()).not.toContain('Admin password (generated');
  const mapsAfter = await (await request.get(`${second.url}/wp-json/mapsvg/v1/maps`)).json();
  expect(mapsAfter).toEqual(mapsBefore);
  const relogin = await request.post(`${second.url}/wp-json/mapsvg/v1/auth/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect(relogin.ok()).toBe(true);
  expect(await second.stop('SIGTERM')).toBe(0);
  removeDataDir(first.dataDir);
});
