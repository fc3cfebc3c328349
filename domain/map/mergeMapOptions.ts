import { deepMerge } from './deepMerge';
import type { MapOptions, PartialMapOptions } from './mapOptions';

/**
 * Lays partial options over full ones (usually `defaultMapOptions(id)`): nested groups merge key
 * by key, arrays such as the view box or groups are replaced whole. Returns new options.
 * Options of an older shape should go through `migrateMapOptions` first.
 */
export function mergeMapOptions(defaults: MapOptions, partial: PartialMapOptions | undefined): MapOptions {
  return deepMerge(defaults, partial);
}
