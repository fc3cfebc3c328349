import type { Bubble, DeepPartial, GeoPoint, OptionChangeClass, SvgPoint } from '../domain/index';
import type { BaseMapOptions } from './basemap/types';
import type { MapPoint, ScreenPoint, ViewBox } from './camera/types';
import { debugHooks, type DebugHooks } from './debugHooks';
import { createEngineCore, INTERACTION_EVENTS, mapRemoved, type EngineCore } from './engineCore';
import type { SearchArea, ShownSearchArea } from './features/searchAreaTypes';
import type { Geolocator } from './features/UserLocationFeature';
import type { MapHandlers } from './interaction/HandlerSwitches';
import type { SetLabelsOptions } from './labels/LabelLayer';
import type { MapLayer } from './layers/layerModel';
import type { LoadedMap } from './load/MapLoader';
import type { MarkerColumns } from './markers/markerColumns';
import type { MarkerEditMode } from './markers/MarkerManager';
import type { EngineMarker, MarkerInput } from './markers/types';
import type { RegionState } from './regions/RegionStates';
import type { SvgMapDocument } from './svg/types';
import type { EngineMapOptions, MapEngineEvents, MapEngineSettings, MapLoadState, SetOptionsMode } from './types';

/**
 * The map engine: loads a vector map, draws it with WebGL, and handles zoom, pan, hover,
 * selection and keyboard access. The UI talks to the map only through this facade.
 *
 * **Changes before the map is ready** (MapLibre's rule): every method that changes the map may
 * be called at any time. While `loadState` is not `ready` (loading, loading again after
 * `setOptions` or `retry`, failed) the change is kept, and kept changes apply in the order made
 * when the map becomes ready, before `stateChange` announces it and `whenReady` resolves;
 * {@link dispose} drops them. Such a call returns what a call that changed nothing returns
 * (`false`, `0`, `undefined`); a kept change that then fails is reported on the console.
 * `setOptions`, `setClickHandler`, {@link handlers}, region labels and bubbles also stay on every
 * map built later; `markersSettled` and `locate` settle after the map is ready and its kept
 * changes are on (on `dispose` first, the first resolves and the second rejects). Reading methods
 * answer from the map built now: empty, null or 0 before it is (the coordinate conversions throw).
 */
export class MapEngine {
  private readonly core: EngineCore;
  /** The map's gestures, each switchable by name: `engine.handlers.dragPan.disable()` (see {@link MapHandlers}). */
  readonly handlers: MapHandlers;

  constructor(readonly host: HTMLElement, options: EngineMapOptions, settings: MapEngineSettings = {}) {
    this.core = createEngineCore({ host, options, settings });
    this.handlers = this.core.handlerSwitches.handlers;
  }

  /** Resolves when the map is drawn; rejects with the load error. */
  whenReady(): Promise<void> {
    return this.core.loader.whenReady();
  }

  /** `loading`, `ready` or `error`, as on the container's `data-state`. */
  get loadState(): MapLoadState {
    return this.core.loader.state;
  }

  /** Subscribes to an engine event; returns the unsubscribe function. */
  on<K extends keyof MapEngineEvents>(name: K, listener: (payload: MapEngineEvents[K]) => void): () => void {
    return this.core.events.on(name, listener);
  }

  /** Holds the visitor's {@link INTERACTION_EVENTS} until the returned function delivers them. @internal The viewer's start-up uses it. */
  holdInteractionEvents(): () => void {
    return this.core.events.hold(INTERACTION_EVENTS);
  }

  /** Removes a listener added with {@link on}. */
  off<K extends keyof MapEngineEvents>(name: K, listener: (payload: MapEngineEvents[K]) => void): void {
    this.core.events.off(name, listener);
  }

  /** Every region in draw order. */
  regions(): readonly RegionState[] {
    return this.core.regions.list();
  }

  /** One region's state. */
  region(id: string): RegionState | undefined {
    return this.core.regions.get(id);
  }

  /** The parsed map document (size, view boxes, groups). */
  document(): SvgMapDocument | null {
    return this.core.map()?.document ?? null;
  }

  /** Selects a region (respecting multiSelect); returns whether anything changed. */
  selectRegion(id: string): boolean {
    return this.change(() => this.core.regions.select(id), false);
  }

  /** Deselects one region, or every region without an id. */
  deselectRegion(id?: string): boolean {
    return this.change(() => this.core.regions.deselect(id), false);
  }

