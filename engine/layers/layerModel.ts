import type { FloorOptions, GroupOptions } from '../../domain/index';
import type { SvgGroup } from '../svg/types';

/** A layer or a floor as controls show it. */
export interface MapLayer {
  id: string;
  title: string;
  visible: boolean;
  /** Keys of the SVG groups it shows or hides. */
  groupKeys: string[];
  /** Ids of single regions it shows or hides. */
  regionIds: string[];
  /** Ids of single markers it shows or hides (markers may also name it in their `layer`). */
  markerIds: string[];
}

type Listed = Pick<GroupOptions, 'regions' | 'markers'>;

function membersOf(entry: Listed): { regionIds: string[]; markerIds: string[] } {
  const ids = (list: unknown): string[] => (Array.isArray(list) ? list.map(String).filter((id) => id !== '') : []);
  return { regionIds: ids(entry.regions), markerIds: ids(entry.markers) };
}

function keysOf(id: string, objects: ReadonlyArray<{ value: string }> | undefined): string[] {
  const keys = (objects ?? []).map((object) => String(object.value)).filter((key) => key !== '');
  return keys.length > 0 ? keys : [id];
}

/** Floors from the options, one of them visible (the first marked visible, else the first). */
export function floorsFrom(floors: readonly FloorOptions[] | undefined): MapLayer[] {
  const list = (floors ?? []).map((floor) => ({ id: String(floor.id), title: floor.title || String(floor.id), visible: false, groupKeys: keysOf(String(floor.id), floor.objects), ...membersOf(floor) }));
  const shown = (floors ?? []).findIndex((floor) => floor.visible === true);
  const current = list[shown >= 0 ? shown : 0];
  if (current) current.visible = true;
  return list;
}

/**
 * Layers from the options, or else one per named SVG group (an id or an Inkscape label) that is
 * not inside another named group and is not a floor: the groups of the file become layers.
 */
export function layersFrom(groups: readonly GroupOptions[] | undefined, svgGroups: readonly SvgGroup[], floorKeys: ReadonlySet<string>): MapLayer[] {
  if (groups && groups.length > 0) {
    return groups.map((group) => ({ id: String(group.id), title: group.title || String(group.id), visible: group.visible !== false, groupKeys: keysOf(String(group.id), group.objects), ...membersOf(group) }));
  }
  const named = new Map(svgGroups.filter((group) => group.elementId !== null || group.label !== null).map((group) => [group.key, group]));
  const insideNamed = (group: SvgGroup): boolean => {
    let parent = group.parentKey;
    while (parent !== null) {
      if (named.has(parent)) return true;
      parent = svgGroups.find((candidate) => candidate.key === parent)?.parentKey ?? null;
    }
    return false;
  };
  return Array.from(named.values())
    .filter((group) => !floorKeys.has(group.key) && !insideNamed(group))
    .map((group) => ({ id: group.key, title: group.label ?? group.elementId ?? group.key, visible: group.visible, groupKeys: [group.key], regionIds: [], markerIds: [] }));
}

/**
 * Per shape, 1 when any of its groups is hidden or when it is one of `hiddenIds` (regions put
 * into a hidden layer one by one).
 */
export function hiddenMask(shapes: ReadonlyArray<{ id?: string; groupIds: readonly string[] }>, hiddenKeys: ReadonlySet<string>, hiddenIds: ReadonlySet<string> = new Set()): Uint8Array {
  const mask = new Uint8Array(shapes.length);
  if (hiddenKeys.size === 0 && hiddenIds.size === 0) return mask;
  shapes.forEach((shape, index) => {
    if ((shape.id !== undefined && hiddenIds.has(shape.id)) || shape.groupIds.some((key) => hiddenKeys.has(key))) mask[index] = 1;
  });
  return mask;
}

/** Marker id to the layer id and to the floor id the map's options put it in. */
export interface MarkerPlaces {
  layerOf: ReadonlyMap<string, string>;
  floorOf: ReadonlyMap<string, string>;
}

/**
 * Where the layers and floors put single markers by id: marker id to layer id and to floor id.
 * A marker listed by several layers goes to the first.
 */
export function markerPlaces(layers: readonly MapLayer[], floors: readonly MapLayer[]): MarkerPlaces {
  const place = (entries: readonly MapLayer[]) => {
    const of = new Map<string, string>();
    for (const entry of entries) for (const id of entry.markerIds) if (!of.has(id)) of.set(id, entry.id);
    return of;
  };
  return { layerOf: place(layers), floorOf: place(floors) };
}
