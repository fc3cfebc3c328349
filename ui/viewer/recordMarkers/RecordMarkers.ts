import { recordMarkerId, type DataRecord, type MarkerFeed, type MatchingIds, type Query, type RecordMarkersSource } from '../../../domain/index';
import type { MarkerColumns } from '../../../engine/index';
import { matchQuery, type RecordList } from '../../data/index';
import { feedColumns, pageColumns, type RecordPlaces } from './markerColumns';

/** What record markers need from the engine (a subset, so tests can use a small fake). */
interface MarkerTarget {
  addMarkersInSlices(batch: MarkerColumns, stillWanted: () => boolean): Promise<number>;
  removeMarkers(ids: Iterable<string>): number;
  filterMarkers(keep: ReadonlySet<string> | null): void;
}

/** What record markers read from the record list. */
export type RecordSource = Pick<RecordList<DataRecord>, 'query' | 'records' | 'on'>;

/** How record markers reach the server. */
interface RecordMarkersOptions {
  mode: RecordMarkersSource;
  /** The table's marker feed. */
  feed: () => Promise<MarkerFeed>;
  /** Ids of every record matching a query's search and filters. */
  matchingIds: (query: Partial<Query>) => Promise<MatchingIds>;
  /** Whether a query leaves records out (so markers must follow it). */
  narrows: (query: Partial<Query>) => boolean;
  /** The map loads no records until a filter is set: no markers either. */
  noFiltersNoLoad: boolean;
  /** The map does not load records on start: the feed waits for the first list call. */
  waitForFirstLoad?: boolean;
  /** Records go into layers and floors by a field's value. */
  places?: RecordPlaces | null;
}

/**
 * Keeps the map's record markers in step with its records. With `mode: 'all'` every located
 * record of the table comes through the marker feed in one batch, and each search or filter
 * change asks the server which records match over the whole table, so the markers follow the
 * filters while the directory stays paged. With `mode: 'page'` (or when the feed cannot be read)
 * the markers are the directory page's located records, replaced in one batch per page.
 */
export class RecordMarkers {
  private shown: string[] = [];
  private mode: RecordMarkersSource;
  private matchKey: string | null = null;
  private keep: ReadonlySet<string> | null = null;
  /** Markers shown besides the ones the query matches (the nearest stores outside a search's radius). */
  private extra: readonly string[] = [];
  private feedSequence = 0;
  private matchSequence = 0;
  /** Bumped by each replacement: a batch still being added stops when a newer one comes. */
  private replaceSequence = 0;
  private readonly offs: Array<() => void> = [];
  private disposed = false;

  constructor(private readonly engine: MarkerTarget, private readonly source: RecordSource, private readonly options: RecordMarkersOptions) {
    this.mode = options.mode;
  }

  /** Shows the markers and starts following the records. */
  start(): Promise<void> {
    this.offs.push(
      this.source.on('loaded', () => this.onPage()),
      this.source.on('loading', ({ query }) => this.onLoading(query)),
      this.source.on('queryChanged', ({ query }) => this.onQueryChanged(query)),
      this.source.on('changed', () => this.onChanged()),
    );
    if (this.mode === 'page') {
      this.onPage();
      return Promise.resolve();
    }
    if (this.options.waitForFirstLoad) return Promise.resolve();
    return this.loadFeed();
  }

  private onLoading(query: Query): void {
    if (this.mode === 'all' && this.feedSequence === 0) {
      void this.loadFeed();
      return;
    }
    this.follow(query);
  }

  /**
   * A search or filter was cleared: every marker is known already, so they are shown now, not
   * after the list call's throttle, and an answer still on its way for the old query is dropped.
   */
  private onQueryChanged(query: Query): void {
    if (this.mode !== 'all' || this.feedSequence === 0 || this.options.narrows(query)) return;
    this.follow(query);
  }

  /** The table was written: the feed is read again (page mode follows the reloaded page). */
  private onChanged(): void {
    if (this.mode !== 'all' || this.disposed || this.feedSequence === 0) return;
    void this.loadFeed();
  }

  /** Removes the record markers and stops following. */
  dispose(): void {
    this.disposed = true;
    for (const off of this.offs.splice(0)) off();
    this.replace(null);
  }

  private async loadFeed(): Promise<void> {
    const sequence = ++this.feedSequence;
    let feed: MarkerFeed;
    try {
      feed = await this.options.feed();
    } catch {
      if (this.disposed || sequence !== this.feedSequence) return;
      // The records are still reachable page by page: show the page rather than nothing.
      console.error('MapSVG: the marker feed could not be read; markers show the directory page only.');
      this.mode = 'page';
      this.onPage();
      return;
    }
    if (this.disposed || sequence !== this.feedSequence) return;
    this.replace(feedColumns(feed, this.options.places ?? null));
    this.matchKey = null;
    this.follow(this.source.query);
  }

  private onPage(): void {
    if (this.mode !== 'page' || this.disposed) return;
    this.replace(pageColumns(this.source.records, this.options.places ?? null));
  }

  /**
   * Shows `batch` instead of the markers shown now. A large batch goes in a slice per task (the
   * engine's `addMarkersInSlices`), so the page stays responsive while 170k markers are added;
   * the ids count as shown at once, so a replacement meanwhile removes what was added and stops
   * the rest.
   */
  private replace(batch: MarkerColumns | null): void {
    const sequence = ++this.replaceSequence;
    if (this.shown.length > 0) this.engine.removeMarkers(this.shown);
    this.shown = [];
    if (!batch || batch.ids.length === 0) return;
    // The filter first: the engine applies it to filterable markers as they arrive (one refresh).
    if (batch.filterable) this.engine.filterMarkers(this.visible());
    void this.engine.addMarkersInSlices(batch, () => sequence === this.replaceSequence && !this.disposed);
    this.shown = [...batch.ids];
  }

  /** Makes the markers show the records a query matches (feed mode). */
  private follow(query: Partial<Query>): void {
    if (this.mode !== 'all' || this.disposed) return;
    const narrows = this.options.narrows(query);
    const key = narrows ? JSON.stringify(matchQuery(query)) : '';
    if (key === this.matchKey) return;
    this.matchKey = key;
    const sequence = ++this.matchSequence;
    if (!narrows) {
      this.applyKeep(this.options.noFiltersNoLoad ? new Set() : null);
      return;
    }
    this.options.matchingIds(query).then((answer) => {
      if (this.disposed || sequence !== this.matchSequence) return;
      this.applyKeep(new Set(answer.ids.map(recordMarkerId)));
    }, () => {
      // Already logged by the data layer; the markers keep showing the last answer.
      if (sequence === this.matchSequence) this.matchKey = null;
    });
  }

  /** Also shows these records' markers while the query leaves them out (feed mode); null stops. */
  alsoShow(recordIds: readonly string[] | null): void {
    this.extra = (recordIds ?? []).map(recordMarkerId);
    if (this.mode === 'all' && !this.disposed) this.applyKeep(this.keep);
  }

  private applyKeep(keep: ReadonlySet<string> | null): void {
    this.keep = keep;
    this.engine.filterMarkers(this.visible());
  }

  /** The markers the filter keeps: the query's matches and the extra ones (null: every marker). */
  private visible(): ReadonlySet<string> | null {
    return this.keep && this.extra.length > 0 ? new Set([...this.keep, ...this.extra]) : this.keep;
  }
}
