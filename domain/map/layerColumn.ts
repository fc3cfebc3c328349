import type { GroupOptions } from './optionTypes/viewOptions';

/*
 * Which layer (or floor) a record's field names: the viewer's part of layer membership, apart
 * from the editor's (`layerMembers.ts`), so visitors' pages carry only this.
 */

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
