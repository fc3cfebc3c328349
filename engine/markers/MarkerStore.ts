import { MARKER_DEFAULT_HEIGHT, MARKER_DEFAULT_WIDTH } from '../../domain/index';
import type { DataRecord, Location, SvgPoint } from '../../domain/index';
import type { GeoConverter } from '../geo/GeoConverter';
import { LayerSlots } from '../layers/LayerSlots';
import type { MarkerPlaces } from '../layers/layerModel';
import { ImageSlots } from './ImageSlots';
import { appendColumns, SkipReport } from './markerBatch';
import type { MarkerColumns } from './markerColumns';
import { markerImageUrl, type MarkerImageBases } from './markerImages';
import { allocateMarkerId, markerIdProblem, MarkerIdError } from './markerIds';
import { placeMarker, positiveOr } from './markerPlacement';
import { MarkerRows, ROW_FILTERABLE, ROW_FILTERED_OUT, ROW_HIDDEN, ROW_OFF } from './markerRows';
import type { EngineMarker, MarkerInput } from './types';

/** What the store needs from the map. */
interface MarkerStoreContext {
  converter: GeoConverter | null;
  /** Ids of the map's regions (marker ids must differ from them). */
  regionIds: ReadonlySet<string>;
  /** The map's `markerLastID`. */
  lastId?: number;
  images?: MarkerImageBases;
  /** The layer and floor the map's options list markers in, by marker id. */
  places?: MarkerPlaces;
}

/** What only hand-placed markers carry; kept aside so record markers cost nothing for it. */
interface MarkerExtras {
  object?: DataRecord;
  location?: Location;
  label?: string;
}

/**
 * The markers of one map in columns ({@link MarkerRows}): id rules, placement by geographic or
 * image point, image slots, floors, the record filter, hover and selection. A marker costs a
 * few typed-array entries, its id and one map entry; {@link EngineMarker} objects are built only
 * when asked for. Pure data: drawing happens elsewhere.
 */
export class MarkerStore {
  readonly rows = new MarkerRows();
  readonly images = new ImageSlots();
  /** Layer ids of the markers and which are hidden. */
  readonly layerSlots = new LayerSlots();
  private readonly rowById = new Map<string, number>();
  private readonly extras = new Map<string, MarkerExtras>();
  private readonly floorNames: string[] = [''];
  private readonly floorSlots = new Map<string, number>([['', 0]]);
  private lastId: number;
  private hoveredId: string | null = null;
  private selectedId: string | null = null;
  private keep: ReadonlySet<string> | null = null;
  /** Bumped whenever row numbers change (a compaction): row lists taken before are stale. */
  epoch = 0;

  constructor(private readonly context: MarkerStoreContext) {
    this.lastId = context.lastId ?? 0;
  }

  /**
   * Every marker in draw order (built on demand: O(markers)); `withFilteredOut: false` leaves out
   * the markers the record filter leaves out.
   */
  list(withFilteredOut = true): EngineMarker[] {
    const list: EngineMarker[] = [];
    const skip = withFilteredOut ? 0 : ROW_FILTERED_OUT;
    for (let row = 0; row < this.rows.count; row++) {
      if (this.rows.live(row) && ((this.rows.flags[row] ?? 0) & skip) === 0) list.push(this.materialise(row));
    }
    return list;
  }

  get(id: string): EngineMarker | undefined {
    const row = this.rowById.get(id);
    return row === undefined ? undefined : this.materialise(row);
  }

  has(id: string): boolean {
    return this.rowById.has(id);
  }

  /** The row of a marker, or -1. */
  rowOf(id: string): number {
    return this.rowById.get(id) ?? -1;
  }

  get size(): number {
    return this.rowById.size;
  }

  /** The counter behind `marker_{n}` ids (the map's `markerLastID`). */
  get markerLastId(): number {
    return this.lastId;
  }

  /** Adds a marker; throws a {@link MarkerIdError} for a taken id. */
  add(input: MarkerInput): EngineMarker {
    return this.materialise(this.addInput(input, false));
  }

