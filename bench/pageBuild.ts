import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/**
 * Builds a bench page (its `index.html` and the modules it loads) with Vite's JS API into a
 * folder outside the repository, so lint and git never see the bundle. Resolves to that folder,
 * one per process, so benches run at the same time from other trees never empty each other's.
 */
export async function buildPageInTemp(pageDir: string, name: string): Promise<string> {
  const outDir = path.join(tmpdir(), `${name}-${process.pid}`);
  await build({
    configFile: false, root: pageDir, base: './', logLevel: 'warn', publicDir: false,
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: false, reportCompressedSize: false },
    worker: { format: 'es' },
  });
  return outDir;
}
