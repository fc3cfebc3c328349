import type { MarkerColorsOptions } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { MarkerPicker, type PickSource, type PointIndexBuilder } from '../hit-test/MarkerPicker';
import type { MapScene } from '../scene/MapScene';
import { collectDrawnRows, maskedRows } from './drawnRows';
import { markerLook } from './markerLook';
import type { MarkerStore } from './MarkerStore';
import { pointCamera, type MarkerCache } from './MarkerCache';
import { MarkerTextures } from './MarkerTextures';
import { PointLayer, type PointLooks, type PointLookValues } from './PointLayer';
import { atlasSlot } from './SlotTable';

/** What the marker view needs from the map. */
interface MarkerViewInput {
  scene: MapScene;
  camera: Camera;
  /** Where point layers are drawn. */
  layers: MarkerCache;
  store: MarkerStore;
  colors?: Partial<MarkerColorsOptions>;
  /** Builds big pick indexes off the main thread (null: always here). */
  indexOffThread?: PointIndexBuilder | null;
}

function lookValues(state: Partial<Parameters<typeof markerLook>[0]>, colors: Partial<MarkerColorsOptions> | undefined): PointLookValues {
  const look = markerLook({ hovered: false, selected: false, anyHovered: false, anySelected: false, ...state }, colors);
  return { opacity: look.opacity / 100, saturation: look.saturation / 100 };
}

/**
 * How the store's markers are drawn and picked: one {@link PointLayer} fed straight from the
 * store's columns (row r is point r), the images from one atlas, which rows are drawn (shown on
 * the current floor, not hidden, not filtered out, not inside a cluster) and the
 * {@link MarkerPicker}. Everything here is bulk: a batch costs one pass over the rows, a pan
 * or a hover costs uniforms.
 */
export class MarkerView {
  private readonly layer = new PointLayer('markers');
  /**
   * The hovered and selected markers, drawn directly over the cached picture of the others (see
   * {@link syncLooks}); empty while the markers are drawn directly.
   */
  private readonly picked = new PointLayer('markers-picked', this.layer);
  private readonly offMode: () => void;
  private readonly textures: MarkerTextures;
  private readonly picker: MarkerPicker;
  /** 1 for rows drawn now. */
  private drawn = new Uint8Array(0);
  /** 1 for rows that may be shown now (floor, hidden, filter), clusters aside. */
  private visibleRowMask = new Uint8Array(0);
  private drawnTotal = 0;
  /** Rows that may be shown (floor, hidden, filter), clusters aside. */
  private visible = 0;
  /** Only these rows are drawn (clustering's single markers), ascending; null draws every visible row. */
  private shown: Uint32Array | null = null;
  private floorSlot = -1;
  /** Image slots whose entry is set (or whose image failed). */
  private resolvedSlots = 0;
  private texturesGeneration = 0;
  /** The markers' looks per state (opacity, saturation); changed in place by {@link restyle}. */
  private colors: Partial<MarkerColorsOptions> | undefined;

  constructor(private readonly input: MarkerViewInput) {
    this.colors = input.colors;
    this.textures = new MarkerTextures(globalThis.devicePixelRatio || 1, () => this.resolveImages(true));
    this.picker = new MarkerPicker(input.indexOffThread ?? null);
    this.layer.setTexture(this.textures.source);
    const rows = input.store.rows;
    // Read at each upload: the store's columns are the only CPU copy of the points.
    const drawnCount = () => this.drawnTotal;
    this.layer.setSource({
      get x() { return rows.x; },
      get y() { return rows.y; },
      get slots() { return rows.look; },
      get count() { return rows.count; },
      get drawnCount() { return drawnCount(); },
      drawn: () => this.drawnRows(),
    });
    input.layers.add(this.layer);
    this.picked.setTexture(this.textures.source);
    input.layers.addLive(this.picked);
    this.offMode = input.layers.onModeChange(() => this.syncLooks());
    this.syncLooks();
  }

  /** Rows drawn now. */
  get drawnCount(): number {
    return this.drawnTotal;
  }

  /** Rows that may be shown now (floor, hidden flag, filter), whether drawn or clustered. */
  get visibleCount(): number {
    return this.visible;
  }

  /** Whether a row is drawn now. */
  isDrawn(row: number): boolean {
    return this.drawn[row] === 1;
  }

