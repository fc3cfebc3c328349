import { expect, test } from './support/fixtures';
import { E2E_ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * The server trusts a proxy here, so the strangers' guesses can come from addresses of their own
 * (`X-Forwarded-For`); the browser, sending no such header, is one more address: the owner's.
 */
let server: RunningServer;
test.beforeAll(async () => { server = await startServer({ env: { MAPSVG_TRUST_PROXY: 'true' } }); });
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

async function guess(address: string, password: string): Promise<number> {
  const response = await fetch(`${server.url}/wp-json/mapsvg/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return response.status;
}

test('the admin logs in through the login page after strangers used up the username\'s attempts', async ({ page }) => {
  test.setTimeout(120_000);
  const strangers = ['203.0.113.10', '203.0.113.20', '203.0.113.30'];
  for (const address of strangers) {
    for (let i = 0; i < 10; i += 1) expect(await guess(address, `wrong-${i}`)).toBe(401);
  }
  expect(await guess(strangers[2] ?? '', 'one-more')).toBe(429);

  await page.goto(`${server.url}/admin/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Signed in as admin')).toBeVisible();

  // The guessers are still refused, the right password included, and so is a new one within the minute.
  expect(await guess(strangers[0] ?? '', E2E_ADMIN_PASSWORD)).toBe(429);
  expect(await guess('203.0.113.40', 'fresh-guess')).toBe(429);
});
