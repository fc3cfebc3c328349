import type { Texture } from 'pixi.js';
import type { MarkerColorsOptions } from '../../domain/index';
import type { MirrorItem } from '../a11y/AccessibilityMirror';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import type { GeoConverter } from '../geo/GeoConverter';
import type { MapScene } from '../scene/MapScene';
import { MarkerDrag } from './MarkerDrag';
import type { MarkerImageBases } from './markerImages';
import { markerLook } from './markerLook';
import { MarkerStore } from './MarkerStore';
import { MarkerTextures } from './MarkerTextures';
import { PointSpriteLayer, type PointSprite } from './PointSpriteLayer';
import type { EngineMarker, MarkerEmit, MarkerInput } from './types';

/** What the marker manager needs from the map. */
export interface MarkerManagerInput {
  scene: MapScene;
  camera: Camera;
  surface: HTMLElement;
  converter: GeoConverter | null;
  regionIds: ReadonlySet<string>;
  emit: MarkerEmit;
  /** Markers appeared, disappeared or were renamed: the accessibility mirror is rebuilt. */
  listChanged: () => void;
  /** Selection changed: mirror it. */
  selectionChanged: (changed: string[]) => void;
  /** A marker was moved by a drag or an edit-mode click (clusters index it again). */
  moved?: (id: string) => void;
  /** Which markers are drawn on their own changed (clustering): labels and bubbles follow. */
  shownChanged?: () => void;
  colors?: Partial<MarkerColorsOptions>;
  markerLastID?: number;
  images?: MarkerImageBases;
}

/** Marker-edit mode: clicks add markers, or move the one being edited. */
export interface MarkerEditMode {
  on: boolean;
  /** The marker a click moves; without it a click adds a marker. */
  editingId?: string | null;
  /** Options of markers added by clicks (image, size…). */
  template?: Omit<MarkerInput, 'id' | 'svgPoint' | 'geoPoint'>;
}

/**
 * The markers of one map: their data ({@link MarkerStore}), their drawing (one batched sprite
 * layer over the regions), hover, selection, dragging and marker-edit mode.
 */
export class MarkerManager {
  readonly store: MarkerStore;
  private readonly layer = new PointSpriteLayer('markers');
  private readonly textures: MarkerTextures;
  private readonly drag: MarkerDrag;
  private readonly offCamera: () => void;
  private drawnIds: string[] = [];
  /** The last refresh skipped markers whose image was not loaded (yet). */
  private imagesMissing = true;
  private edit: MarkerEditMode = { on: false };
  /** Only these markers are drawn (the unclustered ones) when set. */
  private shownIds: ReadonlySet<string> | null = null;
  private floor: string | null = null;
  /** Pointer offset from the dragged marker's anchor, fixed when the drag starts. */
  private grab: ScreenPoint | null = null;

  constructor(private readonly input: MarkerManagerInput) {
    this.store = new MarkerStore({ converter: input.converter, regionIds: input.regionIds, lastId: input.markerLastID, images: input.images });
    this.textures = new MarkerTextures(globalThis.devicePixelRatio || 1, () => this.refresh());
    input.scene.markerLayer.addChild(this.layer.container);
    this.drag = new MarkerDrag(input.surface, {
      grab: (point) => (this.edit.on ? this.markerAt(point) : null),
      move: (id, point, start) => this.dragTo(id, point, start),
      drop: (id) => this.emitMove(id),
      click: (id, point) => this.click(id, point),
    });
    this.offCamera = input.camera.on('change', () => this.sync());
  }

  /** Markers in draw order. */
  list(): EngineMarker[] {
    return this.store.list();
  }

  /** Adds a marker (throws `MarkerIdError` for a taken id). */
  add(marker: MarkerInput): EngineMarker {
    const added = this.store.add(marker);
    this.changedList();
    return added;
  }

