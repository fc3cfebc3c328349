import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Records every request the page makes outside `origin` (data: and blob: addresses aside): the
 * peers must draw with no base map, tiles, glyphs or anything else from the internet.
 */
export function watchRequests(page: Page, origin: string): { offSite(): string[] } {
  const offSite: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) return;
    offSite.push(url);
  });
  return { offSite: () => [...offSite] };
}

/**
 * Saves a screenshot of the page as `<name>.png` in the folder `BENCH_SCREENSHOT_DIR` names, when
 * set: a way to check that every implementation really draws under SwiftShader.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.BENCH_SCREENSHOT_DIR;
  if (!dir) return;
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  screenshot: ${file}`);
}
