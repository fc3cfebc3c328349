import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The manifest: chunks by key (source path of entries and lazily loaded modules, `_name` of shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

/** One budget: what is measured, its ceiling and what the build gives. */
export interface BudgetResult {
  name: string;
  budgetKb: number;
  actualKb: number;
}

/** The viewer's entry in the manifest. */
export const VIEWER_ENTRY = 'ui/viewer/main.tsx';

/**
 * The modules of the engine-only start (a map of regions alone), one of the entry's two paths:
 * its markup and poster, then the engine.
 */
export const MAP_ALONE_START: readonly string[] = ['ui/viewer/lightMarkup.ts', 'ui/viewer/lightMount.ts'];

/** Which of the entry's starts a page takes: the engine alone, or the whole viewer. */
export type StartPath = 'mapAlone' | 'wholeViewer';

/**
 * What a visitor's page loads at once: the viewer's entry and the start it takes, a dynamic
 * import of the entry (whose imports are fetched in parallel), with their static imports. A map
 * of regions alone takes the engine-only start; any other map takes the whole viewer.
 */
export function firstLoadKeys(manifest: Manifest, entry: string, path: StartPath = 'wholeViewer'): string[] {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`The build manifest has no chunk ${entry}.`);
  const starts = chunk.dynamicImports ?? [];
  return [entry, ...starts.filter((key) => MAP_ALONE_START.includes(key) === (path === 'mapAlone'))];
}

/**
 * Ceilings in kB (1000 bytes) of gzipped JavaScript. A change that crosses one is deliberate:
 * raise the ceiling here (and in the README's benchmark table) in the same commit, saying why.
 */
