import type { ClickActionOptions, RegionClickActionOptions } from '../../domain/index';

/** Popover delay after a zoom, so the popover opens where the region ends up (spec 9). */
const POPOVER_DELAY_AFTER_ZOOM_MS = { region: 400, marker: 500 } as const;

/** The message of a link field the clicked item lacks (spec 8). */
export const NO_SUCH_FIELD_MESSAGE = 'No such field';
/** Edit-mode preview: links do not navigate (spec 8). */
export const LINKS_DISABLED_MESSAGE = 'Links are disabled in the preview.';
/** Edit-mode preview: another map is not loaded (spec 8). */
export const ANOTHER_MAP_DISABLED_MESSAGE = 'Show another map action is disabled in the preview';

/** One thing a click does, in order. */
export type ClickStep =
  | { type: 'zoom'; level: number | null }
  | { type: 'filterDirectory' }
  | { type: 'showDetails' }
  | { type: 'showPopover'; delayMs: number }
  | { type: 'goToLink'; url: string; newTab: boolean }
  | { type: 'addIdToUrl' }
  | { type: 'showAnotherMap'; mapId: string; containerId: string }
  /** A problem: an alert in the edit-mode preview, the console otherwise. */
  | { type: 'problem'; message: string };

/** What a click happened on. */
export interface ClickTarget {
  kind: 'region' | 'marker';
  /** The region's or record's data; link and map fields are read from it. */
  data: Record<string, unknown>;
}

/** Facts about the page at the time of the click. */
export interface ClickContext {
  editMode: boolean;
  /** A touch on a phone: only the touch actions apply. */
  touch?: { showPopover: boolean };
}

/** Reads `Region.link` / `Object.link` / `link` from the data; undefined when the field is absent. */
function readLinkField(data: Record<string, unknown>, field: string): unknown {
  const name = field.replace(/^(Region|Object|Marker)\./, '');
  if (name === '' || !Object.prototype.hasOwnProperty.call(data, name)) return undefined;
  return data[name];
}

function linkStep(options: ClickActionOptions, data: Record<string, unknown>, context: ClickContext): ClickStep[] {
  if (!options.goToLink) return [];
  if (context.editMode) return [{ type: 'problem', message: LINKS_DISABLED_MESSAGE }];
  const value = readLinkField(data, options.linkField);
  if (value === undefined || value === null) return [{ type: 'problem', message: NO_SUCH_FIELD_MESSAGE }];
  const url = typeof value === 'object' && 'url' in value ? String((value as { url: unknown }).url) : String(value);
  if (url.trim() === '') return [];
  return [{ type: 'goToLink', url, newTab: options.newTab }];
}

function anotherMapStep(options: RegionClickActionOptions, data: Record<string, unknown>, context: ClickContext): ClickStep[] {
  if (!options.showAnotherMap) return [];
  if (context.editMode) return [{ type: 'problem', message: ANOTHER_MAP_DISABLED_MESSAGE }];
  const value = readLinkField(data, options.showAnotherMapField);
  if (value === undefined || value === null || String(value).trim() === '') return [];
  return [{ type: 'showAnotherMap', mapId: String(value).trim(), containerId: options.showAnotherMapContainerId }];
}

function isRegionOptions(options: ClickActionOptions): options is RegionClickActionOptions {
  return 'addIdToUrl' in options;
}

/**
 * What a click on a region or marker does, as ordered steps: zoom first (the popover then waits
 * 400 ms for regions, 500 ms for markers so it opens where the item ends up), then the directory
 * filter, details, popover, link, URL and another map. A touch runs only its popover action.
 */
export function planClick(options: ClickActionOptions, target: ClickTarget, context: ClickContext): ClickStep[] {
  if (context.touch?.showPopover) return [{ type: 'showPopover', delayMs: 0 }];
  const steps: ClickStep[] = [];
  if (options.zoom) steps.push({ type: 'zoom', level: options.zoomToLevel > 0 ? options.zoomToLevel : null });
  if (options.filterDirectory) steps.push({ type: 'filterDirectory' });
  if (options.showDetails) steps.push({ type: 'showDetails' });
  if (options.showPopover) steps.push({ type: 'showPopover', delayMs: options.zoom ? POPOVER_DELAY_AFTER_ZOOM_MS[target.kind] : 0 });
  steps.push(...linkStep(options, target.data, context));
  if (!isRegionOptions(options)) return steps;
  if (options.addIdToUrl && !options.showAnotherMap) steps.push({ type: 'addIdToUrl' });
  steps.push(...anotherMapStep(options, target.data, context));
  return steps;
}
