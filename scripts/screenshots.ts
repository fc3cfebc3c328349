import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';
import { E2E_ADMIN_PASSWORD, removeDataDir, startServer } from '../tests/e2e/support/server';

/**
 * Takes the README's pictures of the seeded demo from a fresh server (`npm run build` first):
 * `npm run screenshots` writes them into docs/screenshots/ at fixed sizes, so a change of the
 * product's look is one command away from the README.
 */

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'docs', 'screenshots');
const READY_TIMEOUT_MS = 90_000;

async function demoMapReady(page: Page, title: string): Promise<Locator> {
  const section = page.locator('section.demo-map', { has: page.getByRole('heading', { name: title, exact: true }) });
  const map = section.locator('.mapsvg');
  await map.waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
  await section.scrollIntoViewIfNeeded();
  await page.waitForFunction((element) => element?.getAttribute('data-state') === 'ready', await map.elementHandle(), { timeout: READY_TIMEOUT_MS });
  await page.waitForFunction((element) => element?.querySelector('.mapsvg-app')?.getAttribute('data-overlays') === 'ready', await map.elementHandle(), { timeout: READY_TIMEOUT_MS });
  // Overlays fade in and the full-quality image follows the draft frame.
  await page.waitForTimeout(1_500);
  return section;
}

async function shootDemoMap(page: Page, url: string, title: string, file: string): Promise<void> {
  await page.goto(`${url}/`);
  const section = await demoMapReady(page, title);
  await section.screenshot({ path: path.join(OUT_DIR, file) });
  console.log(`wrote ${file}`);
}

async function shootAdminMaps(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Signed in as admin').waitFor({ timeout: READY_TIMEOUT_MS });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT_DIR, 'admin-maps.png') });
  console.log('wrote admin-maps.png');
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await shootDemoMap(page, server.url, 'US counties', 'counties-choropleth.png');
    await shootDemoMap(page, server.url, 'World', 'world-regions.png');
    await shootAdminMaps(page, server.url);
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

await main();
