import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { shareUnchangedOptions, type ContainerName, type DataRecord } from '../../domain/index';
import type { MapEngine, MapLoadState } from '../../engine/index';
import { Container, MobileToggle } from './Containers';
import { CategoryLegend, DetailsView, Directory, FiltersForm, FiltersModal, Popover, StoreFinder, usePreloadOnInteraction } from './lazyPanels';
import { computeLayout, type Slot } from './layout';
import { usePhone } from './usePhone';
import { containersWithLegend } from './legendContainer';
import { MapControls } from './MapControls';
import { resolveMapOptions, type ResolvedMap, type StoredMap } from './mapOptions';
import { OptionsFeed } from './optionsFeed';
import { MapView } from './MapView';
import { MapPagination } from './Pagination';
import { StackedMarkers } from './StackedMarkersHost';
import { Tooltip } from './Tooltip';
import { useMapData } from './useMapData';
import { useMarkersByFieldSchema } from './useMarkersByFieldSchema';
import { useRecordMarkers } from './useRecordMarkers';
import { ExtraRecordMarkers } from './recordMarkers/extraMarkers';
import { useMarkerLabels } from './useMarkerLabels';
import { useRegionActions } from './useRegionActions';
import { runClick } from './clickRunner';
import { useTemplateRenderer } from './useTemplateRenderer';
import { useUrlSync } from './useUrlSync';
import { useCustomCss, useRegionStatuses, useRecordQuery, useUserEvents } from './useViewerEffects';
import type { ViewerEmitter } from './viewerEvents';
import { useOpenItems, useViewerMap, type OpenItem, type Viewer, type ViewerMap } from './ViewerContext';
import { ViewerProviders } from './ViewerProviders';
import { useViewerState } from './useViewerState';
import { recordMapPoint } from './recordPoint';
import { anchorOf, detailsSide } from './itemAnchor';
import { drawnMapSize } from './placement';
import type { AdoptedMap } from './adoptedMap';
import { useMarkerHoverEvents } from './useMarkerEvents';

/** What the composition root of one map needs from `mount`. */
interface MapScreenProps {
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
  /** A map the page already started: its engine is kept, and its held events are answered. */
  adopted?: AdoptedMap | null;
}

/**
 * The map's options, loaded once and shared with the map view, with what the handle's
 * `setOptions` gave laid over them. Parts equal to the previous options stay the same objects,
 * so effects that depend on one part run again only when that part changed. A failed load is
 * forgotten, so the view's retry asks the server again.
 */
