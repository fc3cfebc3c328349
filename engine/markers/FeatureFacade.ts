import type { Bubble, GeoPoint, SvgPoint } from '../../domain/index';
import { requireConverter } from '../geo/GeoConverter';
import type { BaseMapOptions } from '../basemap/types';
import type { ScreenPoint } from '../camera/types';
import type { MapLayer } from '../layers/layerModel';
import type { Geolocator } from './UserLocation';
import type { MapFeatures } from './MapFeatures';
import type { MarkerColumns } from './markerColumns';
import type { MarkerEditMode } from './MarkerManager';
import type { EngineMarker, MarkerInput } from './types';

const NOT_READY = 'MapSVG: the map is not loaded yet.';

/**
 * The part of the {@link MapEngine} facade about markers, layers, floors, geographic points and
 * the street-map layer. It only forwards to the map's {@link MapFeatures}, so the engine class
 * stays about loading, drawing and regions.
 */
export abstract class FeatureFacade {
  /** The loaded map's features, or null before it is ready. */
  protected abstract loadedFeatures(): MapFeatures | null;

  /** Adds a marker placed by `geoPoint` or `svgPoint`; throws for an id a region or marker has. */
  addMarker(marker: MarkerInput): EngineMarker {
    return this.features().markers.add(marker);
  }

  /**
   * Adds many markers as ONE batch: columns (a marker feed: a few arrays for 100k markers) or
   * marker inputs. Markers with a taken or missing id, or no usable point, are skipped and
   * summed up in one console error. One redraw, one cluster reload, one accessibility-list
   * update and one `markersChange` event per batch. Returns how many markers were added.
   */
  addMarkers(batch: MarkerColumns | MarkerInput[]): number {
    return this.features().addMarkers(batch);
  }

  /** Removes many markers as one batch; returns how many existed. */
  removeMarkers(ids: Iterable<string>): number {
    return this.loadedFeatures()?.markers.removeBatch(ids) ?? 0;
  }

  /**
   * Keeps only the markers of `filterable` batches whose id is in `keep` (null shows them all):
   * the others are not drawn, clustered, hit, listed or counted. Markers added later follow the
   * same filter. One pass over the markers.
   */
  filterMarkers(keep: ReadonlySet<string> | null): void {
    this.features().markers.filter(keep);
  }

  /** Markers shown now (floor, hidden flag and filter applied; those inside clusters count). */
  markerCount(): number {
    return this.loadedFeatures()?.markers.count() ?? 0;
  }

  /** Changes a marker's place, image, id or flags; throws for a taken id. */
  updateMarker(id: string, patch: Partial<MarkerInput>): EngineMarker | undefined {
    return this.features().markers.update(id, patch);
  }

