import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the built bench page goes: under node_modules/.cache, which git and ESLint already
 * ignore (a folder inside bench/ would be linted as source).
 */
export const BENCH_PAGE_DIST = path.join(here, '..', '..', 'node_modules', '.cache', 'bench-regions');

let building: Promise<string> | null = null;

/**
 * Builds the bench page (engine, pixi.js, Leaflet and the peers) with Vite's JS API, once per
 * process: both region scenarios share the bundle. Resolves to the output folder.
 */
export function buildBenchPage(): Promise<string> {
  building ??= (async () => {
    const root = path.join(here, 'page');
    await build({
      configFile: false,
      root,
      base: './',
      logLevel: 'warn',
      publicDir: false,
      build: {
        outDir: BENCH_PAGE_DIST,
        emptyOutDir: true,
        target: 'es2022',
        // Readable stacks when a peer throws in the page; the bundle is never shipped.
        minify: false,
        reportCompressedSize: false,
        rollupOptions: { input: path.join(root, 'index.html') },
      },
      worker: { format: 'es' },
    });
    return BENCH_PAGE_DIST;
  })();
  return building;
}
