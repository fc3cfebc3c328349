/** The marker is hidden by its own `hidden` flag. */
export const ROW_HIDDEN = 1;
/** The marker belongs to a filterable batch and the current filter leaves it out. */
export const ROW_FILTERED_OUT = 2;
/** The marker follows {@link MarkerStore.filter} (record markers). */
export const ROW_FILTERABLE = 4;
/** The marker was removed; the row goes at the next compaction. */
const ROW_REMOVED = 8;

/** Flags that keep a marker off the map whatever the floor. */
export const ROW_OFF = ROW_HIDDEN | ROW_FILTERED_OUT | ROW_REMOVED;

const MIN_CAPACITY = 64;

function grown<T extends Float64Array | Uint16Array | Uint8Array>(array: T, capacity: number, make: (n: number) => T): T {
  const next = make(capacity);
  next.set(array.subarray(0, Math.min(array.length, capacity)));
  return next;
}

/**
 * Markers in columns, one row per marker in draw order: image coordinates, geographic point
 * (NaN where none), image look slot, state flags, floor slot and layer slot in typed arrays; ids and titles
 * in plain arrays. Rows are appended in batches and removed by compaction, which keeps the order
 * of the rows that stay. A row's number is only valid until the next compaction.
 */
export class MarkerRows {
  x = new Float64Array(MIN_CAPACITY);
  y = new Float64Array(MIN_CAPACITY);
  lat = new Float64Array(MIN_CAPACITY);
  lng = new Float64Array(MIN_CAPACITY);
  /** Index into the store's look table (image, size, anchor). */
  look = new Uint16Array(MIN_CAPACITY);
  /** `ROW_*` bits. */
  flags = new Uint8Array(MIN_CAPACITY);
  /** Index into the store's floor names; 0 is "every floor". */
  floor = new Uint16Array(MIN_CAPACITY);
  /** Index into the store's layer slots; 0 is "in no layer". */
  layer = new Uint16Array(MIN_CAPACITY);
  /** Marker ids (entries past {@link count} are empty: the arrays are sized like the columns). */
  ids: Array<string | undefined> = new Array<string | undefined>(MIN_CAPACITY);
  /** Accessible names; the id itself (the same string) when none was given. */
  titles: Array<string | undefined> = new Array<string | undefined>(MIN_CAPACITY);
  /** Rows in use, removed rows included until {@link compact}. */
  count = 0;
  /** Removed rows waiting for {@link compact}. */
  removed = 0;

  /** Makes room for `extra` more rows (growing by half at least, so appends stay amortised O(1)). */
  reserve(extra: number): void {
    const needed = this.count + extra;
    if (needed <= this.x.length) return;
    const capacity = Math.max(needed, Math.ceil(this.x.length * 1.5), MIN_CAPACITY);
    this.x = grown(this.x, capacity, (n) => new Float64Array(n));
    this.y = grown(this.y, capacity, (n) => new Float64Array(n));
    this.lat = grown(this.lat, capacity, (n) => new Float64Array(n));
    this.lng = grown(this.lng, capacity, (n) => new Float64Array(n));
    this.look = grown(this.look, capacity, (n) => new Uint16Array(n));
    this.flags = grown(this.flags, capacity, (n) => new Uint8Array(n));
    this.floor = grown(this.floor, capacity, (n) => new Uint16Array(n));
    this.layer = grown(this.layer, capacity, (n) => new Uint16Array(n));
    // Sized once per growth (never grown by pushes), so a batch leaves no garbage arrays behind.
    this.ids.length = capacity;
    this.titles.length = capacity;
  }

  /** Appends one row (call {@link reserve} first for batches); returns its number. */
  push(id: string, title: string, x: number, y: number, lat: number, lng: number, look: number, flags: number, floor: number, layer = 0): number {
    this.reserve(1);
    const row = this.count++;
    this.x[row] = x;
    this.y[row] = y;
    this.lat[row] = lat;
    this.lng[row] = lng;
    this.look[row] = look;
    this.flags[row] = flags;
    this.floor[row] = floor;
    this.layer[row] = layer;
    this.ids[row] = id;
    this.titles[row] = title;
    return row;
  }

  /** Drops the last row (an add that failed half-way). */
  pop(): void {
    if (this.count === 0) return;
    this.count -= 1;
    this.ids[this.count] = undefined;
    this.titles[this.count] = undefined;
  }

  /** Marks a row removed; {@link compact} drops it. */
  markRemoved(row: number): void {
    const flags = this.flags[row] ?? ROW_REMOVED;
    if (flags & ROW_REMOVED) return;
    this.flags[row] = flags | ROW_REMOVED;
    this.removed += 1;
  }

  /**
   * Drops removed rows in one pass, keeping the order of the others; calls `moved(from, to)` for
   * every row that changed number and `stayed(row)` for the others kept. Returns whether
   * anything was dropped.
   */
  compact(moved: (from: number, to: number) => void, stayed: (row: number) => void = () => undefined): boolean {
    if (this.removed === 0) return false;
    let to = 0;
    for (let from = 0; from < this.count; from++) {
      if ((this.flags[from] ?? 0) & ROW_REMOVED) continue;
      if (from !== to) {
        this.x[to] = this.x[from] ?? 0;
        this.y[to] = this.y[from] ?? 0;
        this.lat[to] = this.lat[from] ?? Number.NaN;
        this.lng[to] = this.lng[from] ?? Number.NaN;
        this.look[to] = this.look[from] ?? 0;
        this.flags[to] = this.flags[from] ?? 0;
        this.floor[to] = this.floor[from] ?? 0;
        this.layer[to] = this.layer[from] ?? 0;
        this.ids[to] = this.ids[from];
        this.titles[to] = this.titles[from];
        moved(from, to);
      } else {
        stayed(from);
      }
      to++;
    }
    // Drop the moved-away strings past the end.
    this.ids.fill(undefined, to, this.count);
    this.titles.fill(undefined, to, this.count);
    this.count = to;
    this.removed = 0;
    return true;
  }

  /** Whether a row is in use and not removed. */
  live(row: number): boolean {
    return row >= 0 && row < this.count && ((this.flags[row] ?? ROW_REMOVED) & ROW_REMOVED) === 0;
  }
}