  /**
   * Draws a choropleth bubble (size in px, colour) on each listed marker; an empty map removes
   * them. Clicking a bubble clicks its marker.
   */
  setMarkerBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.loadedFeatures()?.setMarkerBubbles(bubbles);
  }

  /**
   * Shows a text label under each listed marker (an empty map removes them); where labels would
   * collide, earlier markers keep theirs.
   */
  setMarkerLabels(labels: ReadonlyMap<string, string>): void {
    this.loadedFeatures()?.setMarkerLabels(labels);
  }

  /**
   * Acts as a click on a marker (selects it and emits `markerClick`), e.g. for an entry of a
   * list of stacked markers; returns whether the marker exists.
   */
  clickMarker(id: string): boolean {
    const markers = this.loadedFeatures()?.markers;
    if (!markers?.store.get(id)) return false;
    markers.click(id);
    return true;
  }

  /** Removes a marker; returns whether it existed. */
  removeMarker(id: string): boolean {
    return this.loadedFeatures()?.markers.remove(id) ?? false;
  }

  /**
   * The drawn marker under a point of the map viewport (CSS px), if any; null before the map is
   * ready. Lets edit modes that take clicks for themselves tell a marker from the region under it.
   */
  markerAt(point: ScreenPoint): string | null {
    return this.loadedFeatures()?.markers.markerAt(point) ?? null;
  }

  /**
   * Every marker in draw order (empty before the map is ready), hidden ones and those on other
   * floors included; markers {@link filterMarkers} leaves out are not listed.
   */
  markers(): EngineMarker[] {
    return this.loadedFeatures()?.markers.list() ?? [];
  }

  /** Selects a marker; the other markers are deselected. */
  selectMarker(id: string): boolean {
    return this.loadedFeatures()?.markers.select(id) ?? false;
  }

  /**
   * Highlights a marker as the pointer would (null clears), for lists that mirror the map.
   * Emits no hover event. Returns whether anything changed.
   */
  hoverMarker(id: string | null): boolean {
    return this.loadedFeatures()?.markers.hover(id) ?? false;
  }

  /** Deselects one marker, or every marker without an id. */
  deselectMarker(id?: string): boolean {
    return this.loadedFeatures()?.markers.deselect(id) ?? false;
  }

  /**
   * Marker-edit mode (the builder): markers can be dragged, and a click on the map adds a
   * marker, or moves `editingId` there. Clicks on markers are not edits.
   */
  setMarkerEditMode(on: boolean, options: Omit<MarkerEditMode, 'on'> = {}): void {
    this.features().markers.setEditMode({ ...options, on });
  }

  /** Image coordinates of a geographic point; throws when the map is not geo-calibrated. */
  convertGeoToSvg(point: GeoPoint): SvgPoint {
    return requireConverter(this.features().converter).geoToSvg(point);
  }

  /** Geographic point (6 decimals) of image coordinates; throws when the map is not geo-calibrated. */
  convertSvgToGeo(point: SvgPoint): GeoPoint {
    return requireConverter(this.features().converter).svgToGeo(point);
  }

  /** Shows or hides a layer (or any SVG group by key): its shapes, hit testing and mirror entries. */
  setGroupVisible(key: string, visible: boolean): boolean {
    return this.loadedFeatures()?.setGroupVisible(key, visible) ?? false;
  }

  /** The layers with their visibility. */
  groups(): MapLayer[] {
    return this.loadedFeatures()?.layers.groups() ?? [];
  }

  /** The floors; one is visible at a time. */
  floors(): MapLayer[] {
    return this.loadedFeatures()?.layers.floors() ?? [];
  }

  /** Shows one floor (its shapes and markers) and hides the others. */
  setFloor(id: string): boolean {
    return this.loadedFeatures()?.setFloor(id) ?? false;
  }

  /** Resolves once marker images have loaded, clusters are computed and a frame is drawn. */
  async markersSettled(): Promise<void> {
    await this.loadedFeatures()?.settled();
  }

  /** Fits the view to the shown markers (one marker: the single-marker zoom). */
  fitMarkers(): void {
    this.loadedFeatures()?.fitMarkers();
  }

  /** Ids of the markers drawn as markers now (shown, on the current floor, not inside a cluster). */
  shownMarkers(): string[] {
    return this.loadedFeatures()?.markers.drawnMarkerIds() ?? [];
  }

  /** Marker clusters drawn now: their marker count and place (empty when clustering is off). */
  clusters(): Array<{ count: number; svgPoint: SvgPoint }> {
    return this.loadedFeatures()?.clusterList() ?? [];
  }

  /**
   * Turns the street-map layer on (XYZ tiles by default, or `provider: 'google'`) or off.
   * While it is on, zoom is limited to 0..22 and the map stays aligned with the tiles.
   */
  setBaseMap(options: BaseMapOptions | boolean): boolean {
    return this.features().baseMap.set(options);
  }

  /** Whether the street-map layer is on. */
  baseMapOn(): boolean {
    return this.loadedFeatures()?.baseMap.on ?? false;
  }

  /**
   * Finds the visitor with the browser's geolocation, shows the 15x15 location marker and
   * centres the view there. Resolves with the point; rejects when the position is unavailable
   * or the map is not geo-calibrated.
   */
  async locate(geolocation?: Geolocator): Promise<GeoPoint> {
    return this.features().locate(geolocation);
  }

  private features(): MapFeatures {
    const features = this.loadedFeatures();
    if (!features) throw new Error(NOT_READY);
    return features;
  }
}
