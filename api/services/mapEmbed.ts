import { mapFileOfOptions, mapFileUrl, migrateMapOptions, type EmbeddedMapAnswer } from '../../domain/index';

export type { EmbeddedMapAnswer };
import type { Queryable } from '../db/Database';
import { findMap, type MapRow } from '../repositories/mapsRepository';
import { mapStartData } from '../repositories/mapStartData';
import { mapTableNames } from './records/mapTables';
import { escapeHtml } from './html';
import { parseShortcode, type ShortcodeRenderer } from './shortcodes';
import { precompiledTemplates } from './templates/precompiledTemplates';

const mapShortcodePattern = () => /\[mapsvg\b[^\]]*\]/gi;

/**
 * JSON that is safe inside a `<script>` element: `<` is escaped, so no `</script>` or `<!--`
 * in a title or a template can end the element early.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The map files one page has preloaded so far, in page order. */
export type PagePreloads = Set<string>;

/**
 * A page preloads its first map's file only: the viewer starts the maps below it as the visitor
 * scrolls near them (`ui/viewer/nearQueue.ts`), so their files are not fetched before then.
 */
const MAP_FILES_PRELOADED = 1;

/**
 * A preload of the map's file, at the address the viewer's entry fetches it from (the same
 * request: `fetch` with the page's credentials), so its download starts with the page's code
 * instead of after it. Empty when the options do not name a file the entry would fetch, when
 * the page preloads it already, or when the page has preloaded its first map's file.
 */
function mapFilePreload(options: Record<string, unknown>, preloads: PagePreloads): string {
  const file = mapFileOfOptions(options);
  if (!file) return '';
  const url = mapFileUrl(file.source, file.svgFileLastChanged);
  if (preloads.has(url) || preloads.size >= MAP_FILES_PRELOADED) return '';
  preloads.add(url);
  return `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin>`;
}

/**
 * A map's container for the viewer to mount. With the map's answer, the container carries it
 * in an inert JSON script: the viewer's entry reads it instead of asking the server, so the
 * map's file is fetched and parsed while the viewer's code still downloads. Given the page's
 * preloads, the page also tells the browser about that file, before the container.
 */
export function renderMapContainer(id: number, answer: EmbeddedMapAnswer | null, preloads: PagePreloads | null = null): string {
  const data = answer ? `<script type="application/json" class="mapsvg-answer">${scriptSafeJson(answer)}</script>` : '';
  const preload = answer && preloads ? mapFilePreload(answer.map.options, preloads) : '';
  return `${preload}<div class="mapsvg" data-map-id="${escapeHtml(String(id))}" data-state="loading">${data}</div>`;
}

/**
 * A stored map's options in the current shape, as the server gives them out: maps saved with
 * older option shapes are migrated on the way, so visitors' pages need not carry the migration.
 */
export function currentShapeOptions(options: Record<string, unknown>): Record<string, unknown> {
  return migrateMapOptions(options) as Record<string, unknown>;
}

/** A published map's answer, as `GET maps/{id}` gives it a visitor, with what its tables add to its first frame. */
export async function answerOfMap(db: Queryable, map: MapRow): Promise<EmbeddedMapAnswer> {
  const startData = await mapStartData(db, mapTableNames(map.id, map.options));
  return { map: { id: map.id, title: map.title, options: currentShapeOptions(map.options) }, precompiledTemplates: precompiledTemplates(map.options), startData };
}

/** The answer a visitor may read for a map: published maps only, as `GET maps/{id}` decides. */
export async function publicMapAnswer(db: Queryable, id: number): Promise<EmbeddedMapAnswer | null> {
  const map = await findMap(db, id);
  return map && map.status === 1 ? answerOfMap(db, map) : null;
}

/**
 * The map shortcode's renderer for texts about to be rendered: `[mapsvg id="N"]` becomes a map
 * container with the published map's answer in it (a map that is missing or not published
 * gets a bare container, and the viewer's own request then reports the problem). A whole page
 * also preloads the maps' files; an HTML fragment, which a site may insert later or never show,
 * does not (`preloadFiles: false`).
 */
export async function mapShortcodes(db: Queryable, texts: readonly string[], preloadFiles = true): Promise<ShortcodeRenderer> {
  const ids = new Set<number>();
  for (const text of texts) {
    for (const match of text.matchAll(mapShortcodePattern())) {
      const id = parseShortcode(match[0])?.attributes.id ?? '';
      if (/^\d{1,9}$/.test(id)) ids.add(Number(id));
    }
  }
  const answers = new Map<number, EmbeddedMapAnswer | null>();
  for (const id of ids) answers.set(id, await publicMapAnswer(db, id));
  const preloads: PagePreloads | null = preloadFiles ? new Set() : null;
  return ({ name, attributes }) => {
    if (name !== 'mapsvg') return null;
    const id = attributes.id ?? '';
    if (!/^\d+$/.test(id)) return null;
    return renderMapContainer(Number(id), answers.get(Number(id)) ?? null, preloads);
  };
}
