import type { GroupOptions } from '../../../domain/index';

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
