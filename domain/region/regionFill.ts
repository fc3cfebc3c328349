import { lightened } from '../color/cssColor';

/** Every source of a region's fill, from strongest to weakest. Empty values count as absent. */
export interface RegionFillSources {
  /** Colour from the choropleth value. */
  choroplethColor?: string | null;
  /** Colour of the region's status. */
  statusColor?: string | null;
  /** Fill set for this region in the options. */
  regionFill?: string | null;
  /** The base colour option, set for all regions. */
  baseColor?: string | null;
  /** Fill of the shape in the image. */
  originalFill?: string | null;
  /** Last resort; the baseDefault colour option (black unless changed). */
  defaultFill?: string | null;
}

const FALLBACK_FILL = '#000000';

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The fill a region shows: the choropleth colour, else its status colour, else its own fill
 * option, else the base colour option, else the fill of the image, else the default.
 */
export function resolveRegionFill(sources: RegionFillSources): string {
  const ordered = [
    sources.choroplethColor,
    sources.statusColor,
    sources.regionFill,
    sources.baseColor,
    sources.originalFill,
    sources.defaultFill,
  ];
  return ordered.find(present) ?? FALLBACK_FILL;
}

function asPercentage(option: number | string): number | undefined {
  if (typeof option === 'number') return Number.isFinite(option) ? option : undefined;
  if (option.trim() === '') return undefined;
  const value = Number(option);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The fill of a hovered or selected region. A numeric option (20, or "20") lightens the fill by
 * that percentage; any other non-empty option is an explicit colour. Without an option, or when
 * the fill is not a readable colour (e.g. a gradient reference), the fill stays as it is.
 */
export function resolveStateColor(fill: string, option: number | string | null | undefined): string {
  if (option === null || option === undefined) return fill;
  const percentage = asPercentage(option);
  if (percentage === undefined) return present(String(option)) ? String(option).trim() : fill;
  return lightened(fill, percentage) ?? fill;
}
