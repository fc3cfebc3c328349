/** Failed logins allowed from one address within the window before it must wait. */
export const MAX_FAILED_LOGINS = 10;
/** How long failures are remembered, and how long a blocked address waits. */
export const LOGIN_WINDOW_MS = 10 * 60_000;

interface Failures {
  count: number;
  /** When the oldest remembered failure happened. */
  since: number;
}

/**
 * Slows password guessing: an address with {@link MAX_FAILED_LOGINS} failed logins within
 * {@link LOGIN_WINDOW_MS} is refused until the window has passed, whatever it sends. A
 * successful login clears its failures. Kept in memory: one server process guards itself.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds the address must still wait, or 0 when it may try. */
  retryAfter(address: string): number {
    const entry = this.current(address);
    if (!entry || entry.count < MAX_FAILED_LOGINS) return 0;
    return Math.max(1, Math.ceil((entry.since + LOGIN_WINDOW_MS - this.now()) / 1000));
  }

  /** Records a failed login from the address. */
  failed(address: string): void {
    const entry = this.current(address);
    if (entry) entry.count += 1;
    else this.failures.set(address, { count: 1, since: this.now() });
    // Forget stale addresses now and then, so the map cannot grow without bound.
    if (this.failures.size > 10_000) this.sweep();
  }

  /** A successful login forgets the address's failures. */
  succeeded(address: string): void {
    this.failures.delete(address);
  }

  private current(address: string): Failures | undefined {
    const entry = this.failures.get(address);
    if (entry && this.now() - entry.since >= LOGIN_WINDOW_MS) {
      this.failures.delete(address);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    for (const address of [...this.failures.keys()]) this.current(address);
  }
}

/** The message shown when an address must wait. */
export function tooManyLoginsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
