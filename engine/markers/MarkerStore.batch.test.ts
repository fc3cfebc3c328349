import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeoConverter } from '../geo/GeoConverter';
import { ID_USED_BY_MARKER, ID_USED_BY_REGION } from './markerIds';
import { MarkerStore } from './MarkerStore';

const usa = new GeoConverter([-127.55272679845754, 50.65828705652597, -64.54920772895363, 24.373873369454948], [477, 421, 593.3779761904764, 318.2870370370371]);
const regions = new Set(['US-TX', 'US-KS']);

/** The reference: markers in insertion order, each with what decides whether it shows. */
interface RefMarker {
  id: string;
  x: number;
  y: number;
  filterable: boolean;
}

type Op =
  | { kind: 'columns'; ids: string[]; xs: Array<number | null>; filterable: boolean }
  | { kind: 'inputs'; ids: string[] }
  | { kind: 'remove'; ids: string[] }
  | { kind: 'filter'; keep: string[] | null }
  | { kind: 'compact' };

/** Ids from a small pool, so batches collide with each other, with themselves and with regions. */
const idArb = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'US-TX', '');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('columns' as const), ids: fc.array(idArb, { maxLength: 8 }), xs: fc.array(fc.option(fc.integer({ min: -50, max: 50 })), { maxLength: 8 }), filterable: fc.boolean() }),
  fc.record({ kind: fc.constant('inputs' as const), ids: fc.array(idArb, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('remove' as const), ids: fc.array(idArb, { maxLength: 5 }) }),
  fc.record({ kind: fc.constant('filter' as const), keep: fc.option(fc.array(idArb, { maxLength: 5 })) }),
  fc.record({ kind: fc.constant('compact' as const) }),
);

/** Applies one operation to the brute-force reference. */
function applyReference(list: RefMarker[], op: Op): RefMarker[] {
  const taken = (id: string) => id === '' || regions.has(id) || list.some((m) => m.id === id);
  if (op.kind === 'columns') {
    op.ids.forEach((id, i) => {
      const x = op.xs[i];
      if (taken(id) || x === null || x === undefined) return;
      list.push({ id, x, y: -x, filterable: op.filterable });
    });
  } else if (op.kind === 'inputs') {
    for (const id of op.ids) if (!taken(id)) list.push({ id, x: 1, y: 2, filterable: false });
  } else if (op.kind === 'remove') {
    return list.filter((m) => !op.ids.includes(m.id));
  }
  return list;
}

function applyStore(store: MarkerStore, op: Op): void {
  if (op.kind === 'columns') store.addBatch({ ids: op.ids, x: op.xs, y: op.xs.map((x) => (x === null ? null : -x)), filterable: op.filterable });
  // Inputs without an id would get a `marker_n` id; the reference models only given ids.
  else if (op.kind === 'inputs') store.addBatch(op.ids.filter((id) => id !== '').map((id) => ({ id, svgPoint: { x: 1, y: 2 } })));
  else if (op.kind === 'remove') store.removeMany(op.ids);
  else if (op.kind === 'filter') store.filter(op.keep ? new Set(op.keep) : null);
  else store.compact();
}

function visibleIds(store: MarkerStore): string[] {
  const ids: string[] = [];
  for (let row = 0; row < store.rows.count; row++) if (store.shownOnFloor(row, -1)) ids.push(store.rows.ids[row] ?? '');
  return ids;
}

