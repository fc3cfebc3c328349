import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';

/** One JavaScript file a page downloaded, and what it weighs on the wire. */
export interface ScriptDownload {
  url: string;
  bytes: number;
  gzipBytes: number;
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return /javascript|ecmascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
}

/**
 * What one response weighs gzipped: its body as sent when the server compressed it, else the
 * body compressed with gzip at level 9 (what a server or CDN compressing static files sends).
 */
async function gzippedSize(response: Response): Promise<{ bytes: number; gzipBytes: number }> {
  const body = await response.body();
  const encoding = response.headers()['content-encoding'] ?? '';
  if (encoding === 'gzip' || encoding === 'br') {
    const sizes = await response.request().sizes();
    return { bytes: body.length, gzipBytes: sizes.responseBodySize };
  }
  return { bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}

/**
 * Records every JavaScript response of a browser context, workers' scripts included, and
 * measures each once the page is done.
 */
export function watchScripts(page: Page): { settle(): Promise<ScriptDownload[]> } {
  const responses: Response[] = [];
  page.context().on('response', (response) => {
    if (response.ok() && isJavaScript(response)) responses.push(response);
  });
  return {
    async settle() {
      const seen = new Set<string>();
      const downloads: ScriptDownload[] = [];
      for (const response of responses) {
        if (seen.has(response.url())) continue;
        seen.add(response.url());
        downloads.push({ url: response.url(), ...(await gzippedSize(response)) });
      }
      return downloads;
    },
  };
}

/** How long the page must stay without a new request before its download is counted as done. */
const QUIET_MS = 1500;

/**
 * Opens `url` in a fresh browser context (nothing cached) and waits until the map's container
 * says `data-state="ready"` and the network has been quiet for a moment (chunks the map loads
 * after its first frame count too). Resolves with every script the visitor downloaded.
 */
export async function scriptsOfPage(browser: Browser, url: string): Promise<ScriptDownload[]> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const scripts = watchScripts(page);
    await page.goto(url);
    await page.waitForSelector('.mapsvg[data-state="ready"]');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle');
    return await scripts.settle();
  } finally {
    await context.close();
  }
}

/** Kilobytes (1000 bytes) of gzipped JavaScript, rounded to a tenth. */
export function gzipKb(downloads: readonly ScriptDownload[]): number {
  return Math.round(downloads.reduce((sum, item) => sum + item.gzipBytes, 0) / 100) / 10;
}
