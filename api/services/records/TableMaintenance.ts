import type { Database } from '../../db/Database';
import { quoteIdent } from '../../sql/identifiers';

/** Imported rows after which a table's statistics and visibility map are refreshed. */
const ROWS_PER_REFRESH = 5_000;
/** Quiet time after the last import call before the refresh runs. */
const QUIET_MS = 2_000;

/**
 * Refreshes a table after large imports (`VACUUM ANALYZE`): the embedded database has no
 * autovacuum, and without fresh statistics and a visibility map the planner picks slow plans
 * and deep pages cannot use index-only scans. Runs once the imports of a table go quiet.
 */
export class TableMaintenance {
  private readonly pending = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly db: Database, private readonly quietMs = QUIET_MS) {}

  /** Counts imported rows and schedules a refresh when enough have arrived. */
  afterImport(table: string, rows: number): void {
    const total = (this.pending.get(table) ?? 0) + rows;
    this.pending.set(table, total);
    if (total < ROWS_PER_REFRESH) return;
    clearTimeout(this.timers.get(table));
    this.timers.set(table, setTimeout(() => void this.refresh(table), this.quietMs));
  }

  /** Refreshes a table now (also used by benchmarks that cannot wait for the quiet time). */
  async refresh(table: string): Promise<void> {
    clearTimeout(this.timers.get(table));
    this.timers.delete(table);
    this.pending.delete(table);
    try {
      await this.db.exec(`VACUUM ANALYZE ${quoteIdent(table)}`);
    } catch {
      // The table may have been dropped meanwhile; there is nothing left to refresh.
    }
  }

  /** Cancels scheduled refreshes (the app is closing). */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
