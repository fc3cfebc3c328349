import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { shareUnchangedOptions, type ContainerName, type DataRecord } from '../../domain/index';
import type { MapEngine, MapLoadState } from '../../engine/index';
import { Container, MobileToggle } from './Containers';
import { emptyFilterValues, type FilterValues } from './filterQuery';
import { DetailsView, Directory, FiltersForm, FiltersModal } from './lazyPanels';
import { computeLayout, PHONE_MEDIA_QUERY, type Slot } from './layout';
import { MapControls } from './MapControls';
import { resolveMapOptions, type ResolvedMap, type StoredMap } from './mapOptions';
import { OptionsFeed } from './optionsFeed';
import { MapView } from './MapView';
import { Pagination } from './Pagination';
import { Popover } from './Popover';
import { StackedMarkers } from './StackedMarkers';
import { regionTemplateData } from './regionData';
import { Tooltip } from './Tooltip';
import { useDirectoryItems } from './useDirectoryItems';
import { useMapData } from './useMapData';
import { useRegionFilterMatches } from './useRegionFilterMatches';
import { useRecordMarkers } from './useRecordMarkers';
import { useMarkerLabels } from './useMarkerLabels';
import { runClickSteps, useRegionActions } from './useRegionActions';
import { useTemplateRenderer } from './useTemplateRenderer';
import { useUrlSync } from './useUrlSync';
import { useCustomCss, useRegionStatuses, useRecordQuery, useUserEvents } from './useViewerEffects';
import type { ViewerEmitter } from './viewerEvents';
import { useViewer, ViewerContext, type OpenItem, type Viewer } from './ViewerContext';
import { recordRegionIds } from './regionData';
import { planClick } from './clickActions';
import { recordMapPoint } from './recordPoint';
import { anchorOf, detailsSide } from './itemAnchor';
import { drawnMapSize } from './placement';

/** What the composition root of one map needs from `mount`. */
export interface MapScreenProps {
  mapId: number | undefined;
  load: () => Promise<StoredMap>;
  editMode: boolean;
  events: ViewerEmitter;
  onStateChange: (state: MapLoadState) => void;
  onEngine: (engine: MapEngine | null, options: ResolvedMap | null) => void;
  /** Loads another map in place (empty container id) or into the element with that id. */
  onAnotherMap: (mapId: string, containerId: string) => void;
  /** Goes back to the previous map; null when there is none. */
  onPrevious: (() => void) | null;
  /** Options given through the handle's `setOptions`. */
  optionsFeed: OptionsFeed;
}

function usePhone(): boolean {
  const subscribe = useCallback((change: () => void) => {
    const query = window.matchMedia(PHONE_MEDIA_QUERY);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_MEDIA_QUERY).matches, () => false);
}

/**
 * The map's options, loaded once and shared with the map view, with what the handle's
 * `setOptions` gave laid over them. Parts equal to the previous options stay the same objects,
 * so effects that depend on one part run again only when that part changed. A failed load is
 * forgotten, so the view's retry asks the server again.
 */
function useOptions(load: () => Promise<StoredMap>, feed: OptionsFeed): { mapLoad: () => Promise<StoredMap>; options: ResolvedMap | null } {
  const [map, setMap] = useState<StoredMap | null>(null);
  const override = useSyncExternalStore(feed.subscribe, feed.get, feed.get);
  const pending = useRef<{ load: () => Promise<StoredMap>; promise: Promise<StoredMap> } | null>(null);
  const mapLoad = useCallback(() => {
    if (pending.current?.load === load) return pending.current.promise;
    const promise = load();
    const entry = { load, promise };
    pending.current = entry;
    promise.then((loaded) => { if (pending.current === entry) setMap(loaded); }, () => {
      if (pending.current === entry) pending.current = null;
    });
    return promise;
  }, [load]);
  const previous = useRef<ResolvedMap | null>(null);
  const options = useMemo(() => {
    if (!map) return null;
    const next = resolveMapOptions({ ...map, options: OptionsFeed.apply(map.options, override) });
    return shareUnchangedOptions(previous.current, next);
  }, [map, override]);
  useEffect(() => { previous.current = options; }, [options]);
  return { mapLoad, options };
}

/** The parts of the options the map's data (records, region rows, record markers) depends on. */
const DATA_PARTS = ['database', 'menu', 'filters', 'layersControl', 'floorsControl', 'groups', 'floors'] as const;

