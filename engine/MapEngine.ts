import { Emitter, type Bubble, type DeepPartial, type GeoPoint, type OptionChangeClass, type SvgPoint } from '../domain/index';
import { interactionSettingsOf } from './assemble';
import type { BaseMapOptions } from './basemap/types';
import type { MapPoint, ScreenPoint, ViewBox } from './camera/types';
import { debugHooks, type DebugHooks } from './debugHooks';
import type { Geolocator } from './features/UserLocationFeature';
import { HandlerSwitches, type MapHandlers } from './interaction/HandlerSwitches';
import { handlersEnabledBy } from './interaction/MapInteraction';
import type { SetLabelsOptions } from './labels/LabelLayer';
import type { MapLayer } from './layers/layerModel';
import { MapLoader, type LoadedMap } from './load/MapLoader';
import { mapCallbacks } from './mapCallbacks';
import type { MarkerColumns } from './markers/markerColumns';
import type { MarkerEditMode } from './markers/MarkerManager';
import type { EngineMarker, MarkerInput } from './markers/types';
import { RegionsManager } from './regions/RegionsManager';
import type { RegionState } from './regions/RegionStates';
import type { SvgMapDocument } from './svg/types';
import type { EngineMapOptions, MapEngineEvents, MapEngineSettings, MapLoadState, SetOptionsMode } from './types';

/** The events a visitor's pointer or keyboard causes, which a page may hold until its overlays can answer. */
const INTERACTION_EVENTS: ReadonlyArray<keyof MapEngineEvents> = [
  'regionHover', 'regionClick', 'selectionChange', 'regionFocus', 'markerHover', 'markerClick', 'markerSelectionChange', 'clusterClick',
];

const NOT_READY = 'MapSVG: the map is not loaded yet.';

/**
 * The map engine: loads a vector map, draws it with WebGL, and handles zoom, pan, hover,
 * selection and keyboard access. The UI talks to the map only through this facade.
 */
export class MapEngine {
  private readonly events: Emitter<MapEngineEvents>;
  /** Loads, builds and frees the map; holds the map built (`loader.loaded`). */
  private readonly loader: MapLoader;
  /** Takes clicks on the map instead of the normal click behaviour (see {@link setClickHandler}). */
  private clickHandler: ((point: ScreenPoint) => void) | null = null;
  /** The regions' hover, clicks, selection, states, labels and bubbles, across every map built. */
  private readonly regionsManager = new RegionsManager(() => this.loaded, (name, payload) => this.events.emit(name, payload));
  private readonly handlerSwitches = new HandlerSwitches(() => handlersEnabledBy(interactionSettingsOf(this.loader.options)));
  /**
   * The map's gestures, each switchable by name, e.g. `engine.handlers.dragPan.disable()`.
   * Works before the map is ready; see {@link MapHandlers}.
   */
  readonly handlers: MapHandlers = this.handlerSwitches.handlers;

  constructor(readonly host: HTMLElement, options: EngineMapOptions, settings: MapEngineSettings = {}) {
    this.events = new Emitter({ onListenerError: settings.onListenerError });
    this.loader = new MapLoader(host, this.events, {
      options,
      settings,
      handlerSwitches: this.handlerSwitches,
      callbacks: mapCallbacks({
        map: () => this.loaded,
        regions: this.regionsManager,
        clickHandler: () => this.clickHandler,
        setPointing: (pointing) => {
          this.loader.surface.style.cursor = pointing ? (this.loader.options.cursor || 'pointer') : '';
        },
        regionFocused: (id) => this.events.emit('regionFocus', { id }),
      }),
      built: (map) => this.regionsManager.built(map),
    });
  }

  /** The map built and ready, or null. */
  private get loaded(): LoadedMap | null {
    return this.loader.loaded;
  }

  /** Resolves when the map is drawn; rejects with the load error. */
  whenReady(): Promise<void> {
    return this.loader.whenReady();
  }

  /** `loading`, `ready` or `error`, as on the container's `data-state`. */
  get loadState(): MapLoadState {
    return this.loader.state;
  }

  /** Subscribes to an engine event; returns the unsubscribe function. */
  on<K extends keyof MapEngineEvents>(name: K, listener: (payload: MapEngineEvents[K]) => void): () => void {
    return this.events.on(name, listener);
  }

  /**
   * Keeps the visitor's interaction events (hover, click, selection and focus of regions,
   * markers and clusters) from their listeners until the returned function is called, which
   * then delivers them in order. A page that draws the map before the code answering clicks has
   * arrived holds them, so a first click or hover meanwhile is answered, not lost.
   */
  holdInteractionEvents(): () => void {
    return this.events.hold(INTERACTION_EVENTS);
  }