describe('MarkerStore batches', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds, removes and filters like a brute-force list, in order, whatever the sequence of batches', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fc.assert(fc.property(fc.array(opArb, { maxLength: 14 }), (ops) => {
      const store = new MarkerStore({ converter: null, regionIds: regions });
      let reference: RefMarker[] = [];
      let keep: Set<string> | null = null;
      for (const op of ops) {
        applyStore(store, op);
        reference = applyReference(reference, op);
        if (op.kind === 'filter') keep = op.keep ? new Set(op.keep) : null;
        const shown = reference.filter((m) => !m.filterable || keep === null || keep.has(m.id));
        expect(store.list().map((m) => m.id)).toEqual(reference.map((m) => m.id));
        expect(store.list().map((m) => [m.svgPoint.x, m.svgPoint.y])).toEqual(reference.map((m) => [m.x, m.y]));
        expect(visibleIds(store)).toEqual(shown.map((m) => m.id));
        expect(store.size).toBe(reference.length);
        for (const marker of reference) expect(store.rows.ids[store.rowOf(marker.id)]).toBe(marker.id);
      }
    }), { numRuns: 300 });
  });

  it('skips bad markers of a column batch and reports them in ONE console error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new MarkerStore({ converter: null, regionIds: regions });
    store.add({ id: 'taken', svgPoint: { x: 0, y: 0 } });
    const added = store.addBatch({ ids: ['ok', 'taken', 'US-TX', '', 'nowhere', 'ok', 'geo-only'], x: [1, 2, 3, 4, null, 6, null], y: [1, 2, 3, 4, null, 6, null], lat: [null, null, null, null, null, null, 10], lng: [null, null, null, null, null, null, 10] });
    expect(added).toBe(1);
    expect(store.list().map((m) => m.id)).toEqual(['taken', 'ok']);
    expect(errors).toHaveBeenCalledTimes(1);
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toContain('6 markers skipped');
    expect(message).toContain(ID_USED_BY_MARKER);
    expect(message).toContain(ID_USED_BY_REGION);
    expect(message).toContain('geographic view box');
  });

  it('places column markers by lat/lng first (rounded to 6 decimals) and derives the other point', () => {
    const store = new MarkerStore({ converter: usa, regionIds: regions });
    store.addBatch({ ids: ['ny', 'by-xy'], lat: [40.71281234, null], lng: [-74.006, null], x: [0, 600], y: [0, 500], titles: ['New York', ''], images: ['uploads/shop.png'], image: [0, -1] });
    const [ny, byXy] = store.list();
    expect(ny?.geoPoint).toEqual({ lat: 40.712812, lng: -74.006 });
    expect(ny?.svgPoint).toEqual(usa.geoToSvg({ lat: 40.712812, lng: -74.006 }));
    expect(ny?.title).toBe('New York');
    expect(ny?.src).toBe('/uploads/shop.png');
    expect(byXy?.geoPoint).toEqual(usa.svgToGeo({ x: 600, y: 500 }));
    expect(byXy?.title).toBe('by-xy');
    expect([byXy?.width, byXy?.height, byXy?.centered]).toEqual([15, 24, false]);
  });

  it('applies the current filter to filterable markers added later, and never to the others', () => {
    const store = new MarkerStore({ converter: null, regionIds: regions });
    store.filter(new Set(['r1']));
    store.addBatch({ ids: ['r1', 'r2'], x: [0, 1], y: [0, 1], filterable: true });
    store.addBatch({ ids: ['hand'], x: [2], y: [2] });
    expect(visibleIds(store)).toEqual(['r1', 'hand']);
    // The list the API gives leaves filtered markers out; the ids stay taken.
    expect(store.list(false).map((m) => m.id)).toEqual(['r1', 'hand']);
    expect(store.has('r2')).toBe(true);
    store.filter(null);
    expect(visibleIds(store)).toEqual(['r1', 'r2', 'hand']);
  });

  it('compaction keeps the order and remaps rows; hover and selection follow their markers', () => {
    const store = new MarkerStore({ converter: null, regionIds: regions });
    store.addBatch({ ids: ['a', 'b', 'c', 'd'], x: [0, 1, 2, 3], y: [0, 1, 2, 3] });
    store.select('d');
    store.hover('c');
    store.removeMany(['a', 'b']);
    const epoch = store.epoch;
    const remap = store.compact();
    expect(Array.from(remap ?? [])).toEqual([-1, -1, 0, 1]);
    expect(store.epoch).toBe(epoch + 1);
    expect(store.rowOf('d')).toBe(1);
    expect(store.get('d')?.selected).toBe(true);
    expect(store.get('c')?.hovered).toBe(true);
    expect(store.compact()).toBeNull();
  });

  it('keeps a floor per marker: shown on its floor and on none', () => {
    const store = new MarkerStore({ converter: null, regionIds: regions });
    store.addBatch({ ids: ['ground', 'first', 'everywhere'], x: [0, 0, 0], y: [0, 0, 0], floors: ['g', '1', ''] });
    const on = (floor: string | null) => store.list().filter((m) => store.shownOnFloor(store.rowOf(m.id), store.floorSlotOf(floor))).map((m) => m.id);
    expect(on('g')).toEqual(['ground', 'everywhere']);
    expect(on('1')).toEqual(['first', 'everywhere']);
    expect(on(null)).toEqual(['ground', 'first', 'everywhere']);
    expect(store.get('first')?.floor).toBe('1');
  });

  it('holds a column marker in under 200 bytes of memory (JS heap plus typed arrays)', () => {
    const count = 200_000;
    // Exact: the suite runs with --expose-gc (vitest.config.ts); without it, garbage would count too.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    const store = new MarkerStore({ converter: null, regionIds: regions });
    const ids = Array.from({ length: count }, (_, i) => `record_${100_000 + i}`);
    const xs = Float64Array.from({ length: count }, (_, i) => i % 1000);
    const ys = Float64Array.from({ length: count }, (_, i) => Math.floor(i / 1000));
    store.addBatch({ ids, x: xs, y: ys, filterable: true });
    gc?.();
    const after = process.memoryUsage();
    // The columns passed in are the caller's (the feed's); the store keeps the id strings.
    const callerColumns = xs.byteLength + ys.byteLength;
    const perMarker = (after.heapUsed - before.heapUsed + after.arrayBuffers - before.arrayBuffers - callerColumns) / count;
    console.log(`MarkerStore: ${perMarker.toFixed(1)} bytes per marker (heap ${((after.heapUsed - before.heapUsed) / count).toFixed(1)}, typed arrays ${((after.arrayBuffers - before.arrayBuffers - callerColumns) / count).toFixed(1)})`);
    expect(store.size).toBe(count);
    expect(perMarker).toBeLessThan(200);
  });
});
