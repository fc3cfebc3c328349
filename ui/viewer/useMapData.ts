import { useEffect, useMemo, useState } from 'react';
import type { DataRecord, Query } from '../../domain/index';
import { Repository } from '../data/index';
import { viewerGateway } from './dataStore';
import { usesRecords, type ResolvedMap } from './mapOptions';

/** The first query of the records: the directory's sort, the page size and the filter-out rule. */
export function initialRecordsQuery(options: ResolvedMap): Partial<Query> {
  const { pagination } = options.database;
  const query: Partial<Query> = {
    perpage: pagination.on ? pagination.perpage : 0,
    sort: [{ field: options.menu.sortBy || 'id', order: options.menu.sortDirection === 'asc' ? 'asc' : 'desc' }],
    withSchema: true,
  };
  const { filterout } = options.menu;
  if (filterout.field) query.filterout = { field: filterout.field, cond: filterout.cond || '=', val: filterout.val };
  if (options.menu.searchFallback) query.searchFallback = true;
  return query;
}

/**
 * The map's data: the records repository (stored maps whose directory or filters use records)
 * and the rows of its regions table. Maps given as options only have no tables, so nothing is
 * requested for them.
 */
export function useMapData(mapId: number | undefined, options: ResolvedMap | null): { records: Repository<DataRecord> | null; regionRows: ReadonlyMap<string, DataRecord> } {
  const [regionRows, setRegionRows] = useState<ReadonlyMap<string, DataRecord>>(new Map());
  const records = useMemo(() => {
    if (mapId === undefined || !options || !usesRecords(options)) return null;
    const gateway = viewerGateway('objects', options.database.objectsTableName);
    return new Repository<DataRecord>(gateway, { query: initialRecordsQuery(options) });
  }, [mapId, options]);

  useEffect(() => {
    if (!records || !options) return undefined;
    if (options.database.loadOnStart && !options.database.noFiltersNoLoad) records.load().catch(() => undefined);
    return () => records.dispose();
  }, [records, options]);

  useEffect(() => {
    if (mapId === undefined || !options?.database.on) return undefined;
    let cancelled = false;
    const gateway = viewerGateway('regions', options.database.regionsTableName);
    gateway.list({ page: 1, perpage: 0 })
      .then((page) => {
        if (cancelled) return;
        setRegionRows(new Map(page.records.map((row) => [String(row.id), row])));
      })
      .catch(() => undefined);
    return () => { cancelled = true; };
  }, [mapId, options]);

  return { records, regionRows };
}
