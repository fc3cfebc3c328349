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
