import { GEO_DECIMALS } from '../../domain/index';
import type { GeoConverter } from '../geo/GeoConverter';
import { nextTask } from '../scene/nextTask';
import type { MarkerColumns } from './markerColumns';

/** Where {@link appendColumns} puts markers, and the rules it checks them against. */
interface ColumnSink {
  converter: GeoConverter | null;
  /** Why an id cannot be used (a region's, another marker's), or null when it is free. */
  idProblem(id: string): string | null;
  /** The image slot of a `location.img` value (null: the map's default marker). */
  imageSlot(img: string | null): number;
  /** The floor slot of a floor id ('' is every floor). */
  floorSlot(name: string): number;
  /** The layer slot of a layer id ('' is no layer). */
  layerSlot(name: string): number;
  /** The floor the map's options list a marker on ('' for none), for markers the batch places on none. */
  floorOf(id: string): string;
  /** The layer the map's options list a marker in ('' for none), for markers the batch places in none. */
  layerOf(id: string): string;
  append(id: string, title: string, x: number, y: number, lat: number, lng: number, image: number, floor: number, layer: number): void;
}

const FACTOR = 10 ** GEO_DECIMALS;

/** A degree value rounded to the stored 6 decimals. */
export function roundDegrees(value: number): number {
  return Math.round(value * FACTOR) / FACTOR;
}

function finite(column: ArrayLike<number | null> | undefined, i: number): number {
  const value = column?.[i];
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
}

/**
 * Skipped markers of one batch, grouped by reason, reported as ONE console error: a batch of
 * 100k records with a thousand bad ones logs one line, not a thousand.
 */
export class SkipReport {
  private readonly reasons = new Map<string, string[]>();
  private total = 0;

  add(reason: string, id: string): void {
    this.total += 1;
    const ids = this.reasons.get(reason);
    if (!ids) this.reasons.set(reason, [id]);
    else if (ids.length < 5) ids.push(id);
  }

  /** Number of markers skipped. */
  get count(): number {
    return this.total;
  }

  /** The summary line, or null when nothing was skipped. */
  message(): string | null {
    if (this.total === 0) return null;
    const parts = Array.from(this.reasons, ([reason, ids]) => `${reason} (${ids.map((id) => id || '(no id)').join(', ')}${ids.length >= 5 ? ', …' : ''})`);
    return `MapSVG: ${this.total} marker${this.total === 1 ? '' : 's'} skipped: ${parts.join('; ')}`;
  }

  /** Logs the summary, if any. */
  log(): void {
    const message = this.message();
    if (message) console.error(message);
  }
}

/** Reason logged for a marker with neither a geographic nor an image point. */
const NO_POSITION = 'no position';
/** Reason logged for a geographic point on a map without a geographic view box. */
const NOT_CALIBRATED = 'a geographic point on a map without a geographic view box';
/** Reason logged for an empty or missing id. */
const NO_ID = 'no id';

/**
 * Appends the markers of a column batch (rows `from` to `to`, exclusive) to a sink, checking ids
 * (free, not a region's, not twice in the batch: the sink sees its own appends) and places
 * (geographic point first, image point otherwise). Bad markers go to the report. Returns how
 * many were appended.
 */
export function appendColumns(batch: MarkerColumns, sink: ColumnSink, report: SkipReport, from = 0, to = batch.ids.length): number {
  const { ids, lat, lng, x, y, images, image, titles, floors, layers } = batch;
  const converter = sink.converter;
  const slots = new Map<number, number>();
  const slotOf = (k: number): number => {
    const key = Number.isInteger(k) && k >= 0 && images && k < images.length ? k : -1;
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = sink.imageSlot(key < 0 ? null : (images?.[key] ?? null));
      slots.set(key, slot);
    }
    return slot;
  };
  const floorSlots = new Map<string, number>();
  const layerSlots = new Map<string, number>();
  const cached = (cache: Map<string, number>, name: string, make: (name: string) => number): number => {
    let slot = cache.get(name);
    if (slot === undefined) {
      slot = make(name);
      cache.set(name, slot);
    }
    return slot;
  };
  // Made once: a closure per marker would be garbage for every one of 100k markers.
  const makeFloor = (name: string) => sink.floorSlot(name);
  const makeLayer = (name: string) => sink.layerSlot(name);
  let added = 0;
  const end = Math.min(to, ids.length);
  for (let i = Math.max(0, from); i < end; i++) {
    const id = ids[i];
    if (typeof id !== 'string' || id === '') {
      report.add(NO_ID, String(id ?? ''));
      continue;
    }
    const problem = sink.idProblem(id);
    if (problem) {
      report.add(problem, id);
      continue;
    }
    let la = finite(lat, i);
    let ln = finite(lng, i);
    let px = finite(x, i);
    let py = finite(y, i);
    const geo = !Number.isNaN(la) && !Number.isNaN(ln);
    if (geo && converter) {
      la = roundDegrees(la);
      ln = roundDegrees(ln);
      const point = converter.geoToSvg({ lat: la, lng: ln });
      px = point.x;
      py = point.y;
    } else if (!Number.isNaN(px) && !Number.isNaN(py)) {
      if (converter) {
        const point = converter.svgToGeo({ x: px, y: py });
        la = point.lat;
        ln = point.lng;
      } else {
        la = Number.NaN;
        ln = Number.NaN;
      }
    } else {
      report.add(geo ? NOT_CALIBRATED : NO_POSITION, id);
      continue;
    }
    if (!Number.isFinite(px) || !Number.isFinite(py)) {
      report.add(NO_POSITION, id);
      continue;
    }
    const floorName = floors?.[i] || sink.floorOf(id);
    const layerName = layers?.[i] || sink.layerOf(id);
    const floor = cached(floorSlots, floorName, makeFloor);
    const layer = cached(layerSlots, layerName, makeLayer);
    const title = titles?.[i];
    sink.append(id, typeof title === 'string' && title !== '' ? title : id, px, py, la, ln, slotOf(image?.[i] ?? -1), floor, layer);
    added += 1;
  }
  return added;
}

/** Rows appended per task by {@link appendInSlices}: about 20 ms of one task on this product's test machine. */
export const SLICE_ROWS = 10_000;

/** What {@link appendInSlices} appends to (a marker store). */
interface SliceTarget {
  readonly rows: { readonly count: number; reserve(extra: number): void };
  addColumnSlice(batch: MarkerColumns, from: number, to: number, report: SkipReport): number;
}

/**
 * Appends a column batch to a store {@link SLICE_ROWS} rows per task, so 170k record markers
 * (id checks, placement) never hold the main thread for one long task. `appended` hears the
 * first row of each slice that added markers; `stillWanted` false stops before the next slice
 * (rows appended so far stay). Skipped markers are logged once for the whole batch. Resolves
 * with how many were added.
 */
export async function appendInSlices(target: SliceTarget, batch: MarkerColumns, appended: (firstRow: number) => void, stillWanted: () => boolean): Promise<number> {
  const report = new SkipReport();
  const total = batch.ids.length;
  target.rows.reserve(total);
  let added = 0;
  for (let from = 0; from < total; from += SLICE_ROWS) {
    if (from > 0) {
      await nextTask();
      if (!stillWanted()) break;
    }
    const firstRow = target.rows.count;
    const sliceAdded = target.addColumnSlice(batch, from, Math.min(total, from + SLICE_ROWS), report);
    if (sliceAdded > 0) appended(firstRow);
    added += sliceAdded;
  }
  report.log();
  return added;
}
