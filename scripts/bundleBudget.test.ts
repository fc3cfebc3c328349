import { describe, expect, it } from 'vitest';
import { firstLoad, firstLoadKeys, lazyChunks, staticClosure, type Manifest } from './bundleBudget';

const manifest: Manifest = {
  'ui/viewer/main.tsx': { file: 'viewer.js', imports: ['_helper.js'], dynamicImports: ['ui/viewer/mount.tsx'], isEntry: true },
  '_helper.js': { file: 'chunks/helper.js' },
  'ui/viewer/mount.tsx': { file: 'chunks/mount.js', imports: ['_pixi.js', '_react.js', '_helper.js'], dynamicImports: ['ui/viewer/Filters.tsx', 'ui/templates/compile.ts'] },
  '_pixi.js': { file: 'chunks/pixi.js', imports: ['_react.js'] },
  '_react.js': { file: 'chunks/react.js' },
  'ui/viewer/Filters.tsx': { file: 'chunks/Filters.js', imports: ['_downshift.js', '_react.js'] },
  '_downshift.js': { file: 'chunks/downshift.js' },
  'ui/templates/compile.ts': { file: 'chunks/compile.js' },
};

describe('the bundle budget', () => {
  it('counts the entry, the viewer it loads at once and their static imports, each chunk once', () => {
    expect(firstLoadKeys(manifest, 'ui/viewer/main.tsx')).toEqual(['ui/viewer/main.tsx', 'ui/viewer/mount.tsx']);
    expect(firstLoad(manifest, ['ui/viewer/main.tsx', 'ui/viewer/mount.tsx']).sort()).toEqual(['chunks/helper.js', 'chunks/mount.js', 'chunks/pixi.js', 'chunks/react.js', 'viewer.js']);
  });

  it("counts a map of regions alone by the entry's engine-only start, the whole viewer by the other", () => {
    const twoStarts: Manifest = {
      ...manifest,
      'ui/viewer/main.tsx': { file: 'viewer.js', imports: ['_helper.js'], dynamicImports: ['ui/viewer/lightMount.ts', 'ui/viewer/mount.tsx'], isEntry: true },
      'ui/viewer/lightMount.ts': { file: 'chunks/lightMount.js', imports: ['_pixi.js'] },
    };
    expect(firstLoadKeys(twoStarts, 'ui/viewer/main.tsx', 'mapAlone')).toEqual(['ui/viewer/main.tsx', 'ui/viewer/lightMount.ts']);
    expect(firstLoadKeys(twoStarts, 'ui/viewer/main.tsx')).toEqual(['ui/viewer/main.tsx', 'ui/viewer/mount.tsx']);
    expect(firstLoad(twoStarts, firstLoadKeys(twoStarts, 'ui/viewer/main.tsx', 'mapAlone')).sort()).toEqual(['chunks/helper.js', 'chunks/lightMount.js', 'chunks/pixi.js', 'chunks/react.js', 'viewer.js']);
  });

  it('leaves out of a chunk\'s static closure what it loads later', () => {
    expect(staticClosure(manifest, 'ui/viewer/main.tsx').sort()).toEqual(['chunks/helper.js', 'viewer.js']);
  });

  it('lists the chunks loaded later, with their own imports, apart from the first load', () => {
    expect(lazyChunks(manifest, ['ui/viewer/main.tsx', 'ui/viewer/mount.tsx']).sort()).toEqual(['chunks/Filters.js', 'chunks/compile.js', 'chunks/downshift.js']);
  });

  it('fails with the missing chunk named when the manifest does not match the build', () => {
    expect(() => staticClosure({ 'ui/viewer/main.tsx': { file: 'viewer.js', imports: ['_gone.js'] } }, 'ui/viewer/main.tsx')).toThrow(/_gone\.js/);
  });
});
