import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { BundleTags } from './html';

/** The browser bundles the build produces. */
export type BundleName = 'viewer' | 'admin' | 'contact-form';

const entrySources: Record<BundleName, string> = {
  viewer: 'ui/viewer/main.tsx',
  admin: 'ui/admin/main.tsx',
  'contact-form': 'ui/contact-form/main.ts',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Resolves bundle names to script and stylesheet URLs through the build manifest, so hashed
 * CSS files are linked without the server knowing their names.
 */
export class AssetResolver {
  private manifest: Record<string, ManifestChunk> | null = null;

  constructor(private readonly distDir: string, readonly urlPrefix = '/dist/') {}

  /** Tags for one bundle; before a build exists, the stable entry file name is used. */
  tags(bundle: BundleName): BundleTags {
    const chunk = this.readManifest()[entrySources[bundle]];
    if (!chunk) return { scripts: [`${this.urlPrefix}${bundle}.js`], styles: [] };
    return {
      scripts: [this.urlPrefix + chunk.file],
      styles: this.stylesOf(entrySources[bundle]).map((file) => this.urlPrefix + file),
    };
  }

  /**
   * Stylesheets of a chunk and of every chunk it imports: shared code split out of several
   * bundles takes its CSS with it, and the page needs all of it.
   */
  private stylesOf(key: string, seen = new Set<string>()): string[] {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = this.readManifest()[key];
    if (!chunk) return [];
    const imported = (chunk.imports ?? []).flatMap((child) => this.stylesOf(child, seen));
    return [...new Set([...imported, ...(chunk.css ?? [])])];
  }

  private readManifest(): Record<string, ManifestChunk> {
    if (this.manifest) return this.manifest;
    const file = path.join(this.distDir, '.vite', 'manifest.json');
    if (!existsSync(file)) return {};
    this.manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    return this.manifest;
  }
}