function useOptions(load: () => Promise<StoredMap>, feed: OptionsFeed, known: StoredMap | null): { mapLoad: () => Promise<StoredMap>; options: ResolvedMap | null } {
  const [map, setMap] = useState<StoredMap | null>(known);
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
 * popover, tooltip and controls. Overlays read the map's state from the contexts of
 * {@link ViewerProviders}, each only the parts it needs.
 */
export function MapScreen(props: MapScreenProps) {
  const { mapId, editMode, events, onAnotherMap } = props;
  const adopted = props.adopted ?? null;
  const { mapLoad, options } = useOptions(props.load, props.optionsFeed, adopted?.map ?? null);
  const { engine, loadingEngine, handleEngine } = useReadyEngine(props.onEngine);
  const isPhone = usePhone();
  const wrapRef = useRef<HTMLDivElement>(null);
  const dataOptions = useOptionsFor(options, DATA_PARTS);
  const { records, regionRows } = useMapData(mapId, dataOptions);
  const templates = useTemplateRenderer(useMemo(() => options?.templates ?? {}, [options]));
  const layout = useMemo(() => (options ? computeLayout(options, { isPhone, elementExists: (id) => document.getElementById(id) !== null }) : null), [options, isPhone]);
  const map = useMemo<ViewerMap | null>(() => (options && layout ? { mapId, options, engine, templates, events, editMode, isPhone, layout, wrapRef } : null),
    [mapId, options, engine, templates, events, editMode, isPhone, layout]);
  const [nearest, setNearest] = useState<readonly DataRecord[] | null>(null);
  const { parts, viewer, latest, mobileList, restoreFilters } = useViewerState(map, records, regionRows, onAnotherMap, nearest);
  // A record marker's click runs the map's marker click actions (popover, details, zoom, link).
  const openRecord = useCallback((record: DataRecord) => {
    const current = latest.current;
    if (!current?.engine) return;
    const data = record as Record<string, unknown>;
    const item: OpenItem = { kind: 'record', id: String(record.id), data, mapPoint: recordMapPoint(current.engine, data) ?? undefined };
    current.events.emit('click.marker', { marker: { id: record.id as string | number, data } });
    runClick(current.options.actions.marker.click, { kind: 'marker', data }, { editMode: current.editMode }, item, { viewer: current, engine: current.engine, showAnotherMap: onAnotherMap });
  }, [onAnotherMap, latest]);
  // Outlives each rebuild of the record markers, so the nearest stores a search found stay shown.
  const [extraMarkers] = useState(() => new ExtraRecordMarkers());
  useRecordMarkers({ engine, loadingEngine }, dataOptions, records, openRecord, extraMarkers);
  useMarkerHoverEvents(engine, events, records);
  useMarkerLabels(engine, options, records);
  const markersByFieldSchema = useMarkersByFieldSchema(records);

  useEffect(() => { for (const problem of layout?.problems ?? []) console.error(problem); }, [layout]);
  useEffect(() => { if (engine) events.emit('afterLoad', {}); }, [engine, events]);

  const fallbackViewer = viewer ?? STUB_VIEWER;
  const { filterValues, directorySearch, directoryRegionFilter, regionFilterMatches } = fallbackViewer;
  useRegionActions({ viewer: fallbackViewer, engine: viewer ? engine : null, showAnotherMap: onAnotherMap });
  useUrlSync(fallbackViewer, viewer ? engine : null, restoreFilters);
  useCustomCss(options?.css ?? '', String(mapId ?? 'local'));
  useUserEvents(events, options?.events ?? NO_EVENTS);
  useRecordQuery(records, options ?? STUB_OPTIONS, filterValues, directorySearch, directoryRegionFilter);
  useRegionStatuses(engine, options ?? STUB_OPTIONS, { records, regionMatches: regionFilterMatches }, filterValues, regionRows);
  // Last, so every overlay listens by now: the visitor's first hover or click is answered.
  useEffect(() => { if (engine && adopted && viewer) adopted.release(); }, [engine, adopted, viewer]);

  const mapView = (
    <MapView load={mapLoad} options={options} onStateChange={props.onStateChange} onEngine={handleEngine} editMode={editMode} wrapRef={wrapRef} regionRows={regionRows} adopted={adopted} records={records}>
      {parts && <MapOverlays onPrevious={props.onPrevious} />}
      {viewer && options?.filtersSchema.some((field) => field.type === 'distance') && (
        <StoreFinder engine={engine} records={records} table={options.database.objectsTableName} fields={options.filtersSchema} filterValues={filterValues} latest={latest} onNearest={setNearest} extraMarkers={extraMarkers} />
      )}
      {engine && options && markersByFieldSchema.length > 0 && (
        <CategoryLegend fields={markersByFieldSchema} container={options.choropleth.coloring.legend.container} />
      )}
    </MapView>
  );
  if (!parts || !layout || !options) return <div className="mapsvg-app">{mapView}</div>;
  const { details } = parts.open;
  const panels = (slot: Slot): ReactNode[] => [
    layout.filters === slot ? <FiltersForm key="filters" /> : null,
    layout.directory === slot && !layout.directoryToggle ? <Directory key="directory" /> : null,
    layout.details === slot && details ? <DetailsView key="details" /> : null,
  ].filter(Boolean);
  const containers = containersWithLegend(layout, options);
  const container = (name: ContainerName) => {
    const size = containers[name];
    return size ? <Container name={name} size={size} background={options.colors[name]}>{panels(name)}</Container> : null;
  };
  const customTargets = ([['filters', options.filters.containerId], ['directory', options.menu.containerId], ['details', options.detailsView.containerId]] as const)
    .filter(([kind]) => layout[kind] === 'custom');
  return (
    <ViewerProviders parts={parts}>
      <div className="mapsvg-app" data-mapsvg-scope={String(mapId ?? 'local')} data-phone={isPhone ? 'true' : undefined} data-overlays={engine ? 'ready' : undefined}>
        {container('header')}
        <div className="mapsvg-body">
          {container('leftSidebar')}
          <div className="mapsvg-map-column" data-list={layout.directoryToggle && mobileList ? 'true' : undefined}>
            {mapView}
            {layout.directoryToggle && mobileList && <div className="mapsvg-mobile-list"><Directory height="100%" /></div>}
            {layout.directoryToggle && <MobileToggle list={mobileList} labels={options.mobileView} onChange={parts.actions.setMobileList} />}
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
    </ViewerProviders>
  );
}

function ViewerPortal({ element, children }: { element: HTMLElement; children: ReactNode }) {
  return createPortal(children, element);
}

/**
 * What sits over the map: panels placed on it, popover, tooltip, pagination and controls. It
 * renders again only for a new map state or a details item opening or closing; each overlay
 * then follows its own parts of the state.
 */
const MapOverlays = memo(function MapOverlays({ onPrevious }: { onPrevious: (() => void) | null }) {
  const { layout, options, engine, wrapRef } = useViewerMap();
  const { details, popover } = useOpenItems();
  usePreloadOnInteraction(wrapRef);
  const png = (options as { controls: { downloadPng?: boolean } }).controls.downloadPng === true;
  return (
    <>
      {layout.filters === 'map' && <div className="mapsvg-on-map mapsvg-on-map-filters"><FiltersForm /></div>}
      {layout.filters === 'modal' && <FiltersModal />}
      {layout.directory === 'map' && !layout.directoryToggle && <div className="mapsvg-on-map mapsvg-on-map-directory"><Directory /></div>}
      {layout.details === 'map' && details && <OnMapDetails />}
      <MapPagination />
      {popover && <Popover />}
      <StackedMarkers />
      <Tooltip />
      <MapControls engine={engine} location={options.controls.location === 'left' ? 'left' : 'right'} onPrevious={onPrevious}
        png={png ? { background: options.colors.background, fileName: `${options.title || 'map'}.png` } : null} />
    </>
  );
});

/** The details panel over the map, on the side away from the item it shows. */
function OnMapDetails() {
  const { engine, wrapRef } = useViewerMap();
  const { details } = useOpenItems();
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
  options: STUB_OPTIONS, editMode: false, details: null, filterValues: {}, directorySearch: '', directoryRegionFilter: null, regionFilterMatches: null, nearest: null,
  mapId: undefined, records: null, regionData: () => null, showDetails: () => undefined, clickRecord: () => undefined, events: { emit: () => undefined },
} as unknown as Viewer;
