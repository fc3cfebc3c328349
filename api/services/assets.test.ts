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

  it('falls back to the stable entry name before a build exists', () => {
    expect(new AssetResolver(mkdtempSync(path.join(tmpdir(), 'assets-'))).tags('admin')).toEqual({ scripts: ['/dist/admin.js'], styles: [] });
  });
});
