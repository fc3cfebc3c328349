/** The two tables of a map, from its database options or the default names. */
export interface MapTables {
  objects: string;
  regions: string;
  /** The map's SVG file, where regions come from before their table has rows. */
  source?: string;
}
