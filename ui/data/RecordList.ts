import type { DataRecord, Query, QueryFilters, QuerySort, Schema } from '../../domain';
import { defaultQuery, Emitter, type Listener } from '../../domain';
import type { RecordId, RecordPage } from './collectionRequests';
import type { TimerHandle, Timers } from './timers';
import { globalTimers } from './timers';

/** Reload delay after a search or filter change (spec 7: throttled at 400 ms). */
const RELOAD_THROTTLE_MS = 400;

/** The reads a `RecordList` makes on one table; the light client's `lightRecordReader` gives them. */
export interface RecordReader<T extends DataRecord = DataRecord> {
  /** `GET {collection}/{table}?{query}`. */
  list(query: Query): Promise<RecordPage<T>>;
  /** `GET {collection}/{table}/{id}`. */
  get(id: RecordId): Promise<T>;
}

/** The events of a record list and their payloads. */
export interface RecordListEvents<T extends DataRecord = DataRecord> {
  [event: string]: unknown;
  /** A list call started. */
  loading: { query: Query };
  /**
   * The search or filters changed; the list call follows after the reload throttle. Views that
   * need no server answer for the new query (the map's markers once a search is cleared) follow at once.
   */
  queryChanged: { query: Query };
  /** A list call answered; `records` is the page now shown. */
  loaded: { records: readonly T[]; schema: Schema | undefined; hasNextPage: boolean; query: Query };
  /** The table's rows changed (a write in this page): views that keep their own copy reread it. */
  changed: { query: Query };
  /** A list call failed (already logged); views leave their loading state. */
  failed: { query: Query; failure: unknown };
}

/** Options of a record list. */
interface RecordListOptions {
  /** Initial query, merged over `defaultQuery()` (page 1, 30 per page). */
  query?: Partial<Query>;
  timers?: Timers;
  /** Default 400 ms. */
  reloadThrottleMs?: number;
}

/**
 * The records of one table a visitor's view shows: the current query, the page of records it
 * returned, and the changes of search, filters and page, announced as events. Search and filter
 * changes reload at most once per 400 ms with the latest state; page changes reload at once.
 * Only the answer of the latest list call is shown, so a slow earlier answer never replaces a
 * newer page. The viewer only reads: the admin edits records through RTK Query (`recordsApi`).
 */
export class RecordList<T extends DataRecord = DataRecord> {
  readonly #reader: RecordReader<T>;
  readonly #timers: Timers;
  readonly #throttleMs: number;
  readonly #events = new Emitter<RecordListEvents<T>>();
  #query: Query;
  #records: readonly T[] = [];
  #schema: Schema | undefined;
  #hasNextPage = false;
  #loading = false;
  #failed = false;
  #loadSequence = 0;
  #reloadTimer: TimerHandle | undefined;

  constructor(reader: RecordReader<T>, { query, timers = globalTimers, reloadThrottleMs = RELOAD_THROTTLE_MS }: RecordListOptions = {}) {
    this.#reader = reader;
    this.#timers = timers;
    this.#throttleMs = reloadThrottleMs;
    this.#query = { ...defaultQuery(), ...query };
  }

  /** The query the next list call sends. */
  get query(): Readonly<Query> {
    return this.#query;
  }

  /** The page of records of the latest list call. */
  get records(): readonly T[] {
    return this.#records;
  }

  /** The schema of the latest answer that carried one (`withSchema`). */
  get schema(): Schema | undefined {
    return this.#schema;
  }

  /** The server has more records after this page. */
  get hasNextPage(): boolean {
    return this.#hasNextPage;
  }

  /** There are records before this page. */
  get hasPrevPage(): boolean {
    return this.#query.page > 1;
  }

  /** A list call is under way. */
  get isLoading(): boolean {
    return this.#loading;
  }

  /** The latest list call failed (network or server); a later successful load clears it. */
  get loadFailed(): boolean {
    return this.#failed;
  }

  /** Adds a listener; the returned function removes it. */
  on<E extends keyof RecordListEvents<T> & string>(event: E, listener: Listener<RecordListEvents<T>[E]>): () => void {
    return this.#events.on(event, listener);
  }

