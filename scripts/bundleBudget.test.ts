import { describe, expect, it } from 'vitest';
import { lazyChunks, staticClosure, type Manifest } from './bundleBudget';

const manifest: Manifest = {
  'ui/viewer/main.tsx': { file: 'viewer.js', imports: ['_mount.js'], isEntry: true },
  '_mount.js': { file: 'chunks/mount.js', imports: ['_pixi.js', '_react.js'], dynamicImports: ['ui/viewer/Filters.tsx', 'ui/templates/compile.ts'] },
  '_pixi.js': { file: 'chunks/pixi.js', imports: ['_react.js'] },
  '_react.js': { file: 'chunks/react.js' },
  'ui/viewer/Filters.tsx': { file: 'chunks/Filters.js', imports: ['_downshift.js', '_react.js'] },
  '_downshift.js': { file: 'chunks/downshift.js' },
  'ui/templates/compile.ts': { file: 'chunks/compile.js' },
};

describe('the bundle budget', () => {
  it('counts what the entry imports statically, each chunk once, and nothing it loads later', () => {
    expect(staticClosure(manifest, 'ui/viewer/main.tsx').sort()).toEqual(['chunks/mount.js', 'chunks/pixi.js', 'chunks/react.js', 'viewer.js']);
  });

  it('lists the chunks loaded later, with their own imports, apart from the first load', () => {
    expect(lazyChunks(manifest, 'ui/viewer/main.tsx').sort()).toEqual(['chunks/Filters.js', 'chunks/compile.js', 'chunks/downshift.js']);
  });

  it('fails with the missing chunk named when the manifest does not match the build', () => {
    expect(() => staticClosure({ 'ui/viewer/main.tsx': { file: 'viewer.js', imports: ['_gone.js'] } }, 'ui/viewer/main.tsx')).toThrow(/_gone\.js/);
  });
});
