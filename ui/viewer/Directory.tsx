import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { recordMarkerId } from '../../domain/index';
import { entryName } from './directoryEntry';
import { activeDistance, distanceSummary, distanceText } from './filterQuery';
import { nearestSummary } from './storeFinder';
import { withOpenStatus } from './recordHours';
import { recordRegionIds } from './regionData';
import { Pagination } from './Pagination';
import { regionsInView, useDirectoryItems, type DirectoryItem } from './useDirectoryItems';
import { useOpenItems, useViewerActions, useViewerData, useViewerMap } from './ViewerContext';
import { VirtualList } from './VirtualList';

type Row = { type: 'category'; value: string; label: string; count: number } | { type: 'item'; item: DirectoryItem };

/** Rows of the list: items, under collapsible category headers when categories are on. */
function buildRows(items: DirectoryItem[], groupBy: string | null, collapsed: ReadonlySet<string>): Row[] {
  if (!groupBy) return items.map((item) => ({ type: 'item', item }));
  const groups = new Map<string, DirectoryItem[]>();
  for (const item of items) {
    const value = String(item.data[groupBy] ?? '');
    groups.set(value, [...(groups.get(value) ?? []), item]);
  }
  const rows: Row[] = [];
  for (const [value, members] of groups) {
    const label = String(members[0]?.data[`${groupBy}_text`] ?? value) || 'Other';
    rows.push({ type: 'category', value, label, count: members.length });
    if (!collapsed.has(value)) rows.push(...members.map((item): Row => ({ type: 'item', item })));
  }
  return rows;
}

function useSelectedRegions(): string[] {
  const { engine } = useViewerMap();
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => engine?.on('selectionChange', ({ selected: ids }) => setSelected(ids)), [engine]);
  return selected;
}

/** The selected markers of the map (a record's item is pressed while its marker is selected). */
function useSelectedMarkers(): string[] {
  const { engine } = useViewerMap();
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => engine?.on('markerSelectionChange', ({ selected: ids }) => setSelected(ids)), [engine]);
  return selected;
}

/** The region or marker the pointer is over on the map. */
function useHoveredOnMap(): { region: string | null; marker: string | null } {
  const { engine } = useViewerMap();
  const [region, setRegion] = useState<string | null>(null);
  const [marker, setMarker] = useState<string | null>(null);
  useEffect(() => engine?.on('regionHover', ({ id }) => setRegion(id)), [engine]);
  useEffect(() => engine?.on('markerHover', ({ id }) => setMarker(id)), [engine]);
  return { region, marker };
}

/**
 * The directory: a searchable, paged, virtualised list of regions or records. Hover and
 * selection follow the map, and a click acts on the map (select, details, popover).
 */
