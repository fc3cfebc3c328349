import { describe, expect, it, vi } from 'vitest';
import type { DataRecord, MarkerFeed, MatchingIds, Query } from '../../../domain/index';
import type { MarkerColumns } from '../../../engine/index';
import { Emitter } from '../../../domain/index';
import { narrowsRecords } from '../../data/markerFeed';
import { ExtraRecordMarkers } from './extraMarkers';
import { RecordMarkers, type RecordSource } from './RecordMarkers';

/** A stand-in for the engine's bulk marker calls: which record markers would be drawn. */
class FakeEngine {
  readonly markers = new Map<string, boolean>();
  keep: ReadonlySet<string> | null = null;
  batches = 0;

  /** As the engine does: 1,000 markers now, each next 1,000 in a later task unless no longer wanted. */
  async addMarkersInSlices(batch: MarkerColumns, stillWanted: () => boolean): Promise<number> {
    this.batches += 1;
    let added = 0;
    for (let from = 0; from < batch.ids.length; from += 1000) {
      if (from > 0) {
        await settle();
        if (!stillWanted()) break;
      }
      for (const id of batch.ids.slice(from, from + 1000)) this.markers.set(id, batch.filterable === true);
      added = Math.min(batch.ids.length, from + 1000);
    }
    return added;
  }

  removeMarkers(ids: Iterable<string>): number {
    let removed = 0;
    for (const id of ids) if (this.markers.delete(id)) removed += 1;
    return removed;
  }

  filterMarkers(keep: ReadonlySet<string> | null): void {
    this.keep = keep;
  }

  /** Ids a visitor would see. */
  shown(): string[] {
    return [...this.markers].filter(([id, filterable]) => !filterable || !this.keep || this.keep.has(id)).map(([id]) => id).sort();
  }
}

type Events = Record<string, unknown> & { loading: { query: Query }; loaded: { records: DataRecord[] } };

class FakeRecordList {
  readonly events = new Emitter<Events>();
  query: Query = { page: 1, perpage: 30 };
  records: DataRecord[] = [];

  on(event: string, listener: (payload: never) => void): () => void {
    return this.events.on(event, listener as (payload: unknown) => void);
  }

  /** A search typed or cleared: the query changes now, its list call starts after the throttle. */
  changeQuery(patch: Partial<Query>): void {
    this.query = { ...this.query, ...patch };
    this.events.emit('queryChanged', { query: this.query });
  }

  /** What the record list does on a filter change: a list call starts, then answers. */
  loadWith(patch: Partial<Query>, page: DataRecord[]): void {
    this.query = { ...this.query, ...patch };
    this.events.emit('loading', { query: this.query });
    this.records = page;
    this.events.emit('loaded', { records: page });
  }
}

