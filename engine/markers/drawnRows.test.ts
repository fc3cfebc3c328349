import { describe, expect, it } from 'vitest';
import { collectDrawnRows, maskedRows } from './drawnRows';
import { MarkerStore } from './MarkerStore';

/** The rows a store would draw and may show, with clustering's `shown` rows (null: all). */
function collect(store: MarkerStore, shown: Uint32Array | null) {
  const drawn = new Uint8Array(store.rows.count);
  const visible = new Uint8Array(store.rows.count);
  const counts = collectDrawnRows(store, -1, shown, drawn, visible);
  const ids = (mask: Uint8Array, total: number) => Array.from(maskedRows(mask, store.rows.count, total), (row) => store.rows.ids[row]);
  return { visible: ids(visible, counts.visible), drawn: ids(drawn, counts.drawn) };
}

describe('visible markers after a search or filter and after it is cleared', () => {
  function storeOf(count: number): MarkerStore {
    const store = new MarkerStore({ converter: null, regionIds: new Set() });
    const ids = Array.from({ length: count }, (_, i) => `r${i}`);
    store.addBatch({ ids, x: ids.map((_, i) => i), y: ids.map((_, i) => i), filterable: true });
    return store;
  }

  it('lists only the kept markers, then every marker again once cleared', () => {
    const store = storeOf(6);
    store.filter(new Set(['r1', 'r4']));
    expect(collect(store, null).visible).toEqual(['r1', 'r4']);
    store.filter(null);
    expect(collect(store, null).visible).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('draws the single markers clustering names only while they are kept (stale clusters never show a filtered marker)', () => {
    const store = storeOf(6);
    store.filter(new Set(['r1', 'r4']));
    const { visible, drawn } = collect(store, Uint32Array.from([0, 1, 2]));
    expect(visible).toEqual(['r1', 'r4']);
    expect(drawn).toEqual(['r1']);
  });
});
