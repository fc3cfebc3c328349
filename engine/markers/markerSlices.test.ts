import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendInSlices, SLICE_ROWS } from './markerBatch';
import type { MarkerColumns } from './markerColumns';
import { MarkerStore } from './MarkerStore';

/** `count` markers placed by image point, ids `m0`…; `bad` of them (every 1000th) have no point. */
function batchOf(count: number, bad = false): MarkerColumns {
  const ids = Array.from({ length: count }, (_, i) => `m${i}`);
  return { ids, x: ids.map((_, i) => (bad && i % 1000 === 0 ? null : i % 500)), y: ids.map((_, i) => i % 300) };
}

describe('adding a large column batch a slice per task', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appends every marker, in order, one slice per task, and reports the first row of each slice', async () => {
    const store = new MarkerStore({ converter: null, regionIds: new Set() });
    const firstRows: number[] = [];
    let tasks = 0;
    const timer = setInterval(() => { tasks += 1; }, 0);
    const added = await appendInSlices(store, batchOf(2 * SLICE_ROWS + 5), (row) => firstRows.push(row), () => true);
    clearInterval(timer);
    expect(added).toBe(2 * SLICE_ROWS + 5);
    expect(store.size).toBe(2 * SLICE_ROWS + 5);
    expect(firstRows).toEqual([0, SLICE_ROWS, 2 * SLICE_ROWS]);
    expect(store.rows.ids[SLICE_ROWS]).toBe(`m${SLICE_ROWS}`);
    // The main thread was given back between slices.
    expect(tasks).toBeGreaterThan(0);
  });

  it('stops before the next slice once no longer wanted, keeping the markers already in', async () => {
    const store = new MarkerStore({ converter: null, regionIds: new Set() });
    let wanted = true;
    const done = appendInSlices(store, batchOf(3 * SLICE_ROWS), () => undefined, () => wanted);
    expect(store.size).toBe(SLICE_ROWS);
    wanted = false;
    expect(await done).toBe(SLICE_ROWS);
    expect(store.size).toBe(SLICE_ROWS);
  });

  it('logs the skipped markers of the whole batch in one console error, and checks ids across slices', async () => {
    const store = new MarkerStore({ converter: null, regionIds: new Set(['m3']) });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const batch = batchOf(2 * SLICE_ROWS, true);
    // The last marker repeats the first slice's second id.
    batch.ids = [...batch.ids.slice(0, -1), 'm1'];
    const added = await appendInSlices(store, batch, () => undefined, () => true);
    const noPoint = (2 * SLICE_ROWS) / 1000;
    expect(added).toBe(2 * SLICE_ROWS - noPoint - 2);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(new RegExp(`^MapSVG: ${noPoint + 2} markers skipped: .*no position.*Region.*another Marker`));
  });
});