  /** The rows that may be shown now (floor, hidden flag, filter), ascending (a pass over the rows). */
  visibleRows(): Uint32Array {
    return maskedRows(this.visibleRowMask, this.input.store.rows.count, this.visible);
  }

  /** 1 for each row that may be shown now, one entry per row (a copy). */
  visibleMask(): Uint8Array {
    return this.visibleRowMask.slice(0, this.input.store.rows.count);
  }

  /** The rows drawn now, ascending (a pass over the rows). */
  drawnRows(): Uint32Array {
    return maskedRows(this.drawn, this.input.store.rows.count, this.drawnTotal);
  }

  /**
   * The store's rows changed: rows from `from` on are new or rewritten (0: all). `remap` maps old
   * row numbers to new ones after a compaction (-1 for removed rows).
   */
  rowsChanged(from: number, remap: Int32Array | null): void {
    const { rows, epoch } = this.input.store;
    if (remap && this.shown) this.shown = remapRows(this.shown, remap);
    this.layer.pointsChanged(remap ? 0 : from, rows.count);
    this.picker.update(rows.x, rows.y, rows.count, epoch);
    this.resolveImages(false);
    this.recompute();
  }

  /** One row's place, image or flags changed (an update). */
  rowChanged(row: number): void {
    this.layer.pointsChanged(row, row + 1);
    this.picker.movedPoint(row);
    this.resolveImages(false);
  }

  /** One row moved (a drag, an edit-mode click): its vertices only. */
  moved(row: number): void {
    this.layer.pointsChanged(row, row + 1);
    this.picker.movedPoint(row);
    // A dragged marker is the hovered one: its copy over the cached picture moves too.
    if (this.picked.drawnCount > 0) this.syncLooks();
    this.input.scene.requestRender();
  }

  /** Draws only these rows (clustering's single markers; ascending), or null for every visible row. */
  setShown(rows: Uint32Array | null): void {
    this.shown = rows;
    this.recompute();
  }

  /** Shows markers of this floor slot (and of none); -1 shows all. */
  setFloor(slot: number): void {
    this.floorSlot = slot;
  }

  /**
   * Recomputes the drawn rows from the store's flags, the floor and the shown rows: one pass
   * and one index-buffer upload.
   */
  recompute(): void {
    const { store } = this.input;
    const count = store.rows.count;
    if (this.drawn.length < count) {
      this.drawn = new Uint8Array(Math.ceil(count * 1.25));
      this.visibleRowMask = new Uint8Array(this.drawn.length);
    } else {
      this.drawn.fill(0, 0, this.drawn.length);
      this.visibleRowMask.fill(0, 0, this.visibleRowMask.length);
    }
    const { visible, drawn } = collectDrawnRows(store, this.floorSlot, this.shown, this.drawn, this.visibleRowMask);
    this.visible = visible;
    this.drawnTotal = drawn;
    this.layer.drawnChanged();
    this.syncLooks();
    this.input.scene.requestRender();
  }

  /**
   * Hover and selection changed: uniforms only. While the markers reach the screen through a
   * cached picture (big sets), that picture keeps every marker at its base look, so a hover
   * never draws it again: the markers not hovered or selected take their look from the
   * picture's opacity, and the hovered and selected ones are drawn over it with their own
   * look. Only a look that changes the others' saturation (which an opacity cannot give)
   * draws the picture again.
   */
  syncLooks(): void {
    const { store, layers } = this.input;
    const colors = this.colors;
    const hovered = store.hovered();
    const selected = store.selectedIds()[0] ?? null;
    const hoveredRow = hovered === null ? -1 : store.rowOf(hovered);
    const selectedRow = selected === null ? -1 : store.rowOf(selected);
    const looks = {
      base: lookValues({}, colors),
      hovered: lookValues({ hovered: true, anyHovered: true }, colors),
      unhovered: lookValues({ anyHovered: true }, colors),
      active: lookValues({ selected: true, anySelected: true }, colors),
      inactive: lookValues({ anySelected: true }, colors),
    };
    const flags = { anyHovered: hovered !== null, anySelected: selected !== null };
    const others = flags.anySelected ? looks.inactive : flags.anyHovered ? looks.unhovered : looks.base;
    const uniform = [looks.hovered, looks.unhovered, looks.active, looks.inactive].every((look) => look.opacity === looks.base.opacity && look.saturation === looks.base.saturation);
    if (!layers.active || uniform || others.saturation !== looks.base.saturation) {
      this.layer.setLooks({ ...looks, ...flags, hoveredPoint: hoveredRow, selectedPoint: selectedRow });
      this.picked.setPoints([], [], [], 0);
      layers.setPictureOpacity(1);
    } else {
      this.layer.setLooks({ ...looks, anyHovered: false, anySelected: false, hoveredPoint: -1, selectedPoint: -1 });
      layers.setPictureOpacity(looks.base.opacity > 0 ? Math.min(1, others.opacity / looks.base.opacity) : 1);
      this.drawPicked([selectedRow, hoveredRow], looks, flags);
    }
    this.input.scene.requestRender();
  }

