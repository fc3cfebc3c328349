import type { DetailsViewLocation } from './optionTypes/interactionOptions';

/**
 * Normalises a details view location from older maps: "top" meant beside the directory, so it
 * becomes the sidebar the directory sat in (left or right by the older menu position), or the map
 * when that position is unknown; "near" and "mapContainer" become "map". Current values pass
 * through.
 */
export function normalizeDetailsViewLocation(
  location: string | undefined,
  menuPosition?: string,
): DetailsViewLocation | undefined {
  if (location === 'near' || location === 'mapContainer') return 'map';
  if (location !== 'top') return location as DetailsViewLocation | undefined;
  if (menuPosition === 'left') return 'leftSidebar';
  if (menuPosition) return 'rightSidebar';
  return 'map';
}