  /** Highlights a region as the pointer would (null clears; disabled stays unlit), without a hover event; returns whether it changed. */
  hoverRegion(id: string | null): boolean {
    return this.change(() => this.core.regions.hover(id), false);
  }

  /** Acts as a click on a region: toggles with multiSelect, otherwise selects only it. */
  clickRegion(id: string, point: ScreenPoint | null = null): void {
    this.change(() => this.core.regions.click(id, point), undefined);
  }

  /** Sets a region's status (statuses decide its label and disabled flag). */
  setRegionStatus(id: string, status: string | number | null): void {
    this.change(() => this.core.regions.setStatus(id, status), undefined);
  }

  /** Sets or clears (null) a region's own fill. */
  setRegionFill(id: string, fill: string | null): void {
    this.change(() => this.core.regions.setFill(id, fill), undefined);
  }

  /** Disables or enables a region; disabling deselects it. */
  setRegionDisabled(id: string, disabled: boolean): void {
    this.change(() => this.core.regions.setDisabled(id, disabled), undefined);
  }

  /** Sets or clears the choropleth colour of many regions at once (one upload, one frame). */
  setChoroplethColors(colors: ReadonlyMap<string, string | null>): void {
    this.change(() => this.core.regions.setChoroplethColors(colors), undefined);
  }

  /** Labels regions at their poles of inaccessibility (an empty map removes them); collisions hide lower `priority` first. */
  setRegionLabels(labels: ReadonlyMap<string, string>, options: SetLabelsOptions = {}): void {
    this.change(() => this.core.regions.setLabels(labels, options), undefined);
  }