  /** Removes a listener added with {@link on}. */
  off<K extends keyof MapEngineEvents>(name: K, listener: (payload: MapEngineEvents[K]) => void): void {
    this.events.off(name, listener);
  }

  /** Every region in draw order (empty before the map is ready). */
  regions(): readonly RegionState[] {
    return this.regionsManager.list();
  }

  /** One region's state. */
  region(id: string): RegionState | undefined {
    return this.regionsManager.get(id);
  }

  /** The parsed map document (size, view boxes, groups), once ready. */
  document(): SvgMapDocument | null {
    return this.loaded?.document ?? null;
  }

  /** Selects a region (respecting multiSelect); returns whether anything changed. */
  selectRegion(id: string): boolean {
    return this.regionsManager.select(id);
  }

  /** Deselects one region, or every region without an id. */
  deselectRegion(id?: string): boolean {
    return this.regionsManager.deselect(id);
  }

  /**
   * Highlights a region as the pointer would (null clears), for lists that mirror the map; a
   * disabled region stays unlit. Emits no hover event: the caller is the source. Returns
   * whether anything changed.
   */
  hoverRegion(id: string | null): boolean {
    return this.regionsManager.hover(id);
  }

  /** Acts as a click on a region: toggles with multiSelect, otherwise selects only it. */
  clickRegion(id: string, point: ScreenPoint | null = null): void {
    this.regionsManager.click(id, point);
  }

  /** Sets a region's status (statuses decide its label and disabled flag). */
  setRegionStatus(id: string, status: string | number | null): void {
    this.regionsManager.setStatus(id, status);
  }

  /** Sets or clears (null) a region's own fill. */
  setRegionFill(id: string, fill: string | null): void {
    this.regionsManager.setFill(id, fill);
  }

  /** Disables or enables a region; disabling deselects it. */
  setRegionDisabled(id: string, disabled: boolean): void {
    this.regionsManager.setDisabled(id, disabled);
  }

  /** Sets or clears the choropleth colour of many regions at once (one upload, one frame). */
  setChoroplethColors(colors: ReadonlyMap<string, string | null>): void {
    this.regionsManager.setChoroplethColors(colors);
  }

  /**
   * Shows a text label on regions (an empty map removes them). Labels sit at each region's pole
   * of inaccessibility, keep their size at every zoom, and labels that would collide are hidden,
   * lower `priority` first (the region's area unless given).
   */
  setRegionLabels(labels: ReadonlyMap<string, string>, options: SetLabelsOptions = {}): void {
    this.regionsManager.setLabels(labels, options);
  }

