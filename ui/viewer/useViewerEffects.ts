import { useEffect, useRef } from 'react';
import type { DataRecord } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import type { RecordList } from '../data/index';
import { buildFilterRequest, countActiveFilters, recordSort, type FilterValues } from './filterQuery';
import { directorySort } from './useMapData';
import type { ResolvedMap } from './mapOptions';
import { recordRegionIds } from './regionData';
import { scopeCss } from './scopeCss';
import { compileUserHandlers, type ViewerEmitter, type ViewerEventName } from './viewerEvents';

/** Adds the map's custom CSS, scoped to this map, in a style element made by script (CSP-safe). */
export function useCustomCss(css: string, scope: string): void {
  useEffect(() => {
    const text = scopeCss(css, scope);
    if (!text) return undefined;
    const style = document.createElement('style');
    style.dataset.mapsvgCss = scope;
    style.textContent = text;
    document.head.append(style);
    return () => style.remove();
  }, [css, scope]);
}

/** Attaches the map's user-defined handler strings to its events. */
export function useUserEvents(events: ViewerEmitter, handlers: Record<string, unknown>): void {
  useEffect(() => {
    const offs = compileUserHandlers(handlers).map(({ name, handler }) => events.on(name as ViewerEventName, handler));
    return () => offs.forEach((off) => off());
  }, [events, handlers]);
}

/**
 * Sends the filters, the directory search and a region filter of the directory to the records
 * record list (it reloads at most every 400 ms). With noFiltersNoLoad nothing loads until a
 * filter is set.
 */
export function useRecordQuery(records: RecordList<DataRecord> | null, options: ResolvedMap, values: FilterValues, directorySearch: string, regionFilter: string[] | null): void {
  const first = useRef(true);
  useEffect(() => {
    if (!records) return;
    const request = buildFilterRequest(options.filtersSchema, values, options.database.regionsTableName);
    const filters = { ...request.filters };
    if (regionFilter) filters.regions = { table_name: options.database.regionsTableName, region_ids: regionFilter };
    const search = directorySearch.trim() || request.search;
    const unchanged = first.current && search === '' && Object.keys(filters).length === 0;
    first.current = false;
    if (unchanged) return;
    records.setSearch(search, { searchField: directorySearch.trim() ? undefined : request.searchField, searchFallback: options.menu.searchFallback });
    records.setFilters(filters, recordSort(directorySort(options), filters));
  }, [records, options, values, directorySearch, regionFilter]);
}

/**
 * Gives each region the status of its row in the regions table (a status may disable a region
 * or colour it), and, while filters are active, the configured filteredRegionsStatus to the
 * regions they leave out. Filters over records keep the regions their records link to; filters
 * over regions keep the regions they match.
 */
export function useRegionStatuses(engine: MapEngine | null, options: ResolvedMap, kept: { records: RecordList<DataRecord> | null; regionMatches: ReadonlySet<string> | null }, values: FilterValues, rows: ReadonlyMap<string, DataRecord>): void {
  const configured = options.filters.filteredRegionsStatus;
  const filteredStatus = configured === '' || configured === undefined || configured === null ? null : String(configured);
  const { records, regionMatches } = kept;
  const overRegions = options.filters.source === 'regions';
  useEffect(() => {
    if (!engine) return undefined;
    if (rows.size === 0 && filteredStatus === null) return undefined;
    const apply = () => {
      const active = filteredStatus !== null && countActiveFilters(options.filtersSchema, values) > 0;
      const keptIds = !active ? null : overRegions ? regionMatches : new Set(records?.records.flatMap(recordRegionIds));
      for (const region of engine.regions()) {
        const own = rows.get(region.id)?.status;
        const next = keptIds !== null && !keptIds.has(region.id) ? filteredStatus : own;
        const status = next === null || next === undefined || next === '' ? null : String(next);
        // Clearing a status also clears the disabled flag: leave regions without one alone.
        if (status === null && region.status === undefined) continue;
        engine.setRegionStatus(region.id, status);
        // An explicit per-region disabled option outranks the status, as when the map loads.
        const explicit = options.regions[region.id]?.disabled;
        if (typeof explicit === 'boolean') engine.setRegionDisabled(region.id, explicit);
      }
    };
    apply();
    return records && !overRegions && filteredStatus !== null ? records.on('loaded', apply) : undefined;
  }, [engine, records, regionMatches, overRegions, filteredStatus, options.filtersSchema, options.regions, values, rows]);
}