  /** Draws a choropleth bubble (size in px, colour) on each listed region (an empty map removes them); it points at its region. */
  setBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.change(() => this.core.regions.setBubbles(bubbles), undefined);
  }

  /** Where a region's label and bubble sit (map coordinates); null until the labels' code, which it loads, has come. */
  labelPoint(id: string): MapPoint | null {
    return this.core.regions.labelPoint(id);
  }

  /** Zooms one level in, around a screen point or the centre. */
  zoomIn(around?: ScreenPoint): boolean {
    return this.change((map) => map.camera.zoomIn(around), false);
  }

  /** Zooms one level out. */
  zoomOut(around?: ScreenPoint): boolean {
    return this.change((map) => map.camera.zoomOut(around), false);
  }

  /** Zooms to a level (blocked outside the allowed range). */
  zoomTo(level: number, around?: ScreenPoint): boolean {
    return this.change((map) => map.camera.zoomTo(level, around), false);
  }

  /** The current zoom level (0 shows the whole map). */
  zoomLevel(): number {
    return this.core.map()?.camera.getLevel() ?? 0;
  }

  /** Shows the whole map again. */
  resetView(): void {
    this.change((map) => map.camera.reset(), undefined);
  }

  /** Fits a map rectangle, or a region by id, into view with the fit padding. */
  fit(target: ViewBox | string): void {
    this.change((map) => {
      const box = typeof target === 'string' ? this.core.regions.box(target) : target;
      if (box) map.camera.fitBounds(box);
    }, undefined);
  }

  /** The visible map rectangle. */
  getViewBox(): ViewBox | null {
    return this.core.map()?.camera.getViewBox() ?? null;
  }

  /** Shows a map rectangle. */
  setViewBox(box: ViewBox): void {
    this.change((map) => map.camera.setViewBox(box), undefined);
  }

  /** While set, clicks (presses moved under 5 px) go to `handler` with their viewport point and do nothing else; null ends it. */
  setClickHandler(handler: ((point: ScreenPoint) => void) | null): void {
    this.core.clickHandler = handler;
  }

  /** The region under a point of the map viewport (CSS px), if any. */
  regionAt(point: ScreenPoint): string | null {
    return this.core.regions.at(point);
  }

  /** Map coordinates to viewport CSS px (for overlays such as popovers). */
  mapToScreen(point: { x: number; y: number }): ScreenPoint | null {
    return this.core.map()?.camera.mapToScreen(point) ?? null;
  }

  /**
   * Takes new map options, doing only the work the change needs (in place, a new scene, or a new
   * file, always in the same canvas: see `optionWork`). `partial` is merged (objects key by key,
   * arrays whole) unless `mode.replace`. Returns the classes of change found (empty for none).
   */
  setOptions(partial: DeepPartial<EngineMapOptions>, mode: SetOptionsMode = {}): ReadonlySet<OptionChangeClass> {
    return this.core.loader.setOptions(partial, mode);
  }

  /** In edit mode after a 404: tries another image path. */
  retryWithSource(source: string): void {
    this.core.loader.retry(source);
  }

  /** After a failed load (the network or the server failed): loads the same file again. */
  retry(): void {
    this.core.loader.retry();
  }

  /** Adds a marker placed by `geoPoint` or `svgPoint`; throws for an id a region or marker has. */
  addMarker(marker: MarkerInput): EngineMarker | undefined {
    return this.change((map) => map.markers.manager.add(marker), undefined);
  }

  /**
   * Adds many markers (marker-feed columns or inputs) as ONE batch: one redraw, cluster reload,
   * list update and `markersChange`; bad ones are skipped with one console error. Returns how
   * many were added.
   */
  addMarkers(batch: MarkerColumns | MarkerInput[]): number {
    return this.change((map) => map.markers.addBatch(batch), 0);
  }

  /**
   * {@link addMarkers} a slice of rows per task (no long task for 100k+ markers; they appear once all
   * are in); `stillWanted` false stops before the next slice. Resolves with how many were added.
   */
  addMarkersInSlices(batch: MarkerColumns, stillWanted?: () => boolean): Promise<number> {
    return this.core.pending.applyLater((map) => map.markers.addBatchInSlices(batch, stillWanted), () => Promise.resolve(0));
  }

  /** Removes many markers as one batch; returns how many existed. */
  removeMarkers(ids: Iterable<string>): number {
    return this.change((map) => map.markers.manager.removeBatch(ids), 0);
  }

  /**
   * Keeps only the markers of `filterable` batches whose id is in `keep` (null: all): the others
   * are not drawn, clustered, hit, listed or counted, nor those added later. One pass.
   */
  filterMarkers(keep: ReadonlySet<string> | null): void {
    this.change((map) => map.markers.manager.filter(keep), undefined);
  }

  /** Markers shown now (floor, hidden flag and filter applied; those inside clusters count). */
  markerCount(): number {
    return this.core.map()?.markers.manager.count() ?? 0;
  }

  /** Changes a marker's place, image, id or flags; throws for a taken id. */
  updateMarker(id: string, patch: Partial<MarkerInput>): EngineMarker | undefined {
    return this.change((map) => map.markers.manager.update(id, patch), undefined);
  }

  /** Draws a choropleth bubble on each listed marker (an empty map removes them); clicking one clicks its marker. */
  setMarkerBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.change((map) => map.markers.setBubbles(bubbles), undefined);
  }

  /** Shows a text label under each listed marker (an empty map removes them); earlier markers win collisions. */
  setMarkerLabels(labels: ReadonlyMap<string, string>): void {
    this.change((map) => map.markers.setLabels(labels), undefined);
  }

  /** Acts as a click on a marker (selects it, emits `markerClick`); returns whether the marker exists. */
  clickMarker(id: string): boolean {
    return this.change((map) => map.markers.manager.click(id), false);
  }

  /** Removes a marker; returns whether it existed. */
  removeMarker(id: string): boolean {
    return this.change((map) => map.markers.manager.remove(id), false);
  }

  /** The drawn marker under a point of the map viewport (CSS px), if any (edit modes tell markers from regions so). */
  markerAt(point: ScreenPoint): string | null {
    return this.core.map()?.markers.manager.markerAt(point) ?? null;
  }

  /** Every marker in draw order, hidden ones and other floors' included; those {@link filterMarkers} leaves out are not. */
  markers(): EngineMarker[] {
    return this.core.map()?.markers.manager.list() ?? [];
  }

  /** Selects a marker; the other markers are deselected. */
  selectMarker(id: string): boolean {
    return this.change((map) => map.markers.manager.select(id), false);
  }

  /** Highlights a marker as the pointer would (null clears), without a hover event; returns whether anything changed. */
  hoverMarker(id: string | null): boolean {
    return this.change((map) => map.markers.manager.hover(id), false);
  }

  /** Deselects one marker, or every marker without an id. */
  deselectMarker(id?: string): boolean {
    return this.change((map) => map.markers.manager.deselect(id), false);
  }

  /** Marker-edit mode (the builder): markers can be dragged; a map click adds a marker, or moves `editingId` there. */
  setMarkerEditMode(on: boolean, options: Omit<MarkerEditMode, 'on'> = {}): void {
    this.change((map) => map.markers.manager.setEditMode({ ...options, on }), undefined);
  }

  /** Image coordinates of a geographic point; throws before the map is built or when it is not geo-calibrated. */
  convertGeoToSvg(point: GeoPoint): SvgPoint {
    return this.core.built().geo.geoToSvg(point);
  }

  /** Geographic point (6 decimals) of image coordinates; throws like {@link convertGeoToSvg}. */
  convertSvgToGeo(point: SvgPoint): GeoPoint {
    return this.core.built().geo.svgToGeo(point);
  }

  /** Shows or hides a layer (or any SVG group by key): its shapes, hit testing and mirror entries. */
  setGroupVisible(key: string, visible: boolean): boolean {
    return this.change((map) => map.layers.manager.setGroupVisible(key, visible), false);
  }

  /** The layers with their visibility. */
  groups(): MapLayer[] {
    return this.core.map()?.layers.manager.groups() ?? [];
  }

  /** The floors; one is visible at a time. */
  floors(): MapLayer[] {
    return this.core.map()?.layers.manager.floors() ?? [];
  }

  /** Shows one floor (its shapes and markers) and hides the others. */
  setFloor(id: string): boolean {
    return this.change((map) => map.layers.manager.setFloor(id), false);
  }

  /** Resolves once marker images have loaded, clusters are computed and a frame is drawn (after the map is ready). */
  markersSettled(): Promise<void> {
    return this.core.pending.applyLater((map) => map.markers.settled(), () => Promise.resolve());
  }

  /** Fits the view to the shown markers (one marker: the single-marker zoom). */
  fitMarkers(): void {
    this.change((map) => map.markers.fit(), undefined);
  }

  /** Ids of the markers drawn as markers now (shown, on the current floor, not inside a cluster). */
  shownMarkers(): string[] {
    return this.core.map()?.markers.manager.drawnMarkerIds() ?? [];
  }

  /** Marker clusters drawn now: their marker count and place (empty when clustering is off). */
  clusters(): Array<{ count: number; svgPoint: SvgPoint }> {
    return this.core.map()?.clusters.list() ?? [];
  }

  /** Turns the street-map layer on (XYZ tiles, or `provider: 'google'`; zoom 0..22, aligned with the tiles) or off. */
  setBaseMap(options: BaseMapOptions | boolean): boolean {
    return this.change((map) => map.baseMap.set(options), false);
  }

  /** Whether the street-map layer is on. */
  baseMapOn(): boolean {
    return this.core.map()?.baseMap.on ?? false;
  }

  /** Shows and centres the visitor's place (browser geolocation); rejects without position, calibration or map. */
  locate(geolocation?: Geolocator): Promise<GeoPoint> {
    return this.core.pending.applyLater((map) => map.userLocation.locate(geolocation), mapRemoved);
  }

  /** Shows a distance search (labelled origin pin, geodesic radius circle); null removes it. False without a geo view box. */
  setSearchArea(area: SearchArea | null): boolean {
    return this.change((map) => map.searchArea.set(area), false);
  }

  /** The distance search shown now (origin and circle in map units), or null. */
  searchArea(): ShownSearchArea | null {
    return this.core.map()?.searchArea.current ?? null;
  }

  /** Measurement hooks for benchmarks and conformance tests. @internal */
  get debug(): DebugHooks {
    return debugHooks(this.core.map(), this.core.loader.assembling);
  }

  /** Announces, while loading, markers a later `addMarkers` brings (clustering indexes them meanwhile); draws nothing. @internal */
  prepareMarkers(batch: MarkerColumns): void {
    this.core.loader.prepareMarkers(batch);
  }

  /** Frees the canvas, workers' results, listeners and DOM it added, and drops the changes kept for the map. */
  dispose(): void {
    this.core.pending.dispose();
    this.core.regions.dispose();
    this.core.loader.dispose();
  }

  /** Applies a change to the ready map, or keeps it until the map is ready (see the class's rule). */
  private change<T>(apply: (map: LoadedMap) => T, beforeReady: T): T {
    return this.core.pending.apply(apply, beforeReady);
  }
}
