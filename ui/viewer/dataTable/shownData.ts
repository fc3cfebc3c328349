/** What a choropleth map shows, for its data table and description. */
export interface ShownData {
  field: string;
  /** Values by region id (undefined: no data). */
  values: ReadonlyMap<string, number | undefined>;
  /** How the map is coloured, as a phrase ("5 quantile classes"). */
  coloring: string;
  /** Where the values come from: the regions' own data, or their linked records (`database`). */
  source?: 'regions' | 'database';
  /** With the `database` source: each record's own value of the field, by record id. */
  recordValues?: ReadonlyMap<string, number | undefined>;
}

type Listener = (data: ShownData | null) => void;

const shown = new WeakMap<object, ShownData>();
const listeners = new WeakMap<object, Set<Listener>>();

/**
 * Records (or with null, forgets) what the choropleth of a map (keyed by its engine) shows now,
 * and tells the data table and the description, which live in chunks of their own.
 */
export function setShownData(map: object, data: ShownData | null): void {
  if (data) shown.set(map, data);
  else shown.delete(map);
  for (const listener of listeners.get(map) ?? []) listener(data);
}

/** What the map's choropleth shows now, if anything. */
export function shownDataOf(map: object): ShownData | null {
  return shown.get(map) ?? null;
}

/** Calls `listener` whenever what the map shows changes; returns the unsubscribe. */
export function watchShownData(map: object, listener: Listener): () => void {
  const set = listeners.get(map) ?? new Set<Listener>();
  listeners.set(map, set);
  set.add(listener);
  return () => set.delete(listener);
}
