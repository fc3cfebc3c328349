/**
 * Allows one call per interval per client key (an IP address). Old entries are swept so the
 * map cannot grow without bound.
 */
export class RateLimiter {
  private readonly last = new Map<string, number>();

  constructor(private readonly intervalMs: number, private readonly now: () => number = Date.now) {}

  /** Milliseconds the client must still wait, or 0 when the call may go ahead (and is counted). */
  take(key: string): number {
    const now = this.now();
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.intervalMs) return this.intervalMs - (now - previous);
    this.last.set(key, now);
    if (this.last.size > 10_000) this.sweep(now);
    return 0;
  }

  private sweep(now: number): void {
    for (const [key, time] of this.last) {
      if (now - time >= this.intervalMs) this.last.delete(key);
    }
  }
}