  /** Removes a listener. */
  off<E extends keyof RecordListEvents<T> & string>(event: E, listener: Listener<RecordListEvents<T>[E]>): void {
    this.#events.off(event, listener);
  }

  /**
   * Loads a page now, after merging `patch` into the query. A pending throttled reload is
   * dropped: this call already uses the latest state. Resolves with this call's page even when
   * a newer call has replaced it on screen; rejects with a `RequestFailure` on failure.
   */
  async load(patch: Partial<Query> = {}): Promise<RecordPage<T>> {
    this.#cancelReload();
    this.#query = { ...this.#query, ...patch };
    const query = { ...this.#query };
    const sequence = ++this.#loadSequence;
    this.#loading = true;
    this.#events.emit('loading', { query });
    let page: RecordPage<T>;
    try {
      page = await this.#reader.list(query);
    } catch (failure) {
      if (sequence === this.#loadSequence) {
        this.#loading = false;
        this.#failed = true;
        this.#events.emit('failed', { query, failure });
      }
      throw failure;
    }
    if (sequence === this.#loadSequence) this.#show(page, query);
    return page;
  }

  /** Searches (from page 1); reloads within 400 ms with the latest text. */
  setSearch(search: string, options: { searchField?: string; searchFallback?: boolean } = {}): void {
    this.#changeAndReload({ search, ...options });
  }

  /**
   * Replaces the filters (from page 1), and the sort when given (a distance search sorts
   * nearest first); reloads within 400 ms with the latest filters.
   */
  setFilters(filters: QueryFilters, sort?: QuerySort[]): void {
    this.#changeAndReload(sort ? { filters, sort } : { filters });
  }

  /** Loads a page (from 1) now. */
  setPage(page: number): Promise<RecordPage<T>> {
    return this.load({ page: Math.max(1, Math.floor(page)), lastpage: undefined });
  }

  /** Loads the next page, when there is one. */
  async nextPage(): Promise<RecordPage<T> | null> {
    if (!this.#hasNextPage) return null;
    return this.setPage(this.#query.page + 1);
  }

  /** Loads the previous page, when there is one. */
  async prevPage(): Promise<RecordPage<T> | null> {
    if (!this.hasPrevPage) return null;
    return this.setPage(this.#query.page - 1);
  }

  /**
   * The table's rows changed: announces it (the map's markers reread their feed) and reloads
   * the page shown, with the reload throttle, when one was loaded.
   */
  refresh(): void {
    this.#events.emit('changed', { query: { ...this.#query } });
    if (this.#loadSequence > 0) this.#scheduleReload();
  }

  /** Reads one record from the server. */
  find(id: RecordId): Promise<T> {
    return this.#reader.get(id);
  }

  /** Stops a pending reload and removes every listener. */
  dispose(): void {
    this.#cancelReload();
    this.#loadSequence += 1;
    this.#events.clear();
  }

  #show(page: RecordPage<T>, query: Query): void {
    this.#loading = false;
    this.#failed = false;
    this.#records = page.records;
    if (page.schema) this.#schema = page.schema;
    this.#hasNextPage = page.hasNextPage;
    this.#events.emit('loaded', { records: page.records, schema: this.#schema, hasNextPage: page.hasNextPage, query });
  }

  #changeAndReload(patch: Partial<Query>): void {
    this.#query = { ...this.#query, ...patch, page: 1, lastpage: undefined };
    this.#events.emit('queryChanged', { query: { ...this.#query } });
    this.#scheduleReload();
  }

  /** Throttle, not debounce: while typing goes on, results still refresh every 400 ms. */
  #scheduleReload(): void {
    if (this.#reloadTimer !== undefined) return;
    this.#reloadTimer = this.#timers.setTimeout(() => {
      this.#reloadTimer = undefined;
      // Already logged by the api; a background reload has no caller to reject to.
      this.load().catch(() => undefined);
    }, this.#throttleMs);
  }

  #cancelReload(): void {
    if (this.#reloadTimer === undefined) return;
    this.#timers.clearTimeout(this.#reloadTimer);
    this.#reloadTimer = undefined;
  }
}