  /** Changes a marker (throws `MarkerIdError` for a taken id). */
  update(id: string, patch: Partial<MarkerInput>): EngineMarker | undefined {
    const updated = this.store.update(id, patch);
    if (updated) this.changedList();
    return updated;
  }

  remove(id: string): boolean {
    const removed = this.store.remove(id);
    if (removed) this.changedList();
    return removed;
  }

  /** Selects one marker (the others are deselected). */
  select(id: string): boolean {
    return this.applySelection(this.store.select(id));
  }

  /** Deselects one marker, or all. */
  deselect(id?: string): boolean {
    return this.applySelection(this.store.deselect(id));
  }

  /** Acts as a click on a marker: selects it and emits `markerClick`. */
  click(id: string, point: ScreenPoint | null = null): void {
    if (!this.store.has(id)) return;
    this.select(id);
    this.input.emit('markerClick', { id, point });
  }

  setEditMode(mode: MarkerEditMode): void {
    this.edit = { ...mode };
  }

  get editMode(): MarkerEditMode {
    return { ...this.edit };
  }

  /** The drawn marker under a viewport point, if any. */
  markerAt(point: ScreenPoint): string | null {
    const index = this.layer.hitTest(point);
    return index < 0 ? null : (this.drawnIds[index] ?? null);
  }

  /** Hover at a point (null: the pointer left); returns the hovered marker id. */
  hoverAt(point: ScreenPoint | null): string | null {
    if (this.drag.active) return this.store.hovered();
    const id = point ? this.markerAt(point) : null;
    if (this.store.hover(id)) {
      this.refresh();
      this.input.emit('markerHover', { id, point });
    }
    return id;
  }

  /**
   * Highlights a marker as the pointer would (null clears), for lists that mirror the map. No
   * hover event: the caller is the source. Returns whether anything changed.
   */
  hover(id: string | null): boolean {
    if (this.drag.active) return false;
    const target = id !== null && this.store.get(id) ? id : null;
    if (!this.store.hover(target)) return false;
    this.refresh();
    return true;
  }

  /**
   * A click on the map (not a drag). A marker under it is clicked; otherwise, in marker-edit
   * mode, the edited marker moves there or a new marker is added. Returns whether it was used.
   */
  clickAt(point: ScreenPoint): boolean {
    const id = this.markerAt(point);
    if (id) {
      this.click(id, point);
      return true;
    }
    if (!this.edit.on) return false;
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return true;
    const svgPoint = this.input.camera.screenToMap(point);
    const editing = this.edit.editingId ? this.store.get(this.edit.editingId) : undefined;
    if (editing) {
      this.store.moveTo(editing.id, svgPoint);
      this.refresh();
      this.emitMove(editing.id);
      return true;
    }
    const marker = this.store.add({ ...this.edit.template, svgPoint });
    this.changedList();
    this.input.emit('markerAdd', { marker, markerLastID: this.store.markerLastId });
    return true;
  }

  /** Draws only these markers (clustering shows the rest as clusters); null draws all. */
  setShown(ids: ReadonlySet<string> | null): void {
    this.shownIds = ids;
    this.refresh();
    this.input.shownChanged?.();
  }

  /** Shows only markers of this floor (and markers without a floor); null shows all. */
  setFloor(floor: string | null): void {
    this.floor = floor;
    this.refresh();
  }

  /** Markers that may be shown now (not hidden, on the current floor), for clustering and fitting. */
  visibleMarkers(): EngineMarker[] {
    return this.store.list().filter((marker) => this.onShownFloor(marker));
  }

  /** Ids of markers drawn as markers now: shown, and not inside a cluster. */
  drawnMarkerIds(): string[] {
    return this.visibleMarkers().filter((marker) => !this.shownIds || this.shownIds.has(marker.id)).map((marker) => marker.id);
  }

  /** Mirror items of every shown marker. */
  mirrorItems(): MirrorItem[] {
    return this.visibleMarkers().map((marker) => ({ id: marker.id, title: marker.title, kind: 'marker', selected: marker.selected }));
  }

