import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { BundleTags } from './html';

/** The browser bundles the build produces. */
type BundleName = 'viewer' | 'admin' | 'contact-form' | 'embed-frame';

const entrySources: Record<BundleName, string> = {
  viewer: 'ui/viewer/main.tsx',
  admin: 'ui/admin/main.tsx',
  'contact-form': 'ui/contact-form/main.ts',
  'embed-frame': 'ui/viewer/embedFrameMain.ts',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Bundles whose entry imports the rest of its code at once, dynamically (the viewer's entry is
 * small and loads its main chunk while it asks for the page's maps): the page tells the browser
 * about that code up front, so it downloads beside the entry instead of after it.
 */
const PRELOADED_DYNAMIC_IMPORTS: ReadonlySet<BundleName> = new Set(['viewer']);

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
    const tags: BundleTags = {
      scripts: [this.urlPrefix + chunk.file],
      styles: this.stylesOf(entrySources[bundle]).map((file) => this.urlPrefix + file),
    };
    if (!PRELOADED_DYNAMIC_IMPORTS.has(bundle) || !chunk.dynamicImports?.length) return tags;
    const loadedAtOnce = this.loadedAtOnce(entrySources[bundle]);
    return {
      ...tags,
      modulePreloads: loadedAtOnce.scripts.map((file) => this.urlPrefix + file),
      stylePreloads: loadedAtOnce.styles.map((file) => this.urlPrefix + file),
    };
  }

  /**
   * The chunks the entry imports statically (the browser would find them only once the entry
   * has arrived), then the scripts and stylesheets every one of its dynamic imports needs (with
   * what they import statically). The viewer's entry loads either the engine alone (a map of
   * regions alone) or the whole viewer: the page preloads what both need, so a light page
   * downloads no code it will not run.
   */
  private loadedAtOnce(entry: string): { scripts: string[]; styles: string[] } {
    const manifest = this.readManifest();
    const own = this.scriptsOf(entry);
    const ownStyles = new Set(this.stylesOf(entry));
    const dynamic = manifest[entry]?.dynamicImports ?? [];
    const shared = <T>(lists: T[][]): T[] => lists.length === 0 ? [] : [...new Set(lists[0])].filter((item) => lists.every((list) => list.includes(item)));
    const scripts = shared(dynamic.map((key) => this.scriptsOf(key))).filter((file) => !own.includes(file));
    const styles = shared(dynamic.map((key) => this.stylesOf(key))).filter((file) => !ownStyles.has(file));
    return { scripts: [...own.slice(1), ...scripts], styles };
  }

  /** Script files of a chunk and of every chunk it imports statically. */
  private scriptsOf(key: string, seen = new Set<string>()): string[] {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = this.readManifest()[key];
    if (!chunk) return [];
    return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => this.scriptsOf(child, seen))];
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
