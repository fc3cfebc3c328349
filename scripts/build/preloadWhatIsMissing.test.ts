import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { preloadWhatIsMissing, staticImportClosure } from './preloadWhatIsMissing';

/** A bundle of chunks by file name, each with its static imports. */
function bundleOf(graph: Record<string, string[]>): Rollup.OutputBundle {
  return Object.fromEntries(Object.entries(graph).map(([fileName, imports]) => [fileName, { type: 'chunk', fileName, imports }])) as unknown as Rollup.OutputBundle;
}

const graph = {
  'entry.js': ['runtime.js'],
  'mount.js': ['runtime.js', 'react.js'],
  'panel.js': ['mount.js', 'react.js', 'combobox.js'],
  'combobox.js': ['react.js'],
  'runtime.js': [],
  'react.js': [],
};

describe('preloadWhatIsMissing', () => {
  it('follows static imports through every level', () => {
    expect([...staticImportClosure(bundleOf(graph), 'panel.js')].sort()).toEqual(['combobox.js', 'mount.js', 'react.js', 'runtime.js']);
  });

  it('keeps only the chunks the importing chunk has not loaded', () => {
    const preloads = preloadWhatIsMissing();
    const generate = preloads.plugin.generateBundle as unknown as (options: unknown, bundle: Rollup.OutputBundle) => void;
    generate({}, bundleOf(graph));
    const deps = ['panel.js', 'mount.js', 'react.js', 'runtime.js', 'combobox.js'];
    expect(preloads.resolveDependencies('panel.js', deps, { hostId: 'mount.js', hostType: 'js' })).toEqual(['panel.js', 'combobox.js']);
    // The entry has loaded only the runtime: the rest must still be preloaded with the panel.
    expect(preloads.resolveDependencies('panel.js', deps, { hostId: 'entry.js', hostType: 'js' })).toEqual(['panel.js', 'mount.js', 'react.js', 'combobox.js']);
    // HTML pages list what they need in full.
    expect(preloads.resolveDependencies('panel.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