  /** New looks per state: uniforms only, the rows and the atlas stay. */
  restyle(colors: Partial<MarkerColorsOptions> | undefined): void {
    this.colors = colors;
    this.syncLooks();
  }

  /** Draws the drawn ones of `rows` (selected first, so the hovered one is on top) over the picture. */
  private drawPicked(rows: number[], looks: Omit<PointLooks, 'hoveredPoint' | 'selectedPoint' | 'anyHovered' | 'anySelected'>, flags: { anyHovered: boolean; anySelected: boolean }): void {
    const { x, y, look } = this.input.store.rows;
    const drawnRows = rows.filter((row, k) => row >= 0 && this.drawn[row] === 1 && rows.indexOf(row) === k);
    this.picked.setPoints(drawnRows.map((row) => x[row] ?? 0), drawnRows.map((row) => y[row] ?? 0), drawnRows.map((row) => look[row] ?? 0), drawnRows.length);
    this.picked.setLooks({ ...looks, ...flags, selectedPoint: drawnRows.indexOf(rows[0] ?? -1), hoveredPoint: drawnRows.indexOf(rows[1] ?? -1) });
  }

  /** The topmost drawn row under a viewport point, or -1. */
  pick(point: ScreenPoint): number {
    const { rows } = this.input.store;
    const layer = this.layer;
    const drawn = this.drawn;
    const source: PickSource = {
      x: rows.x,
      y: rows.y,
      count: rows.count,
      reach: layer.slots.reach,
      boxOf: (row) => (drawn[row] === 1 ? layer.slots.box(rows.look[row] ?? 0) : null),
    };
    return this.picker.pick(source, pointCamera(this.input.camera), point.x, point.y);
  }

  /** Resolves once every marker image requested so far has loaded (or failed). */
  async imagesSettled(): Promise<void> {
    await this.textures.settled();
  }

  dispose(): void {
    this.offMode();
    this.input.layers.remove(this.picked);
    this.picked.dispose();
    this.input.layers.remove(this.layer);
    this.picker.clear();
    this.layer.dispose();
    this.textures.dispose();
  }

  /** Sets the slot-table entries of images not resolved yet (all of them with `all`). */
  private resolveImages(all: boolean): void {
    const images = this.input.store.images;
    const stale = all || this.textures.generation !== this.texturesGeneration;
    const from = stale ? 0 : this.resolvedSlots;
    let resolved = from;
    let blocked = false;
    for (let slot = from; slot < images.size; slot++) {
      const image = images.get(slot);
      const texture = this.textures.texture(image.src, image.width, image.height);
      if (this.textures.generation !== this.texturesGeneration) {
        // The atlas was cleared to make room: every entry is set again.
        this.texturesGeneration = this.textures.generation;
        this.resolveImages(true);
        return;
      }
      if (texture) {
        this.layer.setSlot(slot, atlasSlot(texture, image.width, image.height, image.width / 2, image.centered ? image.height / 2 : image.height));
      } else if (this.textures.loading(image.src)) {
        blocked = true;
      }
      if (!blocked) resolved = slot + 1;
    }
    this.resolvedSlots = resolved;
    this.input.scene.requestRender();
  }
}

/** Row numbers after a compaction, dropping removed rows (the order is kept). */
function remapRows(rows: Uint32Array, remap: Int32Array): Uint32Array {
  const next = new Uint32Array(rows.length);
  let n = 0;
  for (const row of rows) {
    const to = remap[row] ?? -1;
    if (to >= 0) next[n++] = to;
  }
  return next.subarray(0, n);
}