/**
 * `options` as they were when one of `parts` last changed: code that reads only those parts
 * (and depends on the object) is not run again for a change of a colour or a template. Parts
 * keep their identity while equal (see `shareUnchangedOptions`), so identity tells a change.
 */
function useOptionsFor(options: ResolvedMap | null, parts: ReadonlyArray<keyof ResolvedMap>): ResolvedMap | null {
  const kept = useRef(options);
  const current = kept.current;
  if (!current || !options || parts.some((part) => current[part] !== options[part])) kept.current = options;
  return kept.current;
}

/** The engine once its map is drawn. */
function useReadyEngine(onEngine: MapScreenProps['onEngine']) {
  const [engine, setEngine] = useState<MapEngine | null>(null);
  /** The engine from its creation on, while its map still loads. */
  const [loadingEngine, setLoadingEngine] = useState<MapEngine | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  const handleEngine = useCallback((created: MapEngine | null, options: ResolvedMap | null) => {
    onEngine(created, options);
    setEngine(null);
    setLoadingEngine(created);
    stopWatching.current?.();
    stopWatching.current = null;
    if (!created) return;
    // Not `whenReady`: a load that failed and was retried becomes ready later, and new options
    // may load or rebuild the map again (the state goes through `loading`): what the overlays
    // put on the engine goes on again once it is ready.
    if (created.loadState === 'ready') setEngine(created);
    stopWatching.current = created.on('stateChange', ({ state }) => setEngine(state === 'ready' ? created : null));
  }, [onEngine]);
  return { engine, loadingEngine, handleEngine };
}

/**
 * One map with everything around and over it: containers, directory, filters, details view,
 * popover, tooltip and controls, sharing one {@link ViewerContext}.
 */
