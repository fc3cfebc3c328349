/**
 * The time from sending a chunk to its answer that an import aims at. Quicker answers mean the
 * server's fixed cost per call (a transaction, the table's upkeep) weighs on every row, so the
 * next chunks grow; much slower ones mean the rows are slow to import (addresses waiting for the
 * geocoder's turn), so they shrink and each call stays well inside the server's wait budget.
 */
const IMPORT_TARGET_ANSWER_MS = 1500;

/** Answers this many times slower than the target make the next chunks smaller. */
const SLOW_ANSWER_FACTOR = 4;

/** Smallest and largest chunk, in records; equal bounds keep every chunk the same size. */
interface ChunkBounds {
  first: number;
  smallest: number;
  largest: number;
}

/**
 * The size of an import's next chunk, set by how quickly the server answered the last ones:
 * twice as large after a quick answer (up to `largest`), half as large after a very slow one or
 * a refusal for load (down to `smallest`).
 */
export class ChunkPace {
  size: number;

  constructor(private readonly bounds: ChunkBounds) {
    this.size = Math.max(1, bounds.first);
  }

  /**
   * A chunk was answered `ms` after it was sent. `short` says it was cut smaller than the size
   * of its time (the file's last rows): it answers quickly whatever the pace, so it says nothing.
   */
  answered(ms: number, short = false): void {
    if (short) return;
    if (ms <= IMPORT_TARGET_ANSWER_MS) this.size = Math.min(Math.max(this.size, this.bounds.largest), this.size * 2);
    else if (ms > IMPORT_TARGET_ANSWER_MS * SLOW_ANSWER_FACTOR) this.shrink();
  }

  /** The server refused a chunk for load (429, 503): smaller chunks from now on. */
  refused(): void {
    this.shrink();
  }

  private shrink(): void {
    this.size = Math.max(Math.min(this.size, this.bounds.smallest), Math.floor(this.size / 2), 1);
  }
}