export function Directory({ height }: { height?: string }) {
  const viewer = useViewerMap();
  const { options } = viewer;
  const data = useViewerData();
  const open = useOpenItems();
  const actions = useViewerActions();
  const searchId = useId();
  const [regionSearch, setRegionSearch] = useState('');
  const [inViewMode, setInViewMode] = useState(false);
  const [pendingView, setPendingView] = useState(false);
  const inViewOption = (options as { menu: { listInView?: boolean } }).menu.listInView === true;
  const [areaInView, setAreaInView] = useState<Set<string> | null>(null);
  const search = options.menu.source === 'regions' ? regionSearch : data.directorySearch;
  const paging = useDirectoryItems(search, inViewOption && inViewMode ? areaInView : null);
  const selectedRegions = useSelectedRegions();
  const selectedMarkers = useSelectedMarkers();
  const hoveredOnMap = useHoveredOnMap();
  const groupBy = options.menu.categories.on && options.menu.categories.groupBy ? options.menu.categories.groupBy : null;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const templateBroken = paging.items.length > 0 && viewer.templates.render('directoryItem', paging.items[0]?.data) === '' && viewer.templates.has('directoryItem');
  const distance = options.menu.source === 'database' ? activeDistance(options.filtersSchema, data.filterValues) : null;
  // Nothing within the radius: the nearest records stand in for the empty list, under a line saying so.
  const nearest = distance && paging.items.length === 0 && !paging.loading ? data.nearest : null;
  const listed = useMemo(() => (nearest ? nearest.map((record): DirectoryItem => ({ kind: 'record', id: String(record.id), data: record, regionIds: recordRegionIds(record) })) : paging.items),
    [nearest, paging.items]);
  const rows = useMemo(() => (templateBroken ? [] : buildRows(listed, groupBy, collapsed)), [listed, groupBy, collapsed, templateBroken]);

  useEffect(() => {
    if (!inViewOption || !inViewMode || !viewer.engine) return undefined;
    return viewer.engine.on('viewChange', () => setPendingView(true));
  }, [inViewOption, inViewMode, viewer.engine]);

  // A list that failed on the network loads again by itself once the browser is back online.
  const { failed, retry } = paging;
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  useEffect(() => { viewer.events.emit('loaded.directory', { count: paging.items.length }); }, [paging.items, viewer.events]);

  // A record's item follows the record (its open view or its marker), never its region's selection.
  const isSelected = useCallback((item: DirectoryItem) => (item.kind === 'record'
    ? open.details?.id === item.id || open.popover?.id === item.id || selectedMarkers.includes(recordMarkerId(item.id))
    : selectedRegions.includes(item.id)), [selectedRegions, selectedMarkers, open.details, open.popover]);
  const selectedIndex = rows.findIndex((row) => row.type === 'item' && isSelected(row.item));

  const activate = (item: DirectoryItem) => {
    viewer.events.emit('click.directoryItem', { item: { id: item.id, data: item.data } });
    if (item.kind === 'region') {
      if (options.actions.directoryItem.click.fireRegionOnClick) viewer.engine?.clickRegion(item.id);
      else viewer.engine?.selectRegion(item.id);
    } else actions.clickRecord(item.data as { id: string });
    if (viewer.isPhone && options.menu.showMapOnClick) actions.setMobileList(false);
  };

  const renderRow = (index: number) => {
    const row = rows[index];
    if (!row) return null;
    if (row.type === 'category') {
      const open = !collapsed.has(row.value);
      const toggle = () => setCollapsed((current) => {
        const next = new Set(options.menu.categories.collapseOther && !current.has(row.value) ? [] : current);
        if (open) next.add(row.value);
        else next.delete(row.value);
        return next;
      });
      return <button type="button" className="mapsvg-category-item" aria-expanded={open} onClick={toggle}><span className="mapsvg-category-label">{row.label}</span> <span className="mapsvg-category-counter">{row.count}</span></button>;
    }
    const { item } = row;
    const away = distance ? distanceText(item.data.distance, distance.units) : '';
    const itemHtml = item.kind === 'record' ? withOpenStatus(viewer.templates.render('directoryItem', item.data), item.data) : viewer.templates.render('directoryItem', item.data);
    const html = itemHtml + (away ? `<span class="mapsvg-directory-distance">${away}</span>` : '');
    const markerId = item.kind === 'record' ? recordMarkerId(item.id) : null;
    const hovered = (hoveredOnMap.region !== null && item.regionIds.includes(hoveredOnMap.region))
      || (markerId !== null && hoveredOnMap.marker === markerId);
    return (
      <div role="button" tabIndex={0} aria-pressed={isSelected(item)} aria-label={entryName(item)} className={`mapsvg-directory-entry${hovered ? ' is-hovered' : ''}`} data-item-id={item.id}
        onClick={() => activate(item)}
        onKeyDown={(event) => { if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); activate(item); } }}
        onMouseEnter={() => {
          viewer.engine?.hoverRegion(item.regionIds[0] ?? null);
          if (markerId) viewer.engine?.hoverMarker(markerId);
          viewer.events.emit('mouseover.directoryItem', { item: { id: item.id, data: item.data } });
        }}
        onMouseLeave={() => {
          viewer.engine?.hoverRegion(null);
          if (markerId) viewer.engine?.hoverMarker(null);
          viewer.events.emit('mouseout.directoryItem', { item: { id: item.id, data: item.data } });
        }}
        dangerouslySetInnerHTML={{ __html: html }} />
    );
  };

  const rowKey = useCallback((index: number) => {
    const row = rows[index];
    if (!row) return String(index);
    return row.type === 'category' ? `c:${row.value}` : `i:${row.item.id}`;
  }, [rows]);

  return (
    <div className="mapsvg-directory" style={{ background: options.colors.directory || undefined }}>
      {options.menu.search && (
        <div className="mapsvg-directory-search" style={{ background: options.colors.directorySearch || undefined }}>
          <label htmlFor={searchId} className="mapsvg-visually-hidden">Search the directory</label>
          <input id={searchId} type="search" className="mapsvg-input" placeholder={options.menu.searchPlaceholder}
            value={search} onChange={(event) => (options.menu.source === 'regions' ? setRegionSearch(event.target.value) : actions.setDirectorySearch(event.target.value))} />
        </div>
      )}
      {inViewOption && (
        <div className="mapsvg-directory-inview">
          <label className="mapsvg-choice">
            <input type="checkbox" checked={inViewMode} onChange={(event) => { setInViewMode(event.target.checked); setAreaInView(regionsInView(viewer.engine)); setPendingView(false); }} /> List what is in view
          </label>
          {inViewMode && pendingView && (
            <button type="button" className="mapsvg-button" onClick={() => { setAreaInView(regionsInView(viewer.engine)); setPendingView(false); }}>Search this area</button>
          )}
        </div>
      )}
      {data.directoryRegionFilter && (
        <button type="button" className="mapsvg-button mapsvg-directory-unfilter" onClick={() => actions.setDirectoryRegionFilter(null)}>Show all</button>
      )}
      {distance && !paging.loading && paging.items.length > 0 && (
        <p className="mapsvg-directory-count" role="status">{distanceSummary(paging.items.length, paging.hasNextPage, distance)}</p>
      )}
      {distance && nearest && (
        <p className="mapsvg-directory-count mapsvg-directory-nearest" role="status">
          {nearestSummary(options.filtersSchema.find((field) => field.type === 'distance'), distance, nearest.length)}
        </p>
      )}
      <VirtualList count={rows.length} rowKey={rowKey} renderRow={renderRow} height={height ?? `${Number.parseInt(options.menu.minHeight, 10) || 400}px`}
        label={options.menu.source === 'regions' ? 'Regions' : 'Records'} scrollToIndex={selectedIndex} />
      {paging.failed && !paging.loading && (
        <div className="mapsvg-directory-failed" role="alert">
          <p>The list could not be loaded.</p>
          <button type="button" className="mapsvg-retry" onClick={paging.retry}>Try again</button>
        </div>
      )}
      {rows.length === 0 && !paging.loading && !paging.failed && <p className="mapsvg-no-results" role="status">{options.menu.noResultsText}</p>}
      <Pagination paging={paging} where="directory" />
    </div>
  );
}
