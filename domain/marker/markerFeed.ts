/**
 * The marker feed of a map's records table: every record that has a position, in columns, so a
 * table of 100k records reaches the viewer as a few compressed arrays instead of 100k objects.
 * Served by `GET mapsvg/v1/objects/{table}/markers`; its ETag follows the table's data version.
 */
export interface MarkerFeed {
  /** The table's data version the feed was read at (changes with every write to the table). */
  version: number;
  /** Record ids in feed order (ascending id). Every other column has one entry per id. */
  ids: Array<number | string>;
  /** Latitude per record (6 decimals), null where the record has no geographic point. */
  lat: Array<number | null>;
  /** Longitude per record (6 decimals), null where the record has no geographic point. */
  lng: Array<number | null>;
  /** Image x per record, null where the record has no image point. */
  x: Array<number | null>;
  /** Image y per record, null where the record has no image point. */
  y: Array<number | null>;
  /** Distinct marker image values (the location's `img`, as stored). */
  images: string[];
  /** Per record: index into {@link MarkerFeed.images}, or -1 for the map's default marker. */
  image: number[];
  /** Per record: its accessible name (the title field, else the address, else ''). */
  titles: string[];
  /**
   * Extra columns asked for with `fields=a,b` (for layers and floors): field name to one value per
   * record. Unknown field names are refused with a 400.
   */
  fields?: Record<string, unknown[]>;
}

/** The answer of `GET mapsvg/v1/objects/{table}/ids`: ids of every record matching the filters. */
export interface MatchingIds {
  /** The table's data version the answer was read at. */
  version: number;
  ids: Array<number | string>;
}

/** Marker id of a record's location, so record markers never collide with hand-placed ones. */
export function recordMarkerId(recordId: string | number): string {
  return `record_${recordId}`;
}

/** The record id behind a record marker id, or null for other markers. */
export function recordIdOfMarker(markerId: string): string | null {
  return markerId.startsWith('record_') ? markerId.slice('record_'.length) : null;
}
