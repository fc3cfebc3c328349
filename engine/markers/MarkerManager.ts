import type { MarkerColorsOptions } from '../../domain/index';
import type { MarkerPlaces } from '../layers/layerModel';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import type { GeoConverter } from '../geo/GeoConverter';
import type { GestureDispatcher } from '../interaction/GestureDispatcher';
import type { PointIndexBuilder } from '../hit-test/MarkerPicker';
import type { MapScene } from '../scene/MapScene';
import type { MarkerColumns } from './markerColumns';
import type { MarkerCache } from './MarkerCache';
import { appendInSlices } from './markerBatch';
import { columnsOfRows, type MarkerColumnsView } from './drawnRows';
import { MarkerDrag } from './MarkerDrag';
import type { MarkerImageBases } from './markerImages';
import { MarkerStore } from './MarkerStore';
import { MarkerView } from './MarkerView';
import type { EngineMarker, MarkerEmit, MarkerInput } from './types';

/** What the marker manager needs from the map. */
interface MarkerManagerInput {
  scene: MapScene;
  camera: Camera;
  /** Where point layers are drawn. */
  layers: MarkerCache;
  surface: HTMLElement;
  /** The map's gesture dispatcher: marker drags are its first handler, on in marker-edit mode. */
  gestures: GestureDispatcher;
  converter: GeoConverter | null;
  regionIds: ReadonlySet<string>;
  emit: MarkerEmit;
  /** Markers appeared, disappeared, were renamed or filtered: the accessibility mirror is rebuilt. Once per batch. */
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
  /** The layer and floor the map's options list markers in, by marker id. */
  places?: MarkerPlaces;
  /** Builds big pick indexes off the main thread. */
  indexOffThread?: PointIndexBuilder | null;
}

/** Marker-edit mode: clicks add markers, or move the one being edited. */
export interface MarkerEditMode {
  on: boolean;
  /** The marker a click moves; without it a click adds a marker. */
  editingId?: string | null;
  /** Options of markers added by clicks (image, size…). */
  template?: Omit<MarkerInput, 'id' | 'svgPoint' | 'geoPoint'>;
}

export type { MarkerColumnsView };

/**
 * The markers of one map: their data ({@link MarkerStore}), their drawing and picking
 * ({@link MarkerView}), hover, selection, dragging and marker-edit mode. Changes are applied in
 * bulk: a batch is one pass; single adds, updates and removals made in one task are applied
 * together at the end of it (or as soon as something reads the result), so a loop of single
 * calls costs one refresh, not one per marker.
 */
export class MarkerManager {
  readonly store: MarkerStore;
  private readonly view: MarkerView;
  private readonly drag: MarkerDrag;
  private edit: MarkerEditMode = { on: false };
  private floor: string | null = null;
  /** Pointer offset from the dragged marker's anchor, fixed when the drag starts. */
  private grab: ScreenPoint | null = null;
  /** Rows from this one on were appended since the last flush. */
  private appendedFrom = Number.POSITIVE_INFINITY;
  private readonly rewritten = new Set<number>();
  private listDirty = false;
  private visibilityDirty = false;
  private flushQueued = false;
  private disposed = false;
  private placesVersion = 0;

  constructor(private readonly input: MarkerManagerInput) {
    this.store = new MarkerStore({ converter: input.converter, regionIds: input.regionIds, lastId: input.markerLastID, images: input.images, places: input.places });
    this.view = new MarkerView({ scene: input.scene, camera: input.camera, layers: input.layers, store: this.store, colors: input.colors, indexOffThread: input.indexOffThread });
    this.drag = new MarkerDrag(input.surface, {
      grab: (point) => (this.edit.on ? this.markerAt(point) : null),
      move: (id, point, start) => this.dragTo(id, point, start),
      drop: (id) => this.emitMove(id),
      click: (id, point) => this.click(id, point),
    });
    input.gestures.attach('markerDrag', this.drag);
  }

  /** Markers in draw order (built on demand), except those the record filter leaves out. */
  list(): EngineMarker[] {
    return this.store.list(false);
  }

  /** Adds a marker (throws `MarkerIdError` for a taken id). */
  add(marker: MarkerInput): EngineMarker {
    const row = this.store.rows.count;
    const added = this.store.add(marker);
    this.appended(row);
    return added;
  }

  /** Adds many markers as one batch; returns how many were added (bad ones are logged once). */
  addBatch(batch: MarkerColumns | readonly MarkerInput[]): number {
    const row = this.store.rows.count;
    const added = this.store.addBatch(batch);
    if (added > 0) this.appended(row);
    this.flush();
    return added;
  }

