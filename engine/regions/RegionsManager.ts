import type { Bubble } from '../../domain/index';
import type { AccessibilityMirror } from '../a11y/AccessibilityMirror';
import type { BubbleLayer } from '../bubbles/BubbleLayer';
import type { Camera } from '../camera/Camera';
import type { MapPoint, ScreenPoint, ViewBox } from '../camera/types';
import type { RegionIndex } from '../hit-test/RegionIndex';
import type { LabelLayer, SetLabelsOptions } from '../labels/LabelLayer';
import type { LabelPoints } from '../labels/LabelPoints';
import type { LayerManager } from '../layers/LayerManager';
import type { MapScene } from '../scene/MapScene';
import type { SvgMapDocument } from '../svg/types';
import type { MapEngineEvents } from '../types';
import type { RegionState, RegionStates } from './RegionStates';

/**
 * What the region manager uses of a built map. Narrower than the map itself, so the manager's
 * behaviour can be tested in Node with the real states and index and a recording scene.
 */
export interface RegionMap {
  document: Pick<SvgMapDocument, 'regions'>;
  states: RegionStates;
  index: RegionIndex;
  camera: Pick<Camera, 'screenToMap'>;
  layers: { manager: Pick<LayerManager, 'hitTest'> };
  scene: Pick<MapScene, 'allowPatch' | 'requestRender'>;
  mirror: Pick<AccessibilityMirror, 'setSelected' | 'invalidate'>;
  labels: Pick<LabelLayer, 'setLabels'>;
  bubbles: Pick<BubbleLayer, 'setBubbles' | 'hitTest'>;
  labelPoints: Pick<LabelPoints, 'get'>;
}

/** The engine events regions raise. */
export type RegionEventName = 'regionHover' | 'regionClick' | 'selectionChange';

/** Raises a region event on the engine. */
type RegionEmit = <K extends RegionEventName>(name: K, payload: MapEngineEvents[K]) => void;

/**
 * The regions of the map the engine shows: hover, clicks and selection, statuses, disabled
 * flags and fills, labels and bubbles on regions, and finding a region under a point. It lives
 * as long as the engine, across loads and rebuilds, reading whichever map is built now, so
 * labels and bubbles set before a map is ready (or before a reload) are put on the next one.
 */
export class RegionsManager {
  /** Labels and bubbles set so far: applied to every map built after the call. */
  private labels: { labels: ReadonlyMap<string, string>; options: SetLabelsOptions } | null = null;
  private bubbles: ReadonlyMap<string, Bubble> | null = null;

  constructor(
    /** The map built now, or null while none is. */
    private readonly map: () => RegionMap | null,
    private readonly emit: RegionEmit,
  ) {}

  /** A map was built: it gets the labels and bubbles set before. */
  built(map: RegionMap): void {
    if (this.labels) map.labels.setLabels(this.labels.labels, this.labels.options);
    if (this.bubbles) map.bubbles.setBubbles(this.bubbles);
  }

  /** Every region in draw order (empty before a map is built). */
  list(): readonly RegionState[] {
    return this.map()?.states.list() ?? [];
  }

  /** One region's state. */
  get(id: string): RegionState | undefined {
    return this.map()?.states.get(id);
  }

  /** See `MapEngine.selectRegion`. */
  select(id: string): boolean {
    return this.applySelection(this.map()?.states.select(id) ?? []);
  }

  /** See `MapEngine.deselectRegion`. */
  deselect(id?: string): boolean {
    return this.applySelection(this.map()?.states.deselect(id) ?? []);
  }

  /** See `MapEngine.hoverRegion`: a disabled or unknown region clears the hover. */
  hover(id: string | null): boolean {
    const map = this.map();
    if (!map) return false;
    const target = id !== null && map.states.get(id)?.disabled === false ? id : null;
    const previous = map.states.hovered();
    if (!map.states.hover(target)) return false;
    // Only these two regions' strokes change: they are drawn over the cached map.
    map.scene.allowPatch(this.shapeIndices([previous, target]));
    map.scene.requestRender();
    return true;
  }

  /** See `MapEngine.clickRegion`: a disabled or unknown region takes no click. */
  click(id: string, point: ScreenPoint | null = null): void {
    const map = this.map();
    const state = map?.states.get(id);
    if (!map || !state || state.disabled) return;
    this.applySelection(map.states.click(id));
    this.emit('regionClick', { id, point });
  }

