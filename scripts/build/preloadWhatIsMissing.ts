import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/** Every chunk `fileName` imports statically, with the ones they import: all run before it. */
export function staticImportClosure(bundle: OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const pending = [fileName];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') continue;
    for (const imported of chunk.imports) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
  }
  return seen;
}

/**
 * Shortens the lists of chunks a dynamic import preloads. Vite lists every chunk the imported
 * one needs, and writes the lists into the importing chunk, so each chunk carried the names of
 * chunks that are certainly loaded by the time it runs (its own static imports, the entry's).
 * Those names preload nothing and cost the store locator's visitors 0.4 kB of gzipped
 * JavaScript. The plugin keeps the build's chunk graph; `resolveDependencies`
 * drops from each list what the importing chunk's static imports have loaded already, so only
 * chunks the page may not have are listed (and still preloaded in parallel).
 */
export function preloadWhatIsMissing(): { plugin: Plugin; resolveDependencies: (fileName: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let bundle: OutputBundle | null = null;
  const loadedBy = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'mapsvg:chunk-graph',
      enforce: 'pre',
      generateBundle(_options, output) {
        bundle = output;
        loadedBy.clear();
      },
    },
    resolveDependencies(_fileName, deps, { hostId, hostType }) {
      if (!bundle || hostType !== 'js') return deps;
      let loaded = loadedBy.get(hostId);
      if (!loaded) {
        loaded = staticImportClosure(bundle, hostId);
        loaded.add(hostId);
        loadedBy.set(hostId, loaded);
      }
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
