import { useEffect, useMemo } from 'react';
import type { SchemaField } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { activeDistance, type FilterValues } from './filterQuery';
import { searchAreaOf } from './storeFinder';

/**
 * Shows the active distance search on the map (the origin's pin and the radius's circle) and
 * removes them when the search is cleared. Maps the engine cannot place geographic points on
 * show nothing.
 */
export function useSearchArea(engine: MapEngine | null, fields: readonly SchemaField[], values: FilterValues): void {
  const field = fields.find((candidate) => candidate.type === 'distance');
  const distance = activeDistance(fields, values);
  const area = distance ? searchAreaOf(field, distance) : null;
  // The effect follows the area's content, not the identity of the values object it came from.
  const key = area ? JSON.stringify(area) : '';
  const wanted = useMemo(() => area, [key]);
  useEffect(() => {
    if (!engine || !wanted) return undefined;
    engine.setSearchArea(wanted);
    // A map being rebuilt (new options) drops it anyway; only a ready map is told.
    return () => { if (engine.loadState === 'ready') engine.setSearchArea(null); };
  }, [engine, wanted]);
}
