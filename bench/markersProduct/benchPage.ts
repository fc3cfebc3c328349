import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the bench page is served on the product server's origin (by the page's routes). */
export const BENCH_PAGE_PATH = '/__bench/markers-product/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The viewer's script and stylesheets as a site embeds them (`/dist/viewer.js` plus its CSS,
 * read from the build manifest the server links them with).
 */
export function viewerTags(distDir: string): string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No product build at ${distDir}: run \`npx vite build\` first.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['ui/viewer/main.tsx'];
  if (!entry) throw new Error('The build manifest has no viewer entry.');
  const styles = new Set<string>();
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const child of chunk?.imports ?? []) collect(child, seen);
    for (const css of chunk?.css ?? []) styles.add(css);
  };
  collect('ui/viewer/main.tsx', new Set());
  return [...[...styles].map((css) => `<link rel="stylesheet" href="/dist/${css}">`), `<script type="module" src="/dist/${entry.file}"></script>`].join('\n');
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
