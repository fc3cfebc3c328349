import { useEffect, useMemo, useState } from 'react';
import type { DataRecord, Query, QuerySort } from '../../domain/index';
import { onTableWrite, RecordList } from '../data/index';
import { viewerRecordReader } from './dataStore';
import { usesRecords, type ResolvedMap } from './mapOptions';

/** The directory's own order of the records (its sort field and direction). */
export function directorySort(options: ResolvedMap): QuerySort {
  return { field: options.menu.sortBy || 'id', order: options.menu.sortDirection === 'asc' ? 'asc' : 'desc' };
}

/** The first query of the records: the directory's sort, the page size and the filter-out rule. */
function initialRecordsQuery(options: ResolvedMap): Partial<Query> {
  const { pagination } = options.database;
  const query: Partial<Query> = {
    perpage: pagination.on ? pagination.perpage : 0,
    sort: [directorySort(options)],
    withSchema: true,
  };
  const { filterout } = options.menu;
  if (filterout.field) query.filterout = { field: filterout.field, cond: filterout.cond || '=', val: filterout.val };
  if (options.menu.searchFallback) query.searchFallback = true;
  return query;
}

/**
 * The map's data: the record list (stored maps whose directory or filters use records)
 * and the rows of its regions table. Maps given as options only have no tables, so nothing is
 * requested for them.
 */
export function useMapData(mapId: number | undefined, options: ResolvedMap | null): { records: RecordList<DataRecord> | null; regionRows: ReadonlyMap<string, DataRecord> } {
  const [regionRows, setRegionRows] = useState<ReadonlyMap<string, DataRecord>>(new Map());
  const records = useMemo(() => {
    if (mapId === undefined || !options || !usesRecords(options)) return null;
    const gateway = viewerRecordReader('objects', options.database.objectsTableName);
    return new RecordList<DataRecord>(gateway, { query: initialRecordsQuery(options) });
  }, [mapId, options]);

  useEffect(() => {
    if (!records || !options) return undefined;
    if (options.database.loadOnStart && !options.database.noFiltersNoLoad) records.load().catch(() => undefined);
    // Records saved in this page (the admin's editor around its preview) reach the markers and directory.
    const offWrite = onTableWrite({ collection: 'objects', table: options.database.objectsTableName }, () => records.refresh());
    return () => {
      offWrite();
      records.dispose();
    };
  }, [records, options]);

  useEffect(() => {
    if (mapId === undefined || !options?.database.on) return undefined;
    let sequence = 0;
    const table = options.database.regionsTableName;
    const gateway = viewerRecordReader('regions', table);
    const read = (): void => {
      const current = ++sequence;
      gateway.list({ page: 1, perpage: 0 })
        .then((page) => {
          if (current !== sequence) return;
          setRegionRows(new Map(page.records.map((row) => [String(row.id), row])));
        })
        .catch(() => undefined);
    };
    read();
    const offWrite = onTableWrite({ collection: 'regions', table }, read);
    return () => {
      sequence += 1;
      offWrite();
    };
  }, [mapId, options]);

  return { records, regionRows };
}