  /**
   * {@link addBatch} a slice of rows per task (`appendInSlices`), refreshed once at the end; a
   * read meanwhile sees the slices in so far, whole. Not `appended`: it would refresh each slice.
   */
  async addBatchInSlices(batch: MarkerColumns, stillWanted: () => boolean = () => true): Promise<number> {
    const added = await appendInSlices(this.store, batch, (row) => {
      this.appendedFrom = Math.min(this.appendedFrom, row);
      this.listDirty = true;
    }, () => !this.disposed && stillWanted());
    this.flush();
    return added;
  }

  /** Changes a marker (throws `MarkerIdError` for a taken id). */
  update(id: string, patch: Partial<MarkerInput>): EngineMarker | undefined {
    const row = this.store.rowOf(id);
    const updated = this.store.update(id, patch);
    if (!updated) return undefined;
    this.rewritten.add(row);
    this.visibilityDirty = true;
    this.changed();
    return updated;
  }

  remove(id: string): boolean {
    if (!this.store.remove(id)) return false;
    this.changed();
    return true;
  }

  /** Removes many markers as one batch; returns how many existed. */
  removeBatch(ids: Iterable<string>): number {
    const removed = this.store.removeMany(ids);
    if (removed > 0) this.listDirty = true;
    this.flush();
    return removed;
  }

  /** Leaves out markers of filterable batches not in `keep` (null keeps all): one pass. */
  filter(keep: ReadonlySet<string> | null): void {
    if (this.store.filter(keep)) {
      this.visibilityDirty = true;
      this.listDirty = true;
    }
    this.flush();
  }

  /** Markers shown now (floor, hidden flag and filter applied; clustered ones count). */
  count(): number {
    this.flush();
    return this.view.visibleCount;
  }

  /** Selects one marker (the other is deselected). */
  select(id: string): boolean {
    return this.applySelection(this.store.select(id));
  }

  /** Deselects one marker, or all. */
  deselect(id?: string): boolean {
    return this.applySelection(this.store.deselect(id));
  }

  /** Acts as a click on a marker: selects it and emits `markerClick`; returns whether the marker exists. */
  click(id: string, point: ScreenPoint | null = null): boolean {
    if (!this.store.has(id)) return false;
    this.select(id);
    this.input.emit('markerClick', { id, point });
    return true;
  }

  setEditMode(mode: MarkerEditMode): void {
    this.edit = { ...mode };
    // Outside edit mode a press on a marker is the map's (a pan or a click), never a drag.
    if (mode.on) this.drag.enable();
    else this.drag.disable();
  }

  get editMode(): MarkerEditMode {
    return { ...this.edit };
  }

  /** The drawn marker under a viewport point, if any. */
  markerAt(point: ScreenPoint): string | null {
    this.flush();
    const row = this.view.pick(point);
    return row < 0 ? null : (this.store.rows.ids[row] ?? null);
  }

