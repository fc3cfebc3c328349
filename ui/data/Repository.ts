import type { DataRecord, Query, QueryFilterOut, QueryFilters, QuerySort, Schema } from '../../domain';
import { defaultQuery, Emitter, type Listener } from '../../domain';
import type { RecordId, RecordPage } from './collectionRequests';
import type { RecordGateway } from './recordGateway';
import { RecordModel } from './RecordModel';
import type { TimerHandle, Timers } from './timers';
import { globalTimers } from './timers';

/** Reload delay after a search or filter change (spec 7: throttled at 400 ms). */
export const RELOAD_THROTTLE_MS = 400;

/** The events of a repository and their payloads. */
export interface RepositoryEvents<T extends DataRecord = DataRecord> {
  [event: string]: unknown;
  /** A list call started. */
  loading: { query: Query };
  /** A list call answered; `records` is the page now shown. */
  loaded: { records: readonly T[]; schema: Schema | undefined; hasNextPage: boolean; query: Query };
  created: { record: T };
  updated: { record: T };
  deleted: { id: RecordId };
  /** Every record was removed. */
  cleared: Record<string, never>;
  /** A list call failed (already logged); views leave their loading state. */
  failed: { query: Query; failure: unknown };
}

/** Options of a repository. */
export interface RepositoryOptions {
  /** Initial query, merged over `defaultQuery()` (page 1, 30 per page). */
  query?: Partial<Query>;
  timers?: Timers;
  /** Default 400 ms. */
  reloadThrottleMs?: number;
}

/**
 * The records of one collection (and table) a screen shows: the current query, the page of
 * records it returned, and the calls that change them, announced as events. Search and filter
 * changes reload at most once per 400 ms with the latest state; page and sort changes reload at
 * once. Only the answer of the latest list call is shown, so a slow earlier answer never
 * replaces a newer page.
 */
export class Repository<T extends DataRecord = DataRecord> {
  readonly #gateway: RecordGateway<T>;
  readonly #timers: Timers;
  readonly #throttleMs: number;
  readonly #events = new Emitter<RepositoryEvents<T>>();
  #query: Query;
  #records: readonly T[] = [];
  #schema: Schema | undefined;
  #hasNextPage = false;
  #loading = false;
  #failed = false;
  #loadSequence = 0;
  #reloadTimer: TimerHandle | undefined;

  constructor(gateway: RecordGateway<T>, { query, timers = globalTimers, reloadThrottleMs = RELOAD_THROTTLE_MS }: RepositoryOptions = {}) {
    this.#gateway = gateway;
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
  on<E extends keyof RepositoryEvents<T> & string>(event: E, listener: Listener<RepositoryEvents<T>[E]>): () => void {
    return this.#events.on(event, listener);
  }

  /** Removes a listener. */
  off<E extends keyof RepositoryEvents<T> & string>(event: E, listener: Listener<RepositoryEvents<T>[E]>): void {
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
      page = await this.#gateway.list(query);
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

  /** Replaces the filters (from page 1); reloads within 400 ms with the latest filters. */
  setFilters(filters: QueryFilters): void {
    this.#changeAndReload({ filters });
  }

  /** Sets or removes the filter-out rule (from page 1); reloads within 400 ms. */
  setFilterOut(filterout: QueryFilterOut | undefined): void {
    this.#changeAndReload({ filterout });
  }

  /** Sorts and reloads page 1 now. */
  setSort(sort: QuerySort[]): Promise<RecordPage<T>> {
    return this.load({ sort, page: 1, lastpage: undefined });
  }

  /** Loads a page (from 1) now. */
  setPage(page: number): Promise<RecordPage<T>> {
    return this.load({ page: Math.max(1, Math.floor(page)), lastpage: undefined });
  }

  /** Changes the page size (0 = all) and reloads page 1 now. */
  setPerPage(perpage: number): Promise<RecordPage<T>> {
    return this.load({ perpage: Math.max(0, Math.floor(perpage)), page: 1, lastpage: undefined });
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

  /** Reads one record from the server. */
  find(id: RecordId): Promise<T> {
    return this.#gateway.get(id);
  }

  /** Wraps a record for editing; see `RecordModel`. */
  edit(record: Partial<T>): RecordModel<T> {
    return new RecordModel<T>(record);
  }

  /** Creates a record; a model given here receives its new id. Emits `created`. */
  async create(input: RecordModel<T> | Partial<T>): Promise<T> {
    const model = input instanceof RecordModel ? input : new RecordModel<T>(input);
    const { id: _id, ...sent } = model.toJSON();
    const created = await this.#gateway.create(sent as Partial<T>);
    model.markSaved(sent as Partial<T>, created);
    this.#events.emit('created', { record: created });
    return created;
  }

  /**
   * Sends the changed fields (plus id) of a model and clears them on success. Nothing is sent
   * when nothing changed. Emits `updated` and refreshes the record in the page.
   */
  async update(model: RecordModel<T>): Promise<T> {
    if (model.isNew) throw new TypeError('MapSVG: a record without an id must be created, not updated.');
    if (!model.isDirty) return model.toJSON() as T;
    const sent = model.changes() as Partial<T> & { id: RecordId };
    const saved = await this.#gateway.update(sent);
    model.markSaved(sent, saved);
    const record = model.toJSON() as T;
    this.#records = this.#records.map((item) => (item.id === record.id ? { ...item, ...record } : item));
    this.#events.emit('updated', { record });
    return record;
  }

  /** Deletes a record and removes it from the page. Emits `deleted`. */
  async delete(id: RecordId): Promise<void> {
    await this.#gateway.remove(id);
    this.#records = this.#records.filter((record) => record.id !== id);
    this.#events.emit('deleted', { id });
  }

  /** Deletes every record of the collection. Emits `cleared`. */
  async clear(): Promise<void> {
    await this.#gateway.clear();
    this.#records = [];
    this.#hasNextPage = false;
    this.#query = { ...this.#query, page: 1 };
    this.#events.emit('cleared', {});
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
    // Throttle, not debounce: while typing goes on, results still refresh every 400 ms.
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
