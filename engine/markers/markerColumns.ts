/**
 * Many markers in columns, for {@link MapEngine.addMarkers}: one entry per marker in every column
 * given, so a batch of 100k markers is a few arrays, not 100k objects. A marker is placed by its
 * geographic point when `lat`/`lng` hold finite numbers for it, else by `x`/`y` (image
 * coordinates); markers with neither are skipped.
 */
export interface MarkerColumns {
  /** Marker ids; each must be free (no region or other marker has it). */
  ids: readonly string[];
  lat?: ArrayLike<number | null>;
  lng?: ArrayLike<number | null>;
  x?: ArrayLike<number | null>;
  y?: ArrayLike<number | null>;
  /**
   * Distinct marker images: `location.img` values as stored (resolved like `location.img`), or
   * full addresses.
   */
  images?: readonly string[];
  /** Per marker: index into `images`; -1 or missing is the map's default marker image. */
  image?: ArrayLike<number>;
  /** Per marker: accessible name (screen readers, the keyboard list); defaults to the id. */
  titles?: readonly string[];
  /** Per marker: floor id (a group key) the marker belongs to; '' or missing: every floor. */
  floors?: readonly string[];
  /** Per marker: layer id the marker belongs to (hidden while that layer is); '' or missing: none. */
  layers?: readonly string[];
  /**
   * Markers of this batch follow {@link MapEngine.filterMarkers} (record markers do;
   * hand-placed markers do not). Default false.
   */
  filterable?: boolean;
}