  /**
   * The pointer moved over the map (null: it left). With `covered` a marker or cluster drawn
   * over the regions took it, so no region is hovered. Raises `regionHover` when the hovered
   * region changed, and returns the enabled region under the pointer.
   */
  pointerMoved(point: ScreenPoint | null, covered: boolean): string | null {
    const hit = point && !covered ? this.at(point) : null;
    const id = hit && !this.get(hit)?.disabled ? hit : null;
    if (this.hover(id)) this.emit('regionHover', { id, point });
    return id;
  }

  /** A click on the map that nothing drawn over the regions took: clicks the region there. */
  pointerClicked(point: ScreenPoint): void {
    const id = this.at(point);
    if (id) this.click(id, point);
  }

  /** See `MapEngine.setRegionStatus`: a status may disable the region, so the mirror follows. */
  setStatus(id: string, status: string | number | null): void {
    this.mutate((map) => map.states.setStatus(id, status), true);
  }

  /** See `MapEngine.setRegionFill`. */
  setFill(id: string, fill: string | null): void {
    this.mutate((map) => map.states.setFill(id, fill), false);
  }

  /** See `MapEngine.setRegionDisabled`. */
  setDisabled(id: string, disabled: boolean): void {
    this.mutate((map) => map.states.setDisabled(id, disabled), true);
  }

  /** See `MapEngine.setChoroplethColors`: every colour is written before the one frame. */
  setChoroplethColors(colors: ReadonlyMap<string, string | null>): void {
    const map = this.map();
    if (!map) return;
    for (const [id, color] of colors) map.states.setChoroplethColor(id, color);
    map.scene.requestRender();
  }

  /** See `MapEngine.setRegionLabels`; kept for the maps built later. */
  setLabels(labels: ReadonlyMap<string, string>, options: SetLabelsOptions): void {
    this.labels = { labels, options };
    const map = this.map();
    if (!map) return;
    map.labels.setLabels(labels, options);
    map.scene.requestRender();
  }

  /** See `MapEngine.setBubbles`; kept for the maps built later. */
  setBubbles(bubbles: ReadonlyMap<string, Bubble>): void {
    this.bubbles = bubbles;
    const map = this.map();
    if (!map) return;
    map.bubbles.setBubbles(bubbles);
    map.scene.requestRender();
  }

  /** Where a region's label and bubble sit, as a copy the caller may keep. */
  labelPoint(id: string): MapPoint | null {
    const point = this.map()?.labelPoints.get(id);
    return point ? { x: point.x, y: point.y } : null;
  }

  /** A region's bounding box in map coordinates, or null for an unknown id. */
  box(id: string): ViewBox | null {
    const shape = this.map()?.document.regions.find((region) => region.id === id);
    if (!shape) return null;
    const { minX, minY, maxX, maxY } = shape.bbox;
    return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
  }

  /**
   * The region under a viewport point: a bubble first (it is drawn over the regions and counts
   * as its region), then the shown regions, so hidden layers and other floors are skipped.
   */
  at(point: ScreenPoint): string | null {
    const map = this.map();
    if (!map) return null;
    const bubble = map.bubbles.hitTest(point.x, point.y);
    if (bubble) return bubble;
    const mapPoint = map.camera.screenToMap(point);
    return map.layers.manager.hitTest(map.index, mapPoint.x, mapPoint.y);
  }

  /** Forgets the labels and bubbles kept for later maps. */
  dispose(): void {
    this.labels = null;
    this.bubbles = null;
  }

  /** Palette indices of regions, for drawing them over the cached map. */
  private shapeIndices(ids: ReadonlyArray<string | null>): number[] {
    const states = this.map()?.states;
    if (!states) return [];
    return ids.flatMap((id) => {
      const index = id === null ? undefined : states.get(id)?.index;
      return index === undefined ? [] : [index];
    });
  }

  /** Shows a change of selection: the mirror's options, the regions' colours, one event. */
  private applySelection(changed: string[]): boolean {
    const map = this.map();
    if (!map || changed.length === 0) return false;
    for (const id of changed) map.mirror.setSelected('region', id, map.states.get(id)?.selected ?? false);
    map.scene.allowPatch(this.shapeIndices(changed));
    map.scene.requestRender();
    this.emit('selectionChange', { selected: map.states.selectedIds(), changed });
    return true;
  }

  /**
   * Applies a change of region state and shows it; with `affectsMirror` the accessibility list
   * is read again too (a disabled region leaves it, a status changes its description).
   */
  private mutate(change: (map: RegionMap) => boolean, affectsMirror: boolean): void {
    const map = this.map();
    if (!map || !change(map)) return;
    if (affectsMirror) map.mirror.invalidate();
    map.scene.requestRender();
  }
}
