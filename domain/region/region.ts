import type { DataRecord } from '../record/record';

/** A status a region can have; the map's region statuses are keyed by `value`. */
export interface RegionStatus {
  label: string;
  value: string;
  /** Fill colour of regions with this status; empty means no status colour. */
  color: string;
  disabled: boolean;
}

/** The map's region statuses, keyed by status value. */
export type RegionStatusCollection = Record<string, RegionStatus>;

/** Statuses every new map starts with, in the order shown to admins: 1 Enabled, 0 Disabled. */
export function defaultRegionStatusList(): RegionStatus[] {
  return [
    { label: 'Enabled', value: '1', color: '', disabled: false },
    { label: 'Disabled', value: '0', color: '', disabled: true },
  ];
}

/**
 * The default statuses keyed by value. Object keys that look like integers are ordered
 * numerically, so use `defaultRegionStatusList` where the order matters.
 */
export function defaultRegionStatuses(): RegionStatusCollection {
  return Object.fromEntries(defaultRegionStatusList().map((status) => [status.value, status]));
}

/** Per-region options stored in the map options under `regions[regionId]`. */
export interface RegionOptions {
  /** Explicit disabled flag; overrides the disabled-by-default rules. */
  disabled?: boolean;
  selected?: boolean;
  /** Fill set by the admin for this region only. */
  fill?: string;
  /** Extra style properties kept as set by the admin. */
  style?: Record<string, string>;
}

/** A bubble drawn over a region or marker in choropleth bubble mode. */
export interface Bubble {
  /** Diameter in px, between the configured bubble sizes. */
  size: number;
  color: string;
  value?: number;
}

/** A clickable shape of the map, with its data. */
export interface Region {
  /** The shape's id without the configured region prefix. */
  id: string;
  title: string;
  /** Current fill colour. */
  fill: string;
  /** The region's row in the regions table: one value per schema field. */
  data: Record<string, unknown>;
  status?: string;
  /** Label of the current status; absent when the status is unknown. */
  status_text?: string;
  disabled: boolean;
  /** Value read from the choropleth source field; undefined when the region has no data. */
  choroplethValue?: number;
  selected: boolean;
  /** Records linked to this region. */
  objects: DataRecord[];
  link?: string;
  label?: string;
  bubble?: Bubble;
}
