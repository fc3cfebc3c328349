import { FILTER_LOCATIONS } from '../map/optionTypes/dataOptions';
import type { FilterLocation } from '../map/optionTypes/dataOptions';

/** Reads the filters location; anything outside the allowed list falls back to the left sidebar. */
export function parseFilterLocation(value: unknown): FilterLocation {
  const location = FILTER_LOCATIONS.find((allowed) => allowed === value);
  return location ?? 'leftSidebar';
}