  /** Hover at a point (null: the pointer left); returns the hovered marker id. */
  hoverAt(point: ScreenPoint | null): string | null {
    if (this.drag.active) return this.store.hovered();
    const id = point ? this.markerAt(point) : null;
    if (this.store.hover(id)) {
      this.view.syncLooks();
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
    const target = id !== null && this.store.has(id) ? id : null;
    if (!this.store.hover(target)) return false;
    this.view.syncLooks();
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
    const editing = this.edit.editingId && this.store.has(this.edit.editingId) ? this.edit.editingId : null;
    if (editing) {
      this.store.moveTo(editing, svgPoint);
      this.placesVersion += 1;
      this.view.moved(this.store.rowOf(editing));
      this.emitMove(editing);
      return true;
    }
    const marker = this.add({ ...this.edit.template, svgPoint });
    this.input.emit('markerAdd', { marker, markerLastID: this.store.markerLastId });
    return true;
  }

  /** Draws only these rows (clustering's single markers, ascending); null draws all. */
  setShown(rows: Uint32Array | null): void {
    this.flush();
    this.view.setShown(rows);
    this.input.shownChanged?.();
  }

  /** Shows only markers of this floor (and markers without a floor); null shows all. */
  setFloor(floor: string | null): void {
    this.floor = floor;
    this.view.setFloor(this.store.floorSlotOf(floor));
    this.visibilityDirty = true;
    this.flush();
  }

  /**
   * Hides the markers of these layers and shows those of the others: one flag per layer, then
   * the one pass that collects the drawn markers (no per-marker write).
   */
  setHiddenLayers(layerIds: ReadonlySet<string>): void {
    if (!this.store.layerSlots.setHidden(layerIds)) return;
    this.visibilityDirty = true;
    this.flush();
  }

  /** Changes when markers are added, removed, moved or rewritten; not when a filter, floor or layer shows others. */
  get placesChanged(): number {
    this.flush();
    return this.placesVersion;
  }

  /** Rows that may be shown now (not hidden, filtered out or on another floor), ascending. */
  visibleRows(): Uint32Array {
    this.flush();
    return this.view.visibleRows();
  }

  /** 1 per row that may be shown now (a copy). */
  visibleMask(): Uint8Array {
    this.flush();
    return this.view.visibleMask();
  }

  /** Shown markers in columns: ids and points (the mirror and keyboard navigation). */
  visibleColumns(): MarkerColumnsView {
    return columnsOfRows(this.visibleRows(), this.store.rows);
  }

  /** Ids of markers drawn as markers now: shown, and not inside a cluster. */
  drawnMarkerIds(): string[] {
    this.flush();
    const ids = this.store.rows.ids;
    return Array.from(this.view.drawnRows(), (row) => ids[row] ?? '');
  }

  /** Whether a marker is drawn on its own now (shown, not inside a cluster). */
  isDrawn(id: string): boolean {
    this.flush();
    return this.view.isDrawn(this.store.rowOf(id));
  }

  /** Number of markers drawn on their own now (tests, benchmarks). */
  get drawnCount(): number {
    this.flush();
    return this.view.drawnCount;
  }

  /** Resolves once every marker image has loaded and the markers are drawn. */
  async whenImagesLoaded(): Promise<void> {
    this.flush();
    await this.view.imagesSettled();
  }

  /** New looks per state (`colors.markers`), applied in place. */
  restyle(colors: Partial<MarkerColorsOptions> | undefined): void {
    this.view.restyle(colors);
  }

  /** Applies pending changes now: compaction, GPU data, drawn rows, picking, then one notification. */
  flush(): void {
    if (this.disposed) return;
    const rowsDirty = this.appendedFrom !== Number.POSITIVE_INFINITY || this.store.rows.removed > 0;
    if (!rowsDirty && this.rewritten.size === 0 && !this.visibilityDirty && !this.listDirty) return;
    const remap = this.store.compact();
    if (remap || rowsDirty || this.rewritten.size > 0) this.placesVersion += 1;
    if (remap || rowsDirty) {
      this.view.rowsChanged(remap ? 0 : Math.min(this.appendedFrom, this.store.rows.count), remap);
    }
    if (!remap) for (const row of this.rewritten) this.view.rowChanged(row);
    if (!rowsDirty && (this.visibilityDirty || this.rewritten.size > 0)) this.view.recompute();
    const list = this.listDirty;
    this.appendedFrom = Number.POSITIVE_INFINITY;
    this.rewritten.clear();
    this.listDirty = false;
    this.visibilityDirty = false;
    this.view.syncLooks();
    if (list) this.input.listChanged();
    this.input.emit('markersChange', { count: this.view.visibleCount });
  }

  /** Writes every marker to the GPU again and draws a frame. */
  refresh(): void {
    this.appendedFrom = 0;
    this.flush();
  }

  dispose(): void {
    this.disposed = true;
    this.input.gestures.detach('markerDrag');
    this.drag.dispose();
    this.view.dispose();
  }

  private appended(row: number): void {
    this.appendedFrom = Math.min(this.appendedFrom, row);
    this.changed();
  }

  /** The list changed: applied at the end of this task, or when something reads first. */
  private changed(): void {
    this.listDirty = true;
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  private dragTo(id: string, point: ScreenPoint, start: ScreenPoint): void {
    this.flush();
    const row = this.store.rowOf(id);
    if (row < 0) return;
    const { x, y } = this.store.rows;
    // The grab offset keeps the marker's anchor where it was relative to the pointer.
    const anchor = this.input.camera.mapToScreen({ x: x[row] ?? 0, y: y[row] ?? 0 });
    const grabbed = this.grab ?? { x: start.x - anchor.x, y: start.y - anchor.y };
    this.grab = grabbed;
    this.store.moveTo(id, this.input.camera.screenToMap({ x: point.x - grabbed.x, y: point.y - grabbed.y }));
    this.placesVersion += 1;
    this.view.moved(row);
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
    this.view.syncLooks();
    this.input.selectionChanged(changed);
    this.input.emit('markerSelectionChange', { selected: this.store.selectedIds(), changed });
    return true;
  }
}
