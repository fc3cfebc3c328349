import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetResolver } from './assets';

function distWith(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('AssetResolver', () => {
  it('links the stylesheets of shared chunks the entry imports, shared ones first', () => {
    const dir = distWith({
      '_mount.js': { file: 'chunks/mount.js', css: ['assets/mount.css'], imports: ['_runtime.js'] },
      '_runtime.js': { file: 'chunks/runtime.js' },
      'ui/viewer/main.tsx': { file: 'viewer.js', css: ['assets/viewer.css'], imports: ['_mount.js', '_runtime.js'], isEntry: true },
    });
    expect(new AssetResolver(dir).tags('viewer')).toEqual({
      scripts: ['/dist/viewer.js'],
      styles: ['/dist/assets/mount.css', '/dist/assets/viewer.css'],
    });
  });

  it('tells the page about the viewer code its entry imports at once, beside the entry itself', () => {
    const dir = distWith({
      'ui/viewer/main.tsx': { file: 'viewer.js', css: ['assets/viewer.css'], imports: ['_helper.js'], dynamicImports: ['ui/viewer/mount.tsx'], isEntry: true },
      '_helper.js': { file: 'chunks/helper.js' },
      'ui/viewer/mount.tsx': { file: 'chunks/mount.js', css: ['assets/mount.css'], imports: ['_helper.js', '_pixi.js'], dynamicImports: ['ui/viewer/Filters.tsx'] },
      '_pixi.js': { file: 'chunks/pixi.js' },
      'ui/viewer/Filters.tsx': { file: 'chunks/Filters.js' },
      'ui/admin/main.tsx': { file: 'admin.js', dynamicImports: ['ui/admin/Editor.tsx'], isEntry: true },
      'ui/admin/Editor.tsx': { file: 'chunks/Editor.js' },
    });
    const resolver = new AssetResolver(dir);
    expect(resolver.tags('viewer')).toEqual({
      scripts: ['/dist/viewer.js'],
      styles: ['/dist/assets/viewer.css'],
      modulePreloads: ['/dist/chunks/helper.js', '/dist/chunks/mount.js', '/dist/chunks/pixi.js'],
      stylePreloads: ['/dist/assets/mount.css'],
    });
    // The admin's lazy screens load when opened, not with every admin page.
    expect(resolver.tags('admin')).toEqual({ scripts: ['/dist/admin.js'], styles: [] });
  });

  it('preloads only the code shared by every path the viewer entry may take (the engine alone, or the whole viewer)', () => {
    const dir = distWith({
      'ui/viewer/main.tsx': { file: 'viewer.js', css: ['assets/viewer.css'], imports: ['_early.js'], dynamicImports: ['ui/viewer/lightMount.ts', 'ui/viewer/mount.tsx'], isEntry: true },
      '_early.js': { file: 'chunks/early.js' },
      'ui/viewer/lightMount.ts': { file: 'chunks/lightMount.js', imports: ['_engine.js'] },
      'ui/viewer/mount.tsx': { file: 'chunks/mount.js', css: ['assets/mount.css'], imports: ['_engine.js', '_react.js'] },
      '_engine.js': { file: 'chunks/engine.js', imports: ['_pixi.js'] },
      '_pixi.js': { file: 'chunks/pixi.js' },
      '_react.js': { file: 'chunks/react.js' },
    });
    expect(new AssetResolver(dir).tags('viewer')).toEqual({
      scripts: ['/dist/viewer.js'],
      styles: ['/dist/assets/viewer.css'],
      // The entry's own import first: the browser would otherwise find it only in the entry.
      modulePreloads: ['/dist/chunks/early.js', '/dist/chunks/engine.js', '/dist/chunks/pixi.js'],
      stylePreloads: [],
    });
  });

  it('falls back to the stable entry name before a build exists', () => {
    expect(new AssetResolver(mkdtempSync(path.join(tmpdir(), 'assets-'))).tags('admin')).toEqual({ scripts: ['/dist/admin.js'], styles: [] });
  });
});
