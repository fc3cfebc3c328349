import { describe, expect, it } from 'vitest';
import { MarkerStore } from './MarkerStore';

/** Ids of the rows a floor slot (-1: every floor) may show, as the drawn-row pass reads them. */
function shownIds(store: MarkerStore, floorSlot = -1): string[] {
  const ids: string[] = [];
  for (let row = 0; row < store.rows.count; row++) if (store.shownOnFloor(row, floorSlot)) ids.push(store.rows.ids[row] ?? '');
  return ids;
}

describe('MarkerStore layers', () => {
  it('hides the markers of a hidden layer, given per marker in a column batch', () => {
    const store = new MarkerStore({ converter: null, regionIds: new Set() });
    store.addBatch({ ids: ['record_1', 'record_2', 'record_3'], x: [1, 2, 3], y: [1, 2, 3], layers: ['shops', 'parking', ''] });
    expect(store.get('record_1')?.layer).toBe('shops');
    expect(store.layerSlots.setHidden(new Set(['shops']))).toBe(true);
    expect(shownIds(store)).toEqual(['record_2', 'record_3']);
    store.layerSlots.setHidden(new Set(['shops', 'parking']));
    expect(shownIds(store)).toEqual(['record_3']);
    store.layerSlots.setHidden(new Set());
    expect(shownIds(store)).toEqual(['record_1', 'record_2', 'record_3']);
  });

  it('puts markers the map options list into their layer and floor when the batch names none', () => {
    const places = { layerOf: new Map([['marker_1', 'shops'], ['record_9', 'parking']]), floorOf: new Map([['marker_1', 'ground']]) };
    const store = new MarkerStore({ converter: null, regionIds: new Set(), places });
    store.add({ id: 'marker_1', svgPoint: { x: 1, y: 1 } });
    store.addBatch({ ids: ['record_9', 'record_10'], x: [1, 2], y: [1, 2], layers: ['', 'shops'] });
    expect(store.get('marker_1')).toMatchObject({ layer: 'shops', floor: 'ground' });
    expect(store.get('record_9')?.layer).toBe('parking');
    expect(store.get('record_10')?.layer).toBe('shops');
    store.layerSlots.setHidden(new Set(['shops']));
    expect(shownIds(store)).toEqual(['record_9']);
  });

  it('keeps markers added while their layer is hidden hidden, and their layer after a compaction', () => {
    const store = new MarkerStore({ converter: null, regionIds: new Set() });
    store.layerSlots.setHidden(new Set(['shops']));
    store.addBatch({ ids: ['a', 'b', 'c'], x: [1, 2, 3], y: [1, 2, 3], layers: ['', 'parking', 'shops'] });
    expect(shownIds(store)).toEqual(['a', 'b']);
    store.remove('a');
    store.compact();
    expect(store.get('c')?.layer).toBe('shops');
    expect(shownIds(store)).toEqual(['b']);
  });

  it('hides 100k markers of one layer by a flag, without rewriting any marker', () => {
    const count = 100_000;
    const ids = Array.from({ length: count }, (_, i) => `record_${i}`);
    const xs = Array.from({ length: count }, (_, i) => i);
    const layers = ids.map((_, i) => (i % 2 === 0 ? 'even' : 'odd'));
    const store = new MarkerStore({ converter: null, regionIds: new Set() });
    store.addBatch({ ids, x: xs, y: xs, layers });
    const layerColumn = store.rows.layer;
    const before = Array.from(store.rows.flags.subarray(0, count));
    store.layerSlots.setHidden(new Set(['even']));
    expect(store.rows.layer).toBe(layerColumn);
    expect(Array.from(store.rows.flags.subarray(0, count))).toEqual(before);
    expect(shownIds(store).length).toBe(count / 2);
  });
});
