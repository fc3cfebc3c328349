import { ClientGone } from '../query/ReadGate';

/** Default budget of a feed cache: enough for a few 100k-record feeds in every encoding. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 256;

interface Entry {
  body: Buffer;
}

/**
 * Built answers of the feed routes (JSON and its compressed forms), least recently used first
 * out past a byte budget, so a second visitor of an unchanged table costs a lookup instead of a
 * table read and a compression. Keys carry the table's data version, which every writer of any
 * process bumps, so an entry never outlives the data it was built from: the cache is only a
 * shortcut and is correct with several server processes. Concurrent calls for one key share a
 * single build.
 */
export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES, private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  /** The body kept under `key`, else the one `build` makes (kept when it fits the budget). */
  async get(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.body;
    }
    const pending = this.building.get(key);
    // A build stopped because the visitor who started it left is no answer for the others
    // waiting on it: they build it again (one of them; the rest share that build).
    if (pending) return pending.catch((error: unknown) => (error instanceof ClientGone ? this.get(key, build) : Promise.reject(error)));
    const started = build().then((body) => {
      this.store(key, body);
      return body;
    }).finally(() => this.building.delete(key));
    this.building.set(key, started);
    return started;
  }

  /** Forgets one entry (a body that turned out to be built from another version). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }

  private store(key: string, body: Buffer): void {
    if (body.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { body });
    this.bytes += body.length;
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }
}
