import { withRenamedMarkers, type GroupOptions, type SchemaField } from '../../../domain/index';

/** An SVG group the admin can put into a layer or floor. */
export interface FileGroup {
  key: string;
  title: string;
}

/** The groups of a map file as the builder names them: the Inkscape label, else the id. */
export function fileGroups(groups: ReadonlyArray<{ key: string; elementId: string | null; label: string | null }>): FileGroup[] {
  return groups.filter((group) => group.elementId !== null || group.label !== null).map((group) => ({ key: group.key, title: group.label ?? group.elementId ?? group.key }));
}

/** A layer or floor id not used yet: `layer_1`, `layer_2`… */
export function nextLayerId(prefix: string, existing: readonly GroupOptions[]): string {
  const taken = new Set(existing.map((entry) => entry.id));
  let number = existing.length + 1;
  while (taken.has(`${prefix}_${number}`)) number += 1;
  return `${prefix}_${number}`;
}

/** One layer per SVG group of the file, each showing that group, all visible. */
export function layersFromFile(groups: readonly FileGroup[]): GroupOptions[] {
  return groups.map((group) => ({ id: group.key, title: group.title, visible: true, objects: [{ label: group.title, value: group.key }] }));
}

/** Puts an SVG group into a layer, or takes it out. */
export function withGroup(layer: GroupOptions, group: FileGroup, on: boolean): GroupOptions {
  const others = layer.objects.filter((object) => object.value !== group.key);
  return { ...layer, objects: on ? [...others, { label: group.title, value: group.key }] : others };
}

/** Field types whose one value can name a layer or floor. */
const NAMING_TYPES = new Set(['select', 'radio', 'status', 'text', 'title']);

/** The records fields whose value can name a layer or floor (single values only). */
export function layerFieldChoices(fields: readonly SchemaField[]): Array<{ name: string; label: string }> {
  return fields
    .filter((field) => NAMING_TYPES.has(field.type) && !(field.type === 'select' && field.multiselect === true))
    .map((field) => ({ name: field.name, label: field.label || field.name }));
}

/**
 * One layer (or floor) per option of a field: the option's value is the layer id (what records
 * store), its label the title the visitor reads. Layers already there keep their settings; the
 * others come after them.
 */
export function layersFromFieldOptions(field: SchemaField | undefined, existing: readonly GroupOptions[]): GroupOptions[] {
  const options = (Array.isArray(field?.options) ? field.options : []) as Array<{ label?: unknown; value?: unknown }>;
  const known = new Set(existing.map((entry) => entry.id));
  const added = options
    .filter((option) => option.value !== undefined && option.value !== null && String(option.value) !== '' && !known.has(String(option.value)))
    .map((option) => ({ id: String(option.value), title: typeof option.label === 'string' && option.label !== '' ? option.label : String(option.value), visible: true, objects: [] }));
  return [...existing, ...added];
}

/**
 * Map options (as the editor holds them) with the markers that layers and floors list under a
 * temporary id renamed to their saved one; the same object when nothing is renamed.
 */
export function withSavedMarkerIds(options: Record<string, unknown>, renames: ReadonlyMap<string, string>): Record<string, unknown> {
  let next = options;
  for (const key of ['groups', 'floors'] as const) {
    const list = options[key];
    if (!Array.isArray(list)) continue;
    const renamed = withRenamedMarkers(list as GroupOptions[], renames);
    if (renamed.some((entry, index) => entry !== list[index])) next = { ...next, [key]: renamed };
  }
  return next;
}
