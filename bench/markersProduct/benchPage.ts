import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AssetResolver } from '../../api/services/assets';

/** Where the bench page is served on the product server's origin (by the page's routes). */
export const BENCH_PAGE_PATH = '/__bench/markers-product/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The viewer's script and stylesheets as a site embeds them (`/dist/viewer.js` plus its CSS,
 * resolved from the build manifest as the server links them).
 */
export function viewerTags(distDir: string): string {
  if (!existsSync(path.join(distDir, '.vite', 'manifest.json'))) throw new Error(`No product build at ${distDir}: run \`npx vite build\` first.`);
  const { scripts, styles } = new AssetResolver(distDir).tags('viewer');
  return [...styles.map((href) => `<link rel="stylesheet" href="${href}">`), ...scripts.map((src) => `<script type="module" src="${src}"></script>`)].join('\n');
}

/**
 * Serves the built bench page under {@link BENCH_PAGE_PATH} of the product server's origin, so
 * the page, the viewer script and the REST API share one origin as on a site; the viewer's tags
 * go into the page's head. Everything else goes to the real server.
 */
export async function routeBenchPage(page: Page, baseUrl: string, pageDir: string, tags: string): Promise<void> {
  await page.route(`${baseUrl}${BENCH_PAGE_PATH}**`, async (route) => {
    const relative = new URL(route.request().url()).pathname.slice(BENCH_PAGE_PATH.length) || 'index.html';
    const file = path.resolve(pageDir, relative);
    if (!file.startsWith(`${path.resolve(pageDir)}${path.sep}`) || !existsSync(file)) {
      await route.fulfill({ status: 404, body: 'not found' });
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = type.startsWith('text/html') ? readFileSync(file, 'utf8').replace('</head>', `${tags}\n</head>`) : readFileSync(file);
    await route.fulfill({ status: 200, headers: { 'content-type': type, 'cache-control': 'no-store' }, body });
  });
}