export const BUDGETS_KB = {
  /**
   * What every visitor's page loads before the map can draw: the entry and its static imports,
   * the WebGL renderer included (it is made directly, not loaded by pixi's renderer detection).
   * Lowered from 260 kB when the engine's load machine and the colour parser became our own
   * code (xstate and tinycolor2, about 17 kB, left the page; issue 22). Then 246 kB: the gesture
   * dispatcher with its named handlers, and the page entry's early file preparation split out of
   * the main chunk (one more small chunk, so a little more gzip overhead), add about 1.6 kB.
   * Then 247 kB: the engine as one flat facade over feature managers and a loader (issue 24)
   * costs about 0.3 kB of delegating methods; the next kilobytes come from lazy features.
   * Then 239 kB (issue "A light visitor page"): our own worker RPC instead of comlink, the
   * street map, labels and bubbles loaded when a map uses them, and flatbush alone indexing
   * marker points (kdbush left) took 7.5 kB off (245.9 to 238.4 kB). kdbush came back (flatbush
   * doubled the marker picker's memory per marker, against issue 17's heap target), and the
   * entry now chooses between two starts, so the option reading, layout and address rules it
   * needs moved out of the viewer's chunk into a shared one (about 2.5 kB of chunk overhead):
   * 243 kB. A map of regions alone no longer loads any of this (below). Then 235 kB: the
   * choropleth and region labels load with the maps that show them, pixi parses colours with
   * our own parser (no colord), and the renderer registers only the systems the engine draws
   * with (242.4 to 233.1 kB). Then 232 kB: the renderer's scheduler on timers (no ticker), the
   * popover loaded on the first interaction, the Handlebars runtime from its ES modules and
   * preload lists without the importer's own chunks (233.1 to 230.2 kB). Then 230 kB: pixi's
   * deprecation warner left out, the migration of older option shapes loaded only for site
   * scripts' options (the server migrates what it gives), the cluster manager and the budget of
   * WebGL contexts for many-map pages as chunks of their own (231.3 with that budget, to 228.5
   * kB), then the click actions loaded with the first interaction and the locate button with the
   * maps that show it (227.7 kB). Kept tight: the store locator's page (issue 22's (b)) is then
   * 249.9 kB against its 250 kB target, and this figure moves with it. The poster of a map of
   * regions alone (drawn by the geometry worker before the engine's code runs) splits the map's
   * sizing out of the engine's chunk and adds a little to the entry; pixi's compressed texture
   * formats and their uploader, which the engine never uses, left the engine's chunk and paid
   * for it (227.4 kB). The entry then started the poster's file itself, so the worker parses it
   * while the markup's chunk loads, and chose between the plain and the poster worker (227.8
   * kB; the plain worker lost its poster code, so the store locator's page stayed at 250.0 kB).
   * The renderer's early links of the map's own programs and the region index built in short
   * tasks added 0.3 kB; the WebGPU program's layout and attributes, which the WebGL renderer
   * never reads, left (0.8 kB): 227.3 kB, the store locator's page 249.5 kB. The map's corner
   * stacks (controls sharing a corner no longer overlap) and the options of classified
   * choropleths and alternative text: 228.8 kB, hence 229 kB. Session 27 landed, all in the
   * first load: the viewer finding its server from its script (cross-origin embeds) and linking
   * its own stylesheet, the street map's tile choices and consent, marker tooltips and events,
   * the directory selecting a store and the distance search's order and count, and the check for
   * markers by field: 231.6 kB, hence 232 kB. This is 4 kB over session 26's; the next session
   * moves what only some maps use (consent, tiles, distance results) behind a chunk. Issue 46's
   * last gaps: server addresses in templates and marker images resolved on the map's server on
   * another site's page, and two servers' viewers sharing one page (element claims, one global):
   * 232.2 kB, hence 233 kB. Session 28: maps below the fold wait in a queue until they come
   * near (the entry's `nearQueue`, 0.3 kB, which keeps every later map's code and data off a
   * page's first seconds), the engine's search-area call (the store finder's origin pin and
   * radius; its drawing is a chunk of its own) and the engine reading view boxes with domain's
   * readers: 233.4 kB, hence 234 kB.
   * Then the engine's one rule for changes made before its map is ready (issue 49: changes kept
   * and applied in order as it becomes ready, `PendingChanges` and the facade's `engineCore`),
   * about 0.5 kB: 233.6 kB, hence 234 kB.
   * Session 29: the program linker that links the map's WebGL programs between tasks instead of
   * inside a frame (a 5 s task on a busy page of five maps), search and filter changes that send
   * the cluster worker a visibility mask and show every marker at once when cleared, and cluster
   * colours restyled in place: 236.8 kB, hence 237 kB. This moves the store locator's page away
   * from its 250 kB target (issue 47): the next change to the first load must take weight off.
   * Session 30: records saved in the admin reach the previewed map (a page-wide announcement of
   * table writes, `RecordList.refresh`, the markers reading their feed again): 237.2 kB, hence
   * 237.5 kB. The opening-hours helpers (about 2 kB gzipped, needed only by templates that call
   * them) are the first candidate to load lazily.
   * Session 32: gestures merged per frame by one change queue (issue 49) and the wait for the
   * GPU's other frames before a map's context is made (issue 47): 238.2 kB, hence 238.5 kB; the
   * hours helpers are still the first weight to take off.
   * Session 33: a map's context made before pixi starts (no test context of pixi's own) and
   * record markers added a slice per task (issue 47): 238.8 kB, hence 239 kB.
   */
  viewerFirstLoad: 239,
  /**
   * What the page of a map of regions alone loads: the entry and the engine-only start, no React
   * and no overlays (they load when the visitor reaches for the map). Issue 22 asks at most
   * 180 kB for such a page, the geometry worker included. 146.2 to 140.1 kB with the lighter
   * renderer and colour parsing above; 138.9 kB with the renderer's scheduler on timers; 137 kB
   * with the changes of the 230 kB budget above. Then 141 kB: such a map shows its poster before
   * the engine's code runs, so its markup, the sizing of the map from its file's root element
   * and the poster's placement load first, in a chunk of their own (140.7 kB), then 141 kB with
   * the poster's file started by the entry. The worker's drawing of the poster (about 9 kB) is
   * part of the poster worker such a page starts (below); the page weight benchmark counts it.
   * Then 142 kB: the loader links the renderer's programs as soon as the renderer exists when
   * the map's file was parsed first (141.1 kB). Linked on first use instead, the sharp frame's
   * program held the main thread for about 200 ms just after such a map appeared. 140.5 kB
   * with the changes of the 228 kB budget's last lines. Then 144 kB: the lazy maps' queue and
   * two servers' element claims in the entry, the search-area call on the engine's facade and
   * domain's view box readers in the map's sizing (142.0 to 143.1 kB, session 28).
   * Then the engine's one rule for changes made before its map is ready (issue 49), about
   * 0.5 kB: 143.3 kB. Then 145 kB: the program linker above (144.6 kB, session 29). Then 146 kB:
   * the gesture change queue and the GPU-idle fences above (145.6 kB, session 32). Then 146.5 kB:
   * the map's own context made before pixi starts, and markers added a slice per task (146.2 kB,
   * session 33).
   */
  mapAloneFirstLoad: 146.5,
  /**
   * The geometry worker every map starts (parser and triangulation); 21.5 to 20.1 kB without
   * comlink, then 14.2 kB with our own XML reader instead of saxes.
   */
  geometryWorker: 15,
  /**
   * The geometry worker of a page whose first map shows a poster: the geometry worker with the
   * poster's drawing built in (the engine's state, layer and camera code it draws with), so the
   * poster is drawn the moment the file is parsed (23.2 kB; before, the worker loaded the
   * drawing as a 9.3 kB chunk of its own after the parse).
   */
  posterWorker: 24,
  /** The cluster worker (maps with clustering). */
  clusterWorker: 6,
  /**
   * The largest chunk loaded later, when a map's options turn its feature on. It was the template
   * compiler (25.7 kB); without `source-map` and a second copy of the runtime the compiler is
   * 16 kB, and pixi's graphics (17.7 kB, for the focus outline and decorations) is the largest.
   */
  largestLazyChunk: 20,
};

