import type { Database } from '../../db/Database';

/** How long `/healthz` waits for the database's own answer before it goes by the last one. */
const LIVE_ANSWER_MS = 100;
/** A database that has not answered for this long is reported down, busy or not. */
const SILENT_LIMIT_MS = 10_000;

/** A database's state as `/healthz` reports it. */
type DatabaseState = 'up' | 'down';

/**
 * Asks the database `SELECT 1` for `/healthz`, one question at a time. A database busy with a
 * long statement (a heavy read holds PGlite's single connection) answers late, not never: the
 * probe then goes by when it last answered, and reports it down only after it has been silent
 * for {@link SILENT_LIMIT_MS} or when it answers with an error. So a busy database neither slows
 * `/healthz` nor gets a queue of probes piled on it by a monitor that asks often.
 */
export class DatabaseProbe {
  private asking: Promise<DatabaseState> | undefined;
  private lastAnswerAt = 0;
  private lastState: DatabaseState = 'down';

  constructor(private readonly db: Database, private readonly now: () => number = Date.now) {}

  /** The database's state now: its live answer when it comes quickly, else its last one. */
  async state(): Promise<DatabaseState> {
    const answer = this.ask();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => { timer = setTimeout(() => resolve(undefined), LIVE_ANSWER_MS); });
    const live = await Promise.race([answer, late]);
    clearTimeout(timer);
    if (live) return live;
    return this.lastState === 'up' && this.now() - this.lastAnswerAt < SILENT_LIMIT_MS ? 'up' : 'down';
  }

  private ask(): Promise<DatabaseState> {
    this.asking ??= this.db.query('SELECT 1').then(() => 'up' as const, () => 'down' as const).then((state) => {
      this.lastState = state;
      this.lastAnswerAt = this.now();
      this.asking = undefined;
      return state;
    });
    return this.asking;
  }
}