  /**
   * Adds many markers; bad ones (taken or missing ids, no usable point) are skipped and summed up
   * in one console error. Returns how many were added.
   */
  addBatch(batch: MarkerColumns | readonly MarkerInput[]): number {
    const report = new SkipReport();
    let added = 0;
    if (Array.isArray(batch)) {
      this.rows.reserve(batch.length);
      for (const input of batch as readonly MarkerInput[]) {
        try {
          this.addInput(input, true);
          added += 1;
        } catch (error) {
          report.add(error instanceof Error ? error.message : String(error), String(input?.id ?? ''));
        }
      }
    } else {
      added = this.addColumns(batch as MarkerColumns, report);
    }
    report.log();
    return added;
  }

  /**
   * Adds rows `from` to `to` (exclusive) of a column batch, as {@link addBatch} does, except that
   * skipped markers go to `report` for the caller to log once for the whole batch. Returns how
   * many were added.
   */
  addColumnSlice(batch: MarkerColumns, from: number, to: number, report: SkipReport): number {
    return this.addColumns(batch, report, from, to);
  }

  /** Changes a marker's place, image or flags; an id change follows the same rules as a new id. */
  update(id: string, patch: Partial<MarkerInput>): EngineMarker | undefined {
    const row = this.rowById.get(id);
    if (row === undefined) return undefined;
    const current = this.materialise(row);
    const nextId = patch.id ?? id;
    if (nextId !== id) {
      const problem = markerIdProblem(nextId, this.context.regionIds, this.rowById, id);
      if (problem) throw new MarkerIdError(problem);
    }
    const placed = patch.geoPoint !== undefined || patch.svgPoint !== undefined || patch.location?.geoPoint !== undefined;
    const input: MarkerInput = {
      src: current.src, width: current.width, height: current.height, location: current.location, object: current.object,
      label: current.label, title: current.title, centered: current.centered, floor: current.floor, layer: current.layer, hidden: current.hidden,
      ...(placed ? {} : { svgPoint: current.svgPoint, geoPoint: current.geoPoint }),
      ...patch,
    };
    const filterable = ((this.rows.flags[row] ?? 0) & ROW_FILTERABLE) !== 0;
    this.writeRow(row, nextId, input, false, filterable);
    if (nextId !== id) {
      this.rowById.delete(id);
      this.extras.delete(id);
      if (this.hoveredId === id) this.hoveredId = nextId;
      if (this.selectedId === id) this.selectedId = nextId;
    }
    this.rowById.set(nextId, row);
    this.setExtras(nextId, input);
    return this.materialise(row);
  }

  /** Moves a marker to image coordinates (a drag or an edit-mode click), updating its geographic point. */
  moveTo(id: string, svgPoint: SvgPoint): EngineMarker | undefined {
    const row = this.rowById.get(id);
    if (row === undefined) return undefined;
    this.rows.x[row] = svgPoint.x;
    this.rows.y[row] = svgPoint.y;
    const geo = this.context.converter?.svgToGeo(svgPoint);
    this.rows.lat[row] = geo ? geo.lat : Number.NaN;
    this.rows.lng[row] = geo ? geo.lng : Number.NaN;
    return this.materialise(row);
  }

  /** Removes a marker (its row goes at the next {@link compact}). */
  remove(id: string): boolean {
    const row = this.rowById.get(id);
    if (row === undefined) return false;
    this.rows.markRemoved(row);
    this.rowById.delete(id);
    this.extras.delete(id);
    if (this.hoveredId === id) this.hoveredId = null;
    if (this.selectedId === id) this.selectedId = null;
    return true;
  }

  /** Removes many markers; returns how many existed. */
  removeMany(ids: Iterable<string>): number {
    let removed = 0;
    for (const id of ids) if (this.remove(id)) removed += 1;
    return removed;
  }

  /**
   * Drops removed rows in one pass, keeping the others' order; row numbers change, so
   * {@link epoch} is bumped. Returns old row to new row (-1: removed), or null when nothing was
   * removed.
   */
  compact(): Int32Array | null {
    if (this.rows.removed === 0) return null;
    const remap = new Int32Array(this.rows.count).fill(-1);
    this.rows.compact((from, to) => {
      remap[from] = to;
      this.rowById.set(this.rows.ids[to] ?? '', to);
    }, (row) => {
      remap[row] = row;
    });
    this.epoch += 1;
    return remap;
  }

