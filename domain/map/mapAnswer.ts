/**
 * A stored map as the viewer receives it: the `GET maps/{id}` answer, or the same answer inlined
 * in a page (which adds `startData`). The server writes it (`api/services/mapEmbed.ts`) and the
 * viewer reads it (`ui/viewer/mapAnswer.ts`); both use these types.
 */
export interface MapAnswer {
  map: { id: number; title: string; options: Record<string, unknown> };
  /** Handlebars template specs as JavaScript text, keyed by template source. */
  precompiledTemplates?: unknown;
  /** What the map's tables put on its first frame (pages carry it; the REST answer does not). */
  startData?: MapStartData;
}

/** Whether a map's tables put anything on its first frame, as the page's server found it. */
export interface MapStartData {
  /** The records table has at least one record (records may become markers). */
  hasRecords: boolean;
  /** The regions table has a row with a status (a status may colour or disable a region). */
  hasRegionStatuses: boolean;
}

/**
 * The answer as a page inlines it: templates precompiled, and what the map's tables put on its
 * first frame, so a map of regions alone starts without the viewer's overlays (they load when
 * the visitor reaches for the map).
 */
export interface EmbeddedMapAnswer extends MapAnswer {
  precompiledTemplates: Record<string, string>;
  startData: MapStartData;
}
