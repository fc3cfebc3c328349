/** Sort direction of an id-ordered listing. */
export type IdOrder = 'asc' | 'desc';

/** What is known about one filtered listing of a table at one version of the table. */
export interface ListingFacts {
  /** The table's change counter these facts were read at. */
  readonly version: number;
  /** Ids at positions 0, stride, 2·stride… of the listing, per direction (a known prefix). */
  readonly anchors: Record<IdOrder, Array<string | number>>;
  /** True once the last anchor of a direction is known (the listing ended before the next one). */
  readonly complete: Record<IdOrder, boolean>;
  /** Number of matching records, once counted. */
  total?: number;
}

/**
 * Remembers, per filtered listing of a data table, the ids found at every `stride`-th position
 * and the total count, so a deep page starts from the nearest anchor (`id >= anchor`, a short
 * index range) instead of skipping every earlier row with OFFSET, and `lastpage` does not count
 * the table again. Entries are tied to the table's change counter (`data_table_versions`, kept
 * by a trigger), so any write, from any process, makes them stale. Least recently used entries
 * are dropped past `maxEntries`.
 */
export class PageAnchors {
  private readonly entries = new Map<string, ListingFacts>();

  constructor(readonly stride = 1000, private readonly maxEntries = 64) {}

  /** The facts of a listing at a table version; a fresh, empty entry when the version moved on. */
  facts(key: string, version: number): ListingFacts {
    const known = this.entries.get(key);
    this.entries.delete(key);
    const facts = known && known.version === version
      ? known
      : { version, anchors: { asc: [], desc: [] }, complete: { asc: false, desc: false } };
    this.entries.set(key, facts);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return facts;
  }

  /** Forgets everything (tests, or a caller that knows the tables changed wholesale). */
  clear(): void {
    this.entries.clear();
  }
}
