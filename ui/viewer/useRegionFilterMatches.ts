import { useEffect, useMemo, useState } from 'react';
import type { DataRecord } from '../../domain/index';
import { RecordList } from '../data/index';
import { viewerRecordReader } from './dataStore';
import { buildFilterRequest, countActiveFilters, type FilterValues } from './filterQuery';
import type { ResolvedMap } from './mapOptions';

/** Whether the filters form narrows the map's regions (its regions table) rather than its records. */
export function filtersRegions(options: ResolvedMap | null): boolean {
  return Boolean(options?.database.on && options.filters.on && options.filters.source === 'regions');
}

/**
 * The regions table query a filters form asks for. A region field names regions directly, so
 * it narrows by id rather than by linked regions.
 */
export function regionFilterQuery(options: ResolvedMap, values: FilterValues): { search: string; searchField?: string; filters: Record<string, unknown> } {
  const request = buildFilterRequest(options.filtersSchema, values, options.database.regionsTableName);
  const { regions, ...filters } = request.filters as Record<string, unknown> & { regions?: { region_ids: string[] } };
  if (regions) filters.id = regions.region_ids;
  return { search: request.search, searchField: request.searchField, filters };
}

/**
 * With filters over regions: the ids of the regions the active filters keep, asked of the
 * regions table (the same query rules as records; reloads at most every 400 ms). Null while no
 * filter is active, or when the filters work on records.
 */
export function useRegionFilterMatches(mapId: number | undefined, options: ResolvedMap | null, values: FilterValues): ReadonlySet<string> | null {
  const [matches, setMatches] = useState<ReadonlySet<string> | null>(null);
  const regions = useMemo(() => {
    if (mapId === undefined || !options || !filtersRegions(options)) return null;
    const gateway = viewerRecordReader('regions', options.database.regionsTableName);
    return new RecordList<DataRecord>(gateway, { query: { perpage: 0 } });
  }, [mapId, options]);

  useEffect(() => () => regions?.dispose(), [regions]);

  useEffect(() => {
    if (!regions || !options) return undefined;
    if (countActiveFilters(options.filtersSchema, values) === 0) {
      setMatches(null);
      return undefined;
    }
    const off = regions.on('loaded', () => setMatches(new Set(regions.records.map((row) => String(row.id)))));
    const query = regionFilterQuery(options, values);
    regions.setSearch(query.search, { searchField: query.searchField });
    regions.setFilters(query.filters);
    return off;
  }, [regions, options, values]);

  return regions ? matches : null;
}