/** The files of a chunk and of every chunk it imports statically, once each. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticClosure(manifest, child, seen))];
}

/** The files of the chunks `keys` and of every chunk they import statically, once each. */
export function firstLoad(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(keys.flatMap((key) => staticClosure(manifest, key, seen)))];
}

/** Every chunk the viewer may load later (dynamic imports, transitively), minus its first load. */
export function lazyChunks(manifest: Manifest, keys: readonly string[]): string[] {
  const first = new Set(firstLoad(manifest, keys));
  const lazy = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!first.has(chunk.file)) lazy.add(chunk.file);
    for (const child of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(child, seen);
  };
  const seen = new Set<string>();
  for (const key of keys) visit(key, seen);
  return [...lazy];
}

function gzipKb(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1000;
}

function workerFile(distDir: string, name: string): string {
  const file = readdirSync(path.join(distDir, 'assets')).find((entry) => entry.startsWith(`${name}.worker-`) && entry.endsWith('.js'));
  if (!file) throw new Error(`The build has no ${name} worker in ${distDir}/assets.`);
  return path.join('assets', file);
}

/** Measures the build in `distDir` against {@link BUDGETS_KB}. */
export function measureBudgets(distDir: string): BudgetResult[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sum = (files: readonly string[]) => files.reduce((total, file) => total + gzipKb(distDir, file), 0);
  const largestLazy = Math.max(0, ...lazyChunks(manifest, firstLoadKeys(manifest, VIEWER_ENTRY)).map((file) => gzipKb(distDir, file)));
  const mapAlone = firstLoad(manifest, firstLoadKeys(manifest, VIEWER_ENTRY, 'mapAlone'));
  const round = (kb: number) => Math.round(kb * 10) / 10;
  return [
    { name: 'viewer first load (entry, viewer and their static imports)', budgetKb: BUDGETS_KB.viewerFirstLoad, actualKb: round(sum(firstLoad(manifest, firstLoadKeys(manifest, VIEWER_ENTRY)))) },
    { name: 'map of regions alone first load (entry and the engine-only start)', budgetKb: BUDGETS_KB.mapAloneFirstLoad, actualKb: round(sum(mapAlone)) },
    { name: 'geometry worker', budgetKb: BUDGETS_KB.geometryWorker, actualKb: round(gzipKb(distDir, workerFile(distDir, 'geometry'))) },
    { name: 'geometry worker with the poster', budgetKb: BUDGETS_KB.posterWorker, actualKb: round(gzipKb(distDir, workerFile(distDir, 'geometryPoster'))) },
    { name: 'cluster worker', budgetKb: BUDGETS_KB.clusterWorker, actualKb: round(gzipKb(distDir, workerFile(distDir, 'cluster'))) },
    { name: 'largest lazily loaded viewer chunk', budgetKb: BUDGETS_KB.largestLazyChunk, actualKb: round(largestLazy) },
  ];
}

/** `npm run size`: measures `dist/` (build it first) and fails when a budget is exceeded. */
function main(): void {
  const results = measureBudgets(path.resolve('dist'));
  for (const result of results) {
    const verdict = result.actualKb <= result.budgetKb ? 'ok  ' : 'OVER';
    console.log(`${verdict} ${result.name}: ${result.actualKb} kB gzipped (budget ${result.budgetKb} kB)`);
  }
  const over = results.filter((result) => result.actualKb > result.budgetKb);
  if (over.length === 0) return;
  console.error(`\nBundle budget exceeded: ${over.map((result) => result.name).join(', ')}. See scripts/bundleBudget.ts.`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) main();
