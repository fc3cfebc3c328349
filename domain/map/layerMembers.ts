import type { GroupOptions } from './optionTypes/viewOptions';

/** What single regions and markers a layer or floor lists. */
type MemberKind = 'regions' | 'markers';

/** The layers (or floors) and the members they list, as a layer option holds them. */
type Layered = Pick<GroupOptions, 'id' | 'title' | 'regions' | 'markers'>;

/** The id of the first layer that lists this region or marker, or '' when none does. */
export function layerListing<T extends Layered>(layers: readonly T[], kind: MemberKind, id: string): string {
  return layers.find((layer) => (layer[kind] ?? []).includes(id))?.id ?? '';
}

/**
 * Puts one region or marker into a layer, taking it out of every other (a region is in one layer
 * at a time); an empty or unknown `layerId` takes it out of all. Layers it does not concern are
 * returned as they were.
 */
export function withLayerMember<T extends Layered>(layers: readonly T[], kind: MemberKind, id: string, layerId: string): T[] {
  return layers.map((layer) => {
    const members = layer[kind] ?? [];
    const listed = members.includes(id);
    const wanted = layer.id === layerId;
    if (listed === wanted) return layer;
    return { ...layer, [kind]: wanted ? [...members, id] : members.filter((member) => member !== id) };
  });
}

function plainTexts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(plainTexts);
  if (typeof value === 'object') {
    const option = value as { value?: unknown; label?: unknown };
    return [...plainTexts(option.value), ...plainTexts(option.label)];
  }
  return [String(value)];
}

const normalise = (text: string): string => text.trim().toLowerCase();

/**
 * The layer a record's field value names, matched against each layer's id, then its title
 * (trimmed, case ignored): a select's stored value or label, a text, a number, or the first of a
 * list that names one. '' when the value names no layer.
 */
export function layerNamedBy<T extends Pick<GroupOptions, 'id' | 'title'>>(value: unknown, layers: readonly T[]): string {
  const texts = plainTexts(value).map(normalise).filter((text) => text !== '');
  if (texts.length === 0) return '';
  for (const text of texts) {
    const byId = layers.find((layer) => normalise(String(layer.id)) === text);
    if (byId) return byId.id;
  }
  for (const text of texts) {
    const byTitle = layers.find((layer) => normalise(layer.title ?? '') === text);
    if (byTitle) return byTitle.id;
  }
  return '';
}

/**
 * One layer id per record (a column for the map engine) from a field's values: each value is
 * looked up once, so 100k records with a handful of distinct values cost a handful of lookups.
 */
export function layerColumn<T extends Pick<GroupOptions, 'id' | 'title'>>(values: readonly unknown[], layers: readonly T[]): string[] {
  const known = new Map<string, string>();
  return values.map((value) => {
    const key = typeof value === 'object' && value !== null ? JSON.stringify(value) : `${typeof value}:${String(value)}`;
    let layer = known.get(key);
    if (layer === undefined) {
      layer = layerNamedBy(value, layers);
      known.set(key, layer);
    }
    return layer;
  });
}

/**
 * The layers (or floors) with markers listed under a temporary id renamed to their lasting one:
 * a marker placed before it was saved is listed as `marker_3` and becomes `record_12` once its
 * record exists. Layers listing none of them are returned as they were.
 */
export function withRenamedMarkers<T extends Layered>(layers: readonly T[], renames: ReadonlyMap<string, string>): T[] {
  return layers.map((layer) => {
    const members = layer.markers ?? [];
    if (!members.some((id) => renames.has(id))) return layer;
    return { ...layer, markers: members.map((id) => renames.get(id) ?? id) };
  });
}
