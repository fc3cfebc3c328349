import type { RegionOptions, RegionStatusCollection } from './region';

/** What decides whether a region starts disabled. */
export interface RegionDisabledInput {
  id: string;
  /** Fill of the shape in the image. */
  fill?: string | null;
}

/** Map options that decide whether a region starts disabled. */
export interface RegionDisabledOptions {
  disableAll?: boolean;
  regions?: Record<string, RegionOptions | undefined>;
}

/**
 * Whether a region is disabled before any status applies. An explicit per-region disabled option
 * wins; otherwise the region is disabled when disable-all is on, when its fill is none (an
 * invisible shape cannot be clicked meaningfully) or when its id is "labels" in any case (the
 * layer that holds text labels, not a place).
 */
export function isRegionDisabledByDefault(region: RegionDisabledInput, options: RegionDisabledOptions = {}): boolean {
  const explicit = options.regions?.[region.id]?.disabled;
  if (typeof explicit === 'boolean') return explicit;
  if (options.disableAll) return true;
  if (region.fill?.trim().toLowerCase() === 'none') return true;
  return region.id.toLowerCase() === 'labels';
}

/** The status-dependent part of a region. */
export interface RegionStatusState {
  status?: string;
  /** Label of the status; undefined when the status is unknown. */
  status_text?: string;
  disabled: boolean;
}

/**
 * Applies a status to a region. A status defined in the map's region statuses sets the label and
 * the disabled flag from that status; an unknown status clears both (no label, not disabled).
 */
export function applyRegionStatus(
  status: string | number | null | undefined,
  statuses: RegionStatusCollection,
): RegionStatusState {
  const value = status === null || status === undefined ? undefined : String(status);
  const known = value === undefined ? undefined : statuses[value];
  if (!known) return { status: value, status_text: undefined, disabled: false };
  return { status: value, status_text: known.label, disabled: known.disabled };
}