  /** Number of marker sprites drawn after culling (tests, benchmarks). */
  get drawnCount(): number {
    return this.layer.drawnCount;
  }

  /** Resolves once every marker image has loaded and the markers are laid out. */
  async whenImagesLoaded(): Promise<void> {
    await this.textures.settled();
    // Each loaded image already refreshed the markers; only markers still without one need it.
    if (this.imagesMissing) this.refresh();
  }

  /** Rebuilds the sprites from the markers' states and draws a frame. */
  refresh(): void {
    const markers = this.store.list();
    const anyHovered = this.store.hovered() !== null;
    const anySelected = markers.some((marker) => marker.selected);
    // Looks depend only on two flags per marker, and most markers share one image: computing
    // each once per refresh keeps a refresh of 100k+ markers to a plain loop.
    const looks = [false, true].map((hovered) => [false, true].map((selected) => markerLook({ hovered, selected, anyHovered, anySelected }, this.input.colors)));
    let last: { src: string; width: number; height: number; saturation: number; texture: Texture | null } | null = null;
    const items: PointSprite[] = [];
    const ids: string[] = [];
    let missing = false;
    for (const marker of markers) {
      if (!this.onShownFloor(marker) || (this.shownIds && !this.shownIds.has(marker.id))) continue;
      const look = looks[marker.hovered ? 1 : 0]?.[marker.selected ? 1 : 0] ?? { opacity: 100, saturation: 100 };
      const same = last && last.src === marker.src && last.width === marker.width && last.height === marker.height && last.saturation === look.saturation;
      if (!same) last = { src: marker.src, width: marker.width, height: marker.height, saturation: look.saturation, texture: this.textures.texture(marker.src, marker.width, marker.height, look.saturation) };
      const texture = last?.texture;
      if (!texture) {
        missing = true;
        continue;
      }
      items.push({ x: marker.svgPoint.x, y: marker.svgPoint.y, texture, width: marker.width, height: marker.height, anchorX: 0.5, anchorY: marker.centered ? 0.5 : 1, alpha: look.opacity / 100 });
      ids.push(marker.id);
    }
    this.imagesMissing = missing;
    this.drawnIds = ids;
    this.layer.setItems(items);
    this.sync();
  }

  dispose(): void {
    this.offCamera();
    this.drag.dispose();
    this.layer.dispose();
    this.textures.dispose();
  }

  private onShownFloor(marker: EngineMarker): boolean {
    if (marker.hidden) return false;
    return this.floor === null || marker.floor === undefined || marker.floor === this.floor;
  }

  private sync(): void {
    const { camera, scene } = this.input;
    if (this.layer.sync(camera.worldTransform(), camera.getViewBox())) scene.requestRender();
  }

  private dragTo(id: string, point: ScreenPoint, start: ScreenPoint): void {
    const marker = this.store.get(id);
    if (!marker) return;
    // The grab offset keeps the marker's anchor where it was relative to the pointer.
    const anchor = this.input.camera.mapToScreen(marker.svgPoint);
    const grabbed = this.grab ?? { x: start.x - anchor.x, y: start.y - anchor.y };
    this.grab = grabbed;
    this.store.moveTo(id, this.input.camera.screenToMap({ x: point.x - grabbed.x, y: point.y - grabbed.y }));
    this.refresh();
  }

  private emitMove(id: string): void {
    this.grab = null;
    const marker = this.store.get(id);
    if (!marker) return;
    this.input.moved?.(id);
    this.input.emit('markerMove', { id, svgPoint: { ...marker.svgPoint }, geoPoint: marker.geoPoint ? { ...marker.geoPoint } : undefined });
  }

  private applySelection(changed: string[]): boolean {
    if (changed.length === 0) return false;
    this.refresh();
    this.input.selectionChanged(changed);
    this.input.emit('markerSelectionChange', { selected: this.store.selectedIds(), changed });
    return true;
  }

  private changedList(): void {
    this.refresh();
    this.input.listChanged();
  }
}
