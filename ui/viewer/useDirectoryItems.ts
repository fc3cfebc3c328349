import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { DataRecord } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { watchRecordList, type RecordList, type RecordListSnapshot } from '../data/index';
import { filterRegionItems, recordRegionIds } from './regionData';
import { useViewerData, useViewerMap } from './ViewerContext';

/** One item of the directory. */
export interface DirectoryItem {
  kind: 'region' | 'record';
  id: string;
  data: Record<string, unknown>;
  regionIds: string[];
}

/** The items of the directory and its paging state. */
export interface DirectoryItems {
  items: DirectoryItem[];
  loading: boolean;
  /** The latest load of the records failed; `retry` asks again. */
  failed: boolean;
  retry(): void;
  page: number;
  hasNextPage: boolean;
  next(): void;
  prev(): void;
}

const NO_RECORDS: readonly DataRecord[] = [];

const NO_WATCH = { subscribe: () => () => undefined, getSnapshot: () => null };

/** The record list's snapshot, or null for a map without records (hooks cannot be conditional). */
function useRecordsSnapshot(records: RecordList<DataRecord> | null): RecordListSnapshot<DataRecord> | null {
  const watch = useMemo(() => (records ? watchRecordList(records) : NO_WATCH), [records]);
  return useSyncExternalStore<RecordListSnapshot<DataRecord> | null>(watch.subscribe, watch.getSnapshot, watch.getSnapshot);
}

/** Regions whose boxes meet the current view, for the "list what is in view" mode. */
export function regionsInView(engine: MapEngine | null): Set<string> | null {
  const view = engine?.getViewBox();
  const doc = engine?.document();
  if (!view || !doc) return null;
  return new Set(doc.regions.filter((shape) => shape.bbox.maxX >= view.x && shape.bbox.minX <= view.x + view.width
    && shape.bbox.maxY >= view.y && shape.bbox.minY <= view.y + view.height).map((shape) => shape.id));
}

/**
 * What the directory lists: every enabled region (searched, sorted and filtered out here, since
 * the regions table is loaded whole) or the current page of records from the record list.
 */
export function useDirectoryItems(search: string, inView: Set<string> | null): DirectoryItems {
  const { engine, options } = useViewerMap();
  const { records, regionRows, regionData, directoryRegionFilter, regionFilterMatches } = useViewerData();
  const snapshot = useRecordsSnapshot(options.menu.source === 'database' ? records : null);
  const [regionsVersion, setRegionsVersion] = useState(0);

  useEffect(() => {
    if (!engine) return undefined;
    return engine.on('stateChange', () => setRegionsVersion((value) => value + 1));
  }, [engine]);

  const regionItems = useMemo(() => {
    if (options.menu.source !== 'regions' || !engine) return [];
    const base = engine.regions().filter((region) => !region.disabled).map((region) => regionData(region.id) ?? { id: region.id });
    const filterout = options.menu.filterout.field ? options.menu.filterout : undefined;
    return filterRegionItems(base, { search, sortBy: options.menu.sortBy || 'id', direction: options.menu.sortDirection, filterout })
      .filter((data) => !directoryRegionFilter || directoryRegionFilter.includes(String(data.id)))
      .filter((data) => !regionFilterMatches || regionFilterMatches.has(String(data.id)))
      .filter((data) => !inView || inView.has(String(data.id)))
      .map((data): DirectoryItem => ({ kind: 'region', id: String(data.id), data, regionIds: [String(data.id)] }));
    // regionRows and the engine's readiness change the data; regionsVersion tracks the latter.
  }, [options, engine, search, directoryRegionFilter, regionFilterMatches, inView, regionRows, regionsVersion, regionData]);

  const recordItems = useMemo(() => (snapshot?.records ?? NO_RECORDS)
    .map((record): DirectoryItem => ({ kind: 'record', id: String(record.id), data: record, regionIds: recordRegionIds(record) }))
    .filter((item) => !inView || item.regionIds.some((id) => inView.has(id))), [snapshot, inView]);

  if (options.menu.source === 'regions') {
    return { items: regionItems, loading: !engine, failed: false, retry: () => undefined, page: 1, hasNextPage: false, next: () => undefined, prev: () => undefined };
  }
  return {
    items: recordItems,
    loading: snapshot?.isLoading ?? false,
    failed: snapshot?.loadFailed ?? false,
    retry: () => { records?.load().catch(() => undefined); },
    page: snapshot?.query.page ?? 1,
    hasNextPage: snapshot?.hasNextPage ?? false,
    next: () => { records?.nextPage().catch(() => undefined); },
    prev: () => { records?.prevPage().catch(() => undefined); },
  };
}