function feedOf(count: number): MarkerFeed {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  return {
    version: 1, ids, lat: ids.map((i) => i % 80), lng: ids.map((i) => i % 170), x: ids.map(() => null), y: ids.map(() => null),
    images: ['uploads/shop.png'], image: ids.map((i) => (i % 2 === 0 ? 0 : -1)), titles: ids.map((i) => `Store ${i}`),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { feed?: () => Promise<MarkerFeed>; ids?: (query: Partial<Query>) => Promise<MatchingIds>; mode?: 'all' | 'page' } = {},
  engine = new FakeEngine(), recordList = new FakeRecordList()) {
  const matchingIds = vi.fn(options.ids ?? (async () => ({ version: 1, ids: [2, 4] })));
  const markers = new RecordMarkers(engine, recordList as unknown as RecordSource, {
    mode: options.mode ?? 'all', feed: options.feed ?? (async () => feedOf(1000)), matchingIds, narrows: narrowsRecords, noFiltersNoLoad: false,
  });
  return { engine, recordList, markers, matchingIds };
}

describe('RecordMarkers', () => {
  it('shows every record of the feed as a marker in one batch, whatever the directory page', async () => {
    const { engine, recordList, markers } = setup();
    await markers.start();
    recordList.loadWith({}, [{ id: 1 } as DataRecord]);
    expect(engine.shown()).toHaveLength(1000);
    expect(engine.batches).toBe(1);
  });

  it('follows a filter over the whole table, and shows all again when it is cleared', async () => {
    const { engine, recordList, markers, matchingIds } = setup();
    await markers.start();
    recordList.loadWith({ filters: { category: 'shop' } }, []);
    await settle();
    expect(matchingIds).toHaveBeenCalledTimes(1);
    expect(engine.shown()).toEqual(['record_2', 'record_4']);
    // Turning the page keeps the same filters: no second ids call.
    recordList.loadWith({ page: 2 }, []);
    await settle();
    expect(matchingIds).toHaveBeenCalledTimes(1);
    recordList.loadWith({ filters: {} }, []);
    await settle();
    expect(engine.shown()).toHaveLength(1000);
  });

  it('also shows the nearest stores a search found outside its radius, whichever answer comes last, until told to stop', async () => {
    const { engine, recordList, markers } = setup({ ids: async () => ({ version: 1, ids: [] }) });
    await markers.start();
    recordList.loadWith({ filters: { distance: { units: 'km', length: 10, geoPoint: { lat: 40, lng: -105 } } } }, []);
    // Asked before the radius's own (empty) answer arrives: the answer keeps them.
    markers.alsoShow(['7', '9']);
    await settle();
    expect(engine.shown()).toEqual(['record_7', 'record_9']);
    markers.alsoShow(['9']);
    expect(engine.shown()).toEqual(['record_9']);
    markers.alsoShow(null);
    expect(engine.shown()).toEqual([]);
  });

  it('keeps showing the nearest stores outside the radius when the markers are rebuilt (an option change)', async () => {
    const noneInRadius = async () => ({ version: 1, ids: [] });
    const extra = new ExtraRecordMarkers();
    const first = setup({ ids: noneInRadius });
    const detachFirst = extra.attach(first.markers);
    await first.markers.start();
    const radius = { filters: { distance: { units: 'km', length: 10, geoPoint: { lat: 40, lng: -105 } } } };
    first.recordList.loadWith(radius, []);
    extra.alsoShow(['7', '9']);
    await settle();
    expect(first.engine.shown()).toEqual(['record_7', 'record_9']);
    // The rebuild: the old markers go, new ones come for the same records, with the search still set.
    detachFirst();
    first.markers.dispose();
    const second = setup({ ids: noneInRadius }, first.engine, first.recordList);
    extra.attach(second.markers);
    await second.markers.start();
    await settle();
    expect(second.engine.shown()).toEqual(['record_7', 'record_9']);
    extra.alsoShow(null);
    expect(second.engine.shown()).toEqual([]);
  });

  it('shows every marker as soon as a search is cleared, before any list call, and drops the answer still on its way', async () => {
    const answers: Array<(ids: MatchingIds) => void> = [];
    const { engine, recordList, markers, matchingIds } = setup({ ids: () => new Promise((resolve) => answers.push(resolve)) });
    await markers.start();
    recordList.loadWith({ search: 'paris' }, []);
    answers[0]?.({ version: 1, ids: [7] });
    await settle();
    expect(engine.shown()).toEqual(['record_7']);
    recordList.changeQuery({ search: 'pari' });
    recordList.loadWith({ search: 'pari' }, []);
    recordList.changeQuery({ search: '' });
    expect(engine.shown()).toHaveLength(1000);
    answers[1]?.({ version: 1, ids: [8] });
    await settle();
    expect(engine.shown()).toHaveLength(1000);
    expect(matchingIds).toHaveBeenCalledTimes(2);
  });

  it('keeps the newest answer when filter answers arrive out of order', async () => {
    const answers: Array<(ids: MatchingIds) => void> = [];
    const { engine, recordList, markers } = setup({ ids: () => new Promise((resolve) => answers.push(resolve)) });
    await markers.start();
    recordList.loadWith({ search: 'a' }, []);
    recordList.loadWith({ search: 'ab' }, []);
    answers[1]?.({ version: 1, ids: [7] });
    await settle();
    answers[0]?.({ version: 1, ids: [1, 2, 3] });
    await settle();
    expect(engine.shown()).toEqual(['record_7']);
  });

  it('falls back to the directory page when the feed cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { engine, recordList, markers } = setup({ feed: async () => { throw new Error('offline'); } });
    await markers.start();
    recordList.loadWith({}, [{ id: 5, location: { img: '', geoPoint: { lat: 1, lng: 2 } } } as unknown as DataRecord, { id: 6 } as DataRecord]);
    expect(engine.shown()).toEqual(['record_5']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('marker feed could not be read'));
    error.mockRestore();
  });

  it('in page mode replaces the markers with each page, as one batch per page', async () => {
    const { engine, recordList, markers } = setup({ mode: 'page' });
    await markers.start();
    const located = (id: number) => ({ id, location: { img: '', svgPoint: { x: id, y: id } } }) as unknown as DataRecord;
    recordList.loadWith({}, [located(1), located(2)]);
    recordList.loadWith({ page: 2 }, [located(3)]);
    expect(engine.shown()).toEqual(['record_3']);
  });

  it('removes its markers when disposed', async () => {
    const { engine, markers } = setup();
    await markers.start();
    markers.dispose();
    expect(engine.shown()).toEqual([]);
  });

  it('reads the feed again when the table is written in this page, so a saved record gets its marker', async () => {
    let count = 1000;
    const { engine, recordList, markers } = setup({ feed: async () => feedOf(count) });
    await markers.start();
    count = 1001;
    recordList.events.emit('changed', { query: recordList.query });
    await settle();
    await settle();
    expect(engine.shown()).toHaveLength(1001);
    expect(engine.shown()).toContain('record_1001');
  });

  it('stops adding a feed still going in when a newer one replaces it, so no marker of the old one is left', async () => {
    let count = 2500;
    const { engine, recordList, markers } = setup({ feed: async () => feedOf(count) });
    // The first feed has its first slice in; the table is written before the rest goes in.
    await markers.start();
    expect(engine.shown()).toHaveLength(1000);
    count = 10;
    recordList.events.emit('changed', { query: recordList.query });
    await settle();
    await settle();
    expect(engine.shown()).toHaveLength(10);
    expect(engine.shown()).not.toContain('record_2000');
  });
});