export function MapScreen(props: MapScreenProps) {
  const { mapId, editMode, events } = props;
  const { mapLoad, options } = useOptions(props.load, props.optionsFeed);
  const { engine, loadingEngine, handleEngine } = useReadyEngine(props.onEngine);
  const isPhone = usePhone();
  const wrapRef = useRef<HTMLDivElement>(null);
  const dataOptions = useOptionsFor(options, DATA_PARTS);
  const { records, regionRows } = useMapData(mapId, dataOptions);
  const [details, setDetails] = useState<OpenItem | null>(null);
  /** The latest viewer, for a marker click that arrives between renders. */
  const viewerRef = useRef<Viewer | null>(null);
  const { onAnotherMap } = props;
  // A record marker's click runs the map's marker click actions (popover, details, zoom, link).
  const openRecord = useCallback((record: DataRecord) => {
    const current = viewerRef.current;
    if (!current?.engine) return;
    const data = record as Record<string, unknown>;
    const item: OpenItem = { kind: 'record', id: String(record.id), data, mapPoint: recordMapPoint(current.engine, data) ?? undefined };
    const steps = planClick(current.options.actions.marker.click, { kind: 'marker', data }, { editMode: current.editMode });
    runClickSteps(steps, item, { viewer: current, engine: current.engine, showAnotherMap: onAnotherMap });
  }, [onAnotherMap]);
  useRecordMarkers({ engine, loadingEngine }, dataOptions, records, openRecord);
  useMarkerLabels(engine, options, records);
  const [popover, setPopover] = useState<OpenItem | null>(null);
  const [directoryRegionFilter, setDirectoryRegionFilter] = useState<string[] | null>(null);
  const [directorySearch, setDirectorySearch] = useState('');
  const [filterState, setFilterValuesState] = useState<FilterValues>({});
  const filterValues = useMemo(() => ({ ...emptyFilterValues(options?.filtersSchema ?? []), ...filterState }), [options, filterState]);
  const regionFilterMatches = useRegionFilterMatches(mapId, options, filterValues);
  const [mobileList, setMobileList] = useState(false);
  const templates = useTemplateRenderer(useMemo(() => options?.templates ?? {}, [options]));
  const layout = useMemo(() => (options ? computeLayout(options, { isPhone, elementExists: (id) => document.getElementById(id) !== null }) : null), [options, isPhone]);

  // Only a new filters form or first view starts them over: other option changes keep the visitor's.
  const filtersSchema = options?.filtersSchema;
  const showFirst = options?.menu.showFirst;
  useEffect(() => {
    if (!filtersSchema) return;
    setFilterValuesState(emptyFilterValues(filtersSchema));
  }, [filtersSchema]);
  useEffect(() => {
    if (showFirst !== undefined) setMobileList(showFirst === 'list');
  }, [showFirst]);
  useEffect(() => { for (const problem of layout?.problems ?? []) console.error(problem); }, [layout]);
  useEffect(() => { if (engine) events.emit('afterLoad', {}); }, [engine, events]);

  const viewer = useMemo<Viewer | null>(() => {
    if (!options || !layout) return null;
    const regionData = (id: string) => {
      const facts = engine?.region(id);
      return facts ? regionTemplateData({ ...facts, currentFill: facts.currentFill }, regionRows.get(id), records?.records ?? []) : null;
    };
    const self: Viewer = {
      mapId, options, engine, templates, events, editMode, isPhone, layout, wrapRef, records, regionRows, regionData,
      details, popover, directoryRegionFilter, setDirectoryRegionFilter, directorySearch, setDirectorySearch, filterValues, regionFilterMatches, mobileList, setMobileList,
      showDetails: (item) => {
        setDetails(item);
        events.emit('shown.detailsView', { item: { id: item.id, data: item.data } });
      },
      closeDetails: () => {
        if (details) events.emit('closed.detailsView', { item: { id: details.id, data: details.data } });
        setDetails(null);
        engine?.deselectRegion();
      },
      showPopover: (item) => {
        setPopover(item);
        events.emit('shown.popover', { item: { id: item.id, data: item.data } });
      },
      closePopover: () => {
        if (popover) events.emit('closed.popover', { item: { id: popover.id, data: popover.data } });
        if (popover?.regionId) engine?.deselectRegion(popover.regionId);
        setPopover(null);
      },
      setFilterValues: (values) => {
        setFilterValuesState(values);
        events.emit('changed.filters', { values });
      },
      clickRecord: (record: DataRecord) => {
        const regionId = recordRegionIds(record)[0];
        const item: OpenItem = { kind: 'record', id: String(record.id), data: record, regionId, mapPoint: engine ? recordMapPoint(engine, record) ?? undefined : undefined };
        const click = options.actions.directoryItem.click;
        if (click.selectRegion && regionId) engine?.selectRegion(regionId);
        const steps = planClick({ ...options.actions.marker.click, zoom: false, filterDirectory: false, showDetails: click.showDetails, showPopover: click.showPopover, goToLink: click.goToLink, linkField: click.linkField },
          { kind: 'marker', data: record }, { editMode });
        if (engine) runClickSteps(steps, item, { viewer: self, engine, showAnotherMap: props.onAnotherMap });
      },
    };
    return self;
  }, [options, layout, engine, mapId, templates, events, editMode, isPhone, records, regionRows, details, popover, directoryRegionFilter, directorySearch, filterValues, regionFilterMatches, mobileList, props.onAnotherMap]);

  useEffect(() => { viewerRef.current = viewer; }, [viewer]);
  const restoreFilters = useCallback((values: FilterValues) => setFilterValuesState((current) => ({ ...current, ...values })), []);
  const fallbackViewer = viewer ?? STUB_VIEWER;
  useRegionActions({ viewer: fallbackViewer, engine: viewer ? engine : null, showAnotherMap: props.onAnotherMap });
  useUrlSync(fallbackViewer, viewer ? engine : null, restoreFilters);
  useCustomCss(options?.css ?? '', String(mapId ?? 'local'));
  useUserEvents(events, options?.events ?? NO_EVENTS);
  useRecordQuery(records, options ?? STUB_OPTIONS, filterValues, directorySearch, directoryRegionFilter);
  useRegionStatuses(engine, options ?? STUB_OPTIONS, { records, regionMatches: regionFilterMatches }, filterValues, regionRows);

  const map = (
    <MapView load={mapLoad} options={options} onStateChange={props.onStateChange} onEngine={handleEngine} editMode={editMode} wrapRef={wrapRef} regionRows={regionRows}>
      {viewer && <MapOverlays viewer={viewer} onPrevious={props.onPrevious} />}
    </MapView>
  );
  if (!viewer || !layout || !options) return <div className="mapsvg-app">{map}</div>;
  const panels = (slot: Slot): ReactNode[] => [
    layout.filters === slot ? <FiltersForm key="filters" /> : null,
    layout.directory === slot && !layout.directoryToggle ? <Directory key="directory" /> : null,
    layout.details === slot && details ? <DetailsView key="details" /> : null,
  ].filter(Boolean);
  const container = (name: ContainerName) => {
    const size = layout.containers[name];
    return size ? <Container name={name} size={size} background={options.colors[name]}>{panels(name)}</Container> : null;
  };
  const customTargets = ([['filters', options.filters.containerId], ['directory', options.menu.containerId], ['details', options.detailsView.containerId]] as const)
    .filter(([kind]) => layout[kind] === 'custom');
  return (
    <ViewerContext.Provider value={viewer}>
      <div className="mapsvg-app" data-mapsvg-scope={String(mapId ?? 'local')} data-phone={isPhone ? 'true' : undefined} data-overlays={engine ? 'ready' : undefined}>
        {container('header')}
        <div className="mapsvg-body">
          {container('leftSidebar')}
          <div className="mapsvg-map-column" data-list={layout.directoryToggle && mobileList ? 'true' : undefined}>
            {map}
            {layout.directoryToggle && mobileList && <div className="mapsvg-mobile-list"><Directory height="100%" /></div>}
            {layout.directoryToggle && <MobileToggle list={mobileList} labels={options.mobileView} onChange={setMobileList} />}
          </div>
          {container('rightSidebar')}
        </div>
        {container('footer')}
        {layout.details === 'fullscreen' && details && <DetailsView fullscreen />}
        {customTargets.map(([kind, id]) => {
          const element = document.getElementById(id);
          if (!element) return null;
          const content = kind === 'filters' ? <FiltersForm /> : kind === 'directory' ? <Directory /> : details ? <DetailsView /> : null;
          return <ViewerPortal key={kind} element={element}>{content}</ViewerPortal>;
        })}
      </div>
    </ViewerContext.Provider>
  );
}