  /**
   * Keeps only these markers of filterable batches (null keeps them all); later filterable
   * batches follow the same filter. Returns whether any marker changed.
   */
  filter(keep: ReadonlySet<string> | null): boolean {
    this.keep = keep;
    const { flags, ids } = this.rows;
    let changed = false;
    for (let row = 0; row < this.rows.count; row++) {
      const current = flags[row] ?? 0;
      if (!(current & ROW_FILTERABLE)) continue;
      const out = keep !== null && !keep.has(ids[row] ?? '');
      const next = out ? current | ROW_FILTERED_OUT : current & ~ROW_FILTERED_OUT;
      if (next === current) continue;
      flags[row] = next;
      changed = true;
    }
    return changed;
  }

  /** Whether a row may be drawn on this floor (null: every floor) by its own flags. */
  shownOnFloor(row: number, floorSlot: number): boolean {
    if ((this.rows.flags[row] ?? ROW_OFF) & ROW_OFF) return false;
    if (this.layerSlots.isHidden(this.rows.layer[row] ?? 0)) return false;
    const floor = this.rows.floor[row] ?? 0;
    return floorSlot < 0 || floor === 0 || floor === floorSlot;
  }

  /** The slot of a floor id; -1 for null (every floor shown). */
  floorSlotOf(name: string | null): number {
    if (name === null) return -1;
    return this.floorSlot(name);
  }

  /** Selects one marker and deselects the other; returns the ids that changed. */
  select(id: string): string[] {
    if (!this.rowById.has(id) || this.selectedId === id) return [];
    const changed = this.selectedId === null ? [] : [this.selectedId];
    this.selectedId = id;
    changed.push(id);
    return changed;
  }

  /** Deselects one marker, or any without an id; returns the ids that changed. */
  deselect(id?: string): string[] {
    if (this.selectedId === null || (id !== undefined && id !== this.selectedId)) return [];
    const changed = [this.selectedId];
    this.selectedId = null;
    return changed;
  }

  selectedIds(): string[] {
    return this.selectedId === null ? [] : [this.selectedId];
  }

  hovered(): string | null {
    return this.hoveredId;
  }

  /** Hovers one marker (null clears); returns whether anything changed. */
  hover(id: string | null): boolean {
    const next = id !== null && this.rowById.has(id) ? id : null;
    if (next === this.hoveredId) return false;
    this.hoveredId = next;
    return true;
  }

  /** The marker of a row as an object. */
  materialise(row: number): EngineMarker {
    const rows = this.rows;
    const id = rows.ids[row] ?? '';
    const image = this.images.get(rows.look[row] ?? 0);
    const extras = this.extras.get(id);
    const lat = rows.lat[row] ?? Number.NaN;
    const lng = rows.lng[row] ?? Number.NaN;
    const floor = this.floorNames[rows.floor[row] ?? 0] ?? '';
    const layer = this.layerSlots.name(rows.layer[row] ?? 0);
    return {
      id,
      src: image.src,
      width: image.width,
      height: image.height,
      svgPoint: { x: rows.x[row] ?? 0, y: rows.y[row] ?? 0 },
      geoPoint: Number.isNaN(lat) || Number.isNaN(lng) ? undefined : { lat, lng },
      object: extras?.object,
      location: extras?.location,
      label: extras?.label,
      title: rows.titles[row] ?? id,
      centered: image.centered,
      floor: floor === '' ? undefined : floor,
      layer: layer === '' ? undefined : layer,
      hidden: ((rows.flags[row] ?? 0) & ROW_HIDDEN) !== 0,
      hovered: id === this.hoveredId,
      selected: id === this.selectedId,
    };
  }