  /**
   * Draws a choropleth bubble (size in px, colour) on each listed region (an empty map removes
   * them). A bubble is hit-testable: pointing at it counts as pointing at its region.
   */
  setBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.regionsManager.setBubbles(bubbles);
  }

  /**
   * Where a region's label and bubble sit (its pole of inaccessibility), in map coordinates. On a
   * map whose options show no labels or choropleth, the first call loads that code and gives
   * null until it has come (a task or so later).
   */
  labelPoint(id: string): MapPoint | null {
    return this.regionsManager.labelPoint(id);
  }

  /** Zooms one level in, around a screen point or the centre. */
  zoomIn(around?: ScreenPoint): boolean {
    return this.loaded?.camera.zoomIn(around) ?? false;
  }

  /** Zooms one level out. */
  zoomOut(around?: ScreenPoint): boolean {
    return this.loaded?.camera.zoomOut(around) ?? false;
  }

  /** Zooms to a level (blocked outside the allowed range). */
  zoomTo(level: number, around?: ScreenPoint): boolean {
    return this.loaded?.camera.zoomTo(level, around) ?? false;
  }

  /** The current zoom level (0 shows the whole map). */
  zoomLevel(): number {
    return this.loaded?.camera.getLevel() ?? 0;
  }

  /** Shows the whole map again. */
  resetView(): void {
    this.loaded?.camera.reset();
  }

  /** Fits a map rectangle, or a region by id, into view with the fit padding. */
  fit(target: ViewBox | string): void {
    const box = typeof target === 'string' ? this.regionsManager.box(target) : target;
    if (box) this.loaded?.camera.fitBounds(box);
  }

  /** The visible map rectangle. */
  getViewBox(): ViewBox | null {
    return this.loaded?.camera.getViewBox() ?? null;
  }

  /** Shows a map rectangle. */
  setViewBox(box: ViewBox): void {
    this.loaded?.camera.setViewBox(box);
  }

  /**
   * Takes over clicks on the map: while set, a click (a press that moved under 5 px) goes to
   * `handler` with its viewport point, and selects nothing, clicks no marker and raises no click
   * event; dragging, zooming, hover and a click on a cluster (which zooms into it) work as
   * usual. Null gives clicks back. Editors use it to pick what lies under the pointer.
   */
  setClickHandler(handler: ((point: ScreenPoint) => void) | null): void {
    this.clickHandler = handler;
  }

  /** The region under a point of the map viewport (CSS px), if any. */
  regionAt(point: ScreenPoint): string | null {
    return this.regionsManager.at(point);
  }

  /** Map coordinates to viewport CSS px (for overlays such as popovers). */
  mapToScreen(point: { x: number; y: number }): ScreenPoint | null {
    return this.loaded?.camera.mapToScreen(point) ?? null;
  }

  /**
   * Takes new map options while the map is shown, doing only the work the change needs (see
   * `classifyOptionChange`): colours, region states, layers, floors, gestures and camera limits
   * change in place, keeping the WebGL context, the parsed map and the view; markers,
   * clustering and the street map rebuild the scene from the parsed map in the same canvas,
   * keeping the view; only the image itself (file, version, view box, region prefix) is fetched
   * and parsed again, still in the same canvas. `partial` is merged into the options now
   * (objects key by key, arrays whole) unless `mode.replace` says it is the whole options.
   * Returns the classes of change found (empty when nothing changed).
   */
  setOptions(partial: DeepPartial<EngineMapOptions>, mode: SetOptionsMode = {}): ReadonlySet<OptionChangeClass> {
    return this.loader.setOptions(partial, mode);
  }

  /** In edit mode after a 404: tries another image path. */
  retryWithSource(source: string): void {
    this.loader.retry(source);
  }

  /** After a failed load (the network or the server failed): loads the same file again. */
  retry(): void {
    this.loader.retry();
  }

  /** Adds a marker placed by `geoPoint` or `svgPoint`; throws for an id a region or marker has. */
  addMarker(marker: MarkerInput): EngineMarker {
    return this.ready().markers.manager.add(marker);
  }

  /**
   * Adds many markers as ONE batch: columns (a marker feed: a few arrays for 100k markers) or
   * marker inputs. Markers with a taken or missing id, or no usable point, are skipped and
   * summed up in one console error. One redraw, one cluster reload, one accessibility-list
   * update and one `markersChange` event per batch. Returns how many markers were added.
   */
  addMarkers(batch: MarkerColumns | MarkerInput[]): number {
    return this.ready().markers.addBatch(batch);
  }

  /** Removes many markers as one batch; returns how many existed. */
  removeMarkers(ids: Iterable<string>): number {
    return this.loaded?.markers.manager.removeBatch(ids) ?? 0;
  }

  /**
   * Keeps only the markers of `filterable` batches whose id is in `keep` (null shows them all):
   * the others are not drawn, clustered, hit, listed or counted. Markers added later follow the
   * same filter. One pass over the markers.
   */
  filterMarkers(keep: ReadonlySet<string> | null): void {
    this.ready().markers.manager.filter(keep);
  }

  /** Markers shown now (floor, hidden flag and filter applied; those inside clusters count). */
  markerCount(): number {
    return this.loaded?.markers.manager.count() ?? 0;
  }

  /** Changes a marker's place, image, id or flags; throws for a taken id. */
  updateMarker(id: string, patch: Partial<MarkerInput>): EngineMarker | undefined {
    return this.ready().markers.manager.update(id, patch);
  }

  /**
   * Draws a choropleth bubble (size in px, colour) on each listed marker; an empty map removes
   * them. Clicking a bubble clicks its marker.
   */
  setMarkerBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.loaded?.markers.setBubbles(bubbles);
  }

  /**
   * Shows a text label under each listed marker (an empty map removes them); where labels would
   * collide, earlier markers keep theirs.
   */
  setMarkerLabels(labels: ReadonlyMap<string, string>): void {
    this.loaded?.markers.setLabels(labels);
  }

  /**
   * Acts as a click on a marker (selects it and emits `markerClick`), e.g. for an entry of a
   * list of stacked markers; returns whether the marker exists.
   */
  clickMarker(id: string): boolean {
    const markers = this.loaded?.markers.manager;
    if (!markers?.store.get(id)) return false;
    markers.click(id);
    return true;
  }

  /** Removes a marker; returns whether it existed. */
  removeMarker(id: string): boolean {
    return this.loaded?.markers.manager.remove(id) ?? false;
  }

  /**
   * The drawn marker under a point of the map viewport (CSS px), if any; null before the map is
   * ready. Lets edit modes that take clicks for themselves tell a marker from the region under it.
   */
  markerAt(point: ScreenPoint): string | null {
    return this.loaded?.markers.manager.markerAt(point) ?? null;
  }

  /**
   * Every marker in draw order (empty before the map is ready), hidden ones and those on other
   * floors included; markers {@link filterMarkers} leaves out are not listed.
   */
  markers(): EngineMarker[] {
    return this.loaded?.markers.manager.list() ?? [];
  }

  /** Selects a marker; the other markers are deselected. */
  selectMarker(id: string): boolean {
    return this.loaded?.markers.manager.select(id) ?? false;
  }

  /**
   * Highlights a marker as the pointer would (null clears), for lists that mirror the map.
   * Emits no hover event. Returns whether anything changed.
   */
  hoverMarker(id: string | null): boolean {
    return this.loaded?.markers.manager.hover(id) ?? false;
  }

  /** Deselects one marker, or every marker without an id. */
  deselectMarker(id?: string): boolean {
    return this.loaded?.markers.manager.deselect(id) ?? false;
  }

  /**
   * Marker-edit mode (the builder): markers can be dragged, and a click on the map adds a
   * marker, or moves `editingId` there. Clicks on markers are not edits.
   */
  setMarkerEditMode(on: boolean, options: Omit<MarkerEditMode, 'on'> = {}): void {
    this.ready().markers.manager.setEditMode({ ...options, on });
  }

  /** Image coordinates of a geographic point; throws when the map is not geo-calibrated. */
  convertGeoToSvg(point: GeoPoint): SvgPoint {
    return this.ready().geo.geoToSvg(point);
  }

  /** Geographic point (6 decimals) of image coordinates; throws when the map is not geo-calibrated. */
  convertSvgToGeo(point: SvgPoint): GeoPoint {
    return this.ready().geo.svgToGeo(point);
  }

  /** Shows or hides a layer (or any SVG group by key): its shapes, hit testing and mirror entries. */
  setGroupVisible(key: string, visible: boolean): boolean {
    return this.loaded?.layers.manager.setGroupVisible(key, visible) ?? false;
  }

  /** The layers with their visibility. */
  groups(): MapLayer[] {
    return this.loaded?.layers.manager.groups() ?? [];
  }

  /** The floors; one is visible at a time. */
  floors(): MapLayer[] {
    return this.loaded?.layers.manager.floors() ?? [];
  }

  /** Shows one floor (its shapes and markers) and hides the others. */
  setFloor(id: string): boolean {
    return this.loaded?.layers.manager.setFloor(id) ?? false;
  }

  /** Resolves once marker images have loaded, clusters are computed and a frame is drawn. */
  async markersSettled(): Promise<void> {
    await this.loaded?.markers.settled();
  }

  /** Fits the view to the shown markers (one marker: the single-marker zoom). */
  fitMarkers(): void {
    this.loaded?.markers.fit();
  }

  /** Ids of the markers drawn as markers now (shown, on the current floor, not inside a cluster). */
  shownMarkers(): string[] {
    return this.loaded?.markers.manager.drawnMarkerIds() ?? [];
  }

  /** Marker clusters drawn now: their marker count and place (empty when clustering is off). */
  clusters(): Array<{ count: number; svgPoint: SvgPoint }> {
    return this.loaded?.clusters.list() ?? [];
  }

  /**
   * Turns the street-map layer on (XYZ tiles by default, or `provider: 'google'`) or off.
   * While it is on, zoom is limited to 0..22 and the map stays aligned with the tiles.
   */
  setBaseMap(options: BaseMapOptions | boolean): boolean {
    return this.ready().baseMap.set(options);
  }

  /** Whether the street-map layer is on. */
  baseMapOn(): boolean {
    return this.loaded?.baseMap.on ?? false;
  }

  /**
   * Finds the visitor with the browser's geolocation, shows the 15x15 location marker and
   * centres the view there. Resolves with the point; rejects when the position is unavailable
   * or the map is not geo-calibrated.
   */
  async locate(geolocation?: Geolocator): Promise<GeoPoint> {
    return this.ready().userLocation.locate(geolocation);
  }

  /** Measurement hooks for benchmarks and conformance tests. */
  get debug(): DebugHooks {
    return debugHooks(this.loaded, this.loader.assembling);
  }

  /**
   * Announces, while the map still loads, the markers an `addMarkers` call will bring once it is
   * ready (a marker feed that arrived first). With clustering on, the clustering worker indexes
   * them meanwhile, so their clusters show sooner; the later `addMarkers` adopts that index when
   * it brings exactly these markers, and indexes what it brings otherwise. Nothing is added or
   * drawn by this call; once the map is ready, or without clustering, it does nothing.
   */
  prepareMarkers(batch: MarkerColumns): void {
    this.loader.prepareMarkers(batch);
  }

  /** Frees the canvas, workers' results, listeners and DOM it added. */
  dispose(): void {
    this.regionsManager.dispose();
    this.loader.dispose();
  }

  /** The loaded map; throws before it is ready. */
  private ready(): LoadedMap {
    if (!this.loaded) throw new Error(NOT_READY);
    return this.loaded;
  }
}
