import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { DataRecord } from '../../domain/index';
import type { RecordList } from '../data/index';
import { emptyFilterValues, recordTemplateData, type FilterValues } from './filterQuery';
import { clickDirectoryRecord } from './directoryClick';
import { recordItemMarker } from './itemAnchor';
import { regionTemplateData } from './regionData';
import { useRegionFilterMatches } from './useRegionFilterMatches';
import type { OpenItem, OpenItems, Viewer, ViewerActions, ViewerData, ViewerMap } from './ViewerContext';
import type { ViewerParts } from './ViewerProviders';

/** The viewer's state, in parts for the overlays and whole for hooks that run outside rendering. */
interface ViewerState {
  /** Null until the options and layout are known. */
  parts: ViewerParts | null;
  /** Everything at once; null until the options and layout are known. */
  viewer: Viewer | null;
  /** The viewer as last committed, for an event that arrives between renders. */
  latest: RefObject<Viewer | null>;
  /** Phones: the directory list is shown instead of the map. */
  mobileList: boolean;
  /** Lays filter values (from a shared link) over the current ones, without raising events. */
  restoreFilters(values: FilterValues): void;
}

/** A record opened while a distance search is active carries its origin for the templates (Directions start there). */
function withSearchOrigin(item: OpenItem, viewer: Viewer | null): OpenItem {
  if (item.kind !== 'record' || !viewer) return item;
  return { ...item, data: recordTemplateData(item.data, viewer.options.filtersSchema, viewer.filterValues) };
}

/**
 * The state of one map's viewer, split by how often and why it changes: the map (rarely; null
 * until its options and layout are known), its data (rows, filters, directory search), the open
 * items (a click), and actions that never change. Each part keeps its identity while its own
 * values stay the same.
 */
export function useViewerState(map: ViewerMap | null, records: RecordList<DataRecord> | null, regionRows: ReadonlyMap<string, DataRecord>,
  showAnotherMap: (mapId: string, containerId: string) => void, nearest: readonly DataRecord[] | null = null): ViewerState {
  const options = map?.options ?? null;
  const engine = map?.engine ?? null;
  const [details, setDetails] = useState<OpenItem | null>(null);
  const [popover, setPopover] = useState<OpenItem | null>(null);
  const [directoryRegionFilter, setDirectoryRegionFilter] = useState<string[] | null>(null);
  const [directorySearch, setDirectorySearch] = useState('');
  const [filterState, setFilterState] = useState<FilterValues>({});
  const [mobileList, setMobileList] = useState(false);
  const filterValues = useMemo(() => ({ ...emptyFilterValues(options?.filtersSchema ?? []), ...filterState }), [options, filterState]);
  const regionFilterMatches = useRegionFilterMatches(map?.mapId, options, filterValues);

  // Only a new filters form or first view starts them over: other option changes keep the visitor's.
  const filtersSchema = options?.filtersSchema;
  const showFirst = options?.menu.showFirst;
  useEffect(() => {
    if (!filtersSchema) return;
    setFilterState(emptyFilterValues(filtersSchema));
  }, [filtersSchema]);
  useEffect(() => {
    if (showFirst !== undefined) setMobileList(showFirst === 'list');
  }, [showFirst]);

  const regionData = useCallback((id: string) => {
    const facts = engine?.region(id);
    return facts ? regionTemplateData({ ...facts, currentFill: facts.currentFill }, regionRows.get(id), records?.records ?? []) : null;
  }, [engine, regionRows, records]);
  const data = useMemo<ViewerData>(() => ({ records, regionRows, regionData, directoryRegionFilter, directorySearch, filterValues, regionFilterMatches, nearest }),
    [records, regionRows, regionData, directoryRegionFilter, directorySearch, filterValues, regionFilterMatches, nearest]);
  const open = useMemo<OpenItems>(() => ({ details, popover }), [details, popover]);

  const latest = useRef<Viewer | null>(null);
  const anotherMap = useRef(showAnotherMap);
  // Made once: each action reads the committed viewer when it is called.
  const actions = useMemo<ViewerActions>(() => ({
    setDirectoryRegionFilter,
    setDirectorySearch,
    setMobileList,
    showDetails: (shown) => {
      const item = withSearchOrigin(shown, latest.current);
      setDetails(item);
      latest.current?.events.emit('shown.detailsView', { item: { id: item.id, data: item.data } });
    },
    closeDetails: () => {
      const current = latest.current;
      if (current?.details) current.events.emit('closed.detailsView', { item: { id: current.details.id, data: current.details.data } });
      setDetails(null);
      current?.engine?.deselectRegion();
      const marker = recordItemMarker(current?.details);
      if (marker) current?.engine?.deselectMarker(marker);
    },
    showPopover: (shown) => {
      const item = withSearchOrigin(shown, latest.current);
      setPopover(item);
      latest.current?.events.emit('shown.popover', { item: { id: item.id, data: item.data } });
    },
    closePopover: () => {
      const current = latest.current;
      const item = current?.popover;
      if (item) current.events.emit('closed.popover', { item: { id: item.id, data: item.data } });
      if (item?.regionId) current?.engine?.deselectRegion(item.regionId);
      const marker = recordItemMarker(item);
      if (marker) current?.engine?.deselectMarker(marker);
      setPopover(null);
    },
    setFilterValues: (values) => {
      setFilterState(values);
      latest.current?.events.emit('changed.filters', { values });
    },
    clickRecord: (record) => {
      if (latest.current) clickDirectoryRecord(latest.current, record, anotherMap.current);
    },
  }), []);
  const parts = useMemo<ViewerParts | null>(() => (map ? { map, data, open, actions } : null), [map, data, open, actions]);
  const viewer = useMemo<Viewer | null>(() => (map ? { ...map, ...data, ...open, ...actions } : null), [map, data, open, actions]);
  // Committed before any effect runs, so effects and later events act on what is shown.
  useLayoutEffect(() => {
    latest.current = viewer;
    anotherMap.current = showAnotherMap;
  });
  const restoreFilters = useCallback((values: FilterValues) => setFilterState((current) => ({ ...current, ...values })), []);
  return { parts, viewer, latest, mobileList, restoreFilters };
}