  private addColumns(batch: MarkerColumns, report: SkipReport, from = 0, to = batch.ids.length): number {
    const filterable = batch.filterable === true;
    const keep = this.keep;
    this.rows.reserve(Math.max(0, to - from));
    return appendColumns(batch, {
      converter: this.context.converter,
      idProblem: (id) => markerIdProblem(id, this.context.regionIds, this.rowById),
      imageSlot: (img) => this.images.slot(markerImageUrl(img, this.context.images), MARKER_DEFAULT_WIDTH, MARKER_DEFAULT_HEIGHT, false),
      floorSlot: (name) => this.floorSlot(name),
      layerSlot: (name) => this.layerSlots.slot(name),
      floorOf: (id) => this.context.places?.floorOf.get(id) ?? '',
      layerOf: (id) => this.context.places?.layerOf.get(id) ?? '',
      append: (id, title, x, y, lat, lng, image, floor, layer) => {
        const out = filterable && keep !== null && !keep.has(id);
        const flags = (filterable ? ROW_FILTERABLE : 0) | (out ? ROW_FILTERED_OUT : 0);
        const row = this.rows.push(id, title, x, y, lat, lng, image, flags, floor, layer);
        this.rowById.set(id, row);
      },
    }, report, from, to);
  }

  /** Adds one input; `strict` (batches) rejects a malformed point instead of placing it at 0,0. */
  private addInput(input: MarkerInput, strict: boolean): number {
    const id = this.claimId(input.id);
    const row = this.rows.push(id, id, 0, 0, Number.NaN, Number.NaN, 0, 0, 0);
    try {
      this.writeRow(row, id, input, strict, false);
    } catch (error) {
      // The row was never visible to anyone: drop it again.
      this.rows.pop();
      throw error;
    }
    this.rowById.set(id, row);
    this.setExtras(id, input);
    return row;
  }

  private writeRow(row: number, id: string, input: MarkerInput, strict: boolean, filterable: boolean): void {
    const { svgPoint, geoPoint } = placeMarker(input, this.context.converter, strict);
    const rows = this.rows;
    const src = input.src ?? markerImageUrl(input.location?.img, this.context.images);
    rows.look[row] = this.images.slot(src, positiveOr(input.width, MARKER_DEFAULT_WIDTH), positiveOr(input.height, MARKER_DEFAULT_HEIGHT), input.centered === true);
    rows.x[row] = svgPoint.x;
    rows.y[row] = svgPoint.y;
    rows.lat[row] = geoPoint ? geoPoint.lat : Number.NaN;
    rows.lng[row] = geoPoint ? geoPoint.lng : Number.NaN;
    rows.ids[row] = id;
    rows.titles[row] = input.title ?? input.label ?? input.location?.address?.address_formatted ?? id;
    rows.floor[row] = this.floorSlot(input.floor || (this.context.places?.floorOf.get(id) ?? ''));
    rows.layer[row] = this.layerSlots.slot(input.layer || (this.context.places?.layerOf.get(id) ?? ''));
    const out = filterable && this.keep !== null && !this.keep.has(id);
    rows.flags[row] = (input.hidden === true ? ROW_HIDDEN : 0) | (filterable ? ROW_FILTERABLE : 0) | (out ? ROW_FILTERED_OUT : 0);
  }

  private setExtras(id: string, input: MarkerInput): void {
    if (input.object === undefined && input.location === undefined && input.label === undefined) {
      this.extras.delete(id);
      return;
    }
    this.extras.set(id, { object: input.object, location: input.location, label: input.label });
  }

  private floorSlot(name: string): number {
    let slot = this.floorSlots.get(name);
    if (slot === undefined) {
      slot = this.floorNames.length;
      this.floorNames.push(name);
      this.floorSlots.set(name, slot);
    }
    return slot;
  }

  private claimId(requested: string | undefined): string {
    if (requested !== undefined && requested !== '') {
      const problem = markerIdProblem(requested, this.context.regionIds, this.rowById);
      if (problem) throw new MarkerIdError(problem);
      return requested;
    }
    const taken = (candidate: string) => this.rowById.has(candidate) || this.context.regionIds.has(candidate);
    const { id, lastId } = allocateMarkerId(this.lastId, this.rowById.size, taken);
    this.lastId = lastId;
    return id;
  }
}