function ViewerPortal({ element, children }: { element: HTMLElement; children: ReactNode }) {
  return createPortal(children, element);
}

/** What sits over the map: panels placed on it, popover, tooltip, pagination and controls. */
function MapOverlays({ viewer, onPrevious }: { viewer: Viewer; onPrevious: (() => void) | null }) {
  const { layout, options, engine } = viewer;
  const paging = useDirectoryItems('', null);
  const png = (options as { controls: { downloadPng?: boolean } }).controls.downloadPng === true;
  return (
    <ViewerContext.Provider value={viewer}>
      {layout.filters === 'map' && <div className="mapsvg-on-map mapsvg-on-map-filters"><FiltersForm /></div>}
      {layout.filters === 'modal' && <FiltersModal />}
      {layout.directory === 'map' && !layout.directoryToggle && <div className="mapsvg-on-map mapsvg-on-map-directory"><Directory /></div>}
      {layout.details === 'map' && viewer.details && <OnMapDetails />}
      <Pagination paging={paging} where="map" />
      <Popover />
      <StackedMarkers />
      <Tooltip />
      <MapControls engine={engine} location={options.controls.location === 'left' ? 'left' : 'right'} onPrevious={onPrevious}
        png={png ? { background: options.colors.background, fileName: `${options.title || 'map'}.png` } : null} />
    </ViewerContext.Provider>
  );
}

/** The details panel over the map, on the side away from the item it shows. */
function OnMapDetails() {
  const viewer = useViewer();
  const { engine, details, wrapRef } = viewer;
  const side = useMemo(() => {
    const size = drawnMapSize(wrapRef.current);
    return details ? detailsSide(anchorOf(engine, details, size), size) : 'right';
    // Decided when an item opens; the panel does not jump while the visitor pans.
  }, [details?.id, details?.kind]);
  return <div className={`mapsvg-on-map mapsvg-on-map-details mapsvg-on-map-details--${side}`}><DetailsView /></div>;
}

const NO_EVENTS: Record<string, unknown> = {};
const STUB_OPTIONS = resolveMapOptions({ id: 0, title: '', options: {} });
const STUB_VIEWER = {
  options: STUB_OPTIONS, editMode: false, details: null, filterValues: {}, mapId: undefined, records: null,
  regionData: () => null, showDetails: () => undefined, clickRecord: () => undefined, events: { emit: () => undefined },
} as unknown as Viewer;
