import type { Queryable } from '../db/Database';
import type { HitCounter } from './HitCounter';
import { RateLimit } from './RateLimit';

/** Failed logins allowed from one address within the window before it must wait. */
export const MAX_FAILED_LOGINS = 10;
/**
 * Failed logins allowed for one username within the window, from all addresses together: a
 * guesser spreading over many addresses is slowed too. Higher than the per-address limit, so
 * the owner of the name, typing from a few places, is rarely the one who waits.
 */
export const MAX_FAILED_LOGINS_PER_USERNAME = 30;
/** How long failures are remembered, and how long a blocked address or username waits. */
export const LOGIN_WINDOW_MS = 10 * 60_000;

/** Usernames are counted by their first characters only, so a huge name cannot bloat the table. */
const USERNAME_KEY_LENGTH = 150;

/**
 * Slows password guessing. Every attempt is counted, in the database, before its password is
 * checked: per address ({@link MAX_FAILED_LOGINS}) and per username
 * ({@link MAX_FAILED_LOGINS_PER_USERNAME}) within {@link LOGIN_WINDOW_MS}. Attempts past either
 * limit are refused unchecked until the window has passed, however many arrive at once; the
 * counts survive a restart and are shared by every server process. A successful login clears
 * its address's count and takes its own attempt back from the username's count.
 */
export class LoginThrottle {
  private readonly byAddress: RateLimit;
  private readonly byUsername: RateLimit;

  /** `store`: where attempts are counted, a {@link HitCounter} (Redis) or the database. */
  constructor(store: Queryable | HitCounter) {
    const windowSeconds = LOGIN_WINDOW_MS / 1000;
    this.byAddress = new RateLimit(store, { bucket: 'login-address', maxHits: MAX_FAILED_LOGINS, windowSeconds });
    this.byUsername = new RateLimit(store, { bucket: 'login-username', maxHits: MAX_FAILED_LOGINS_PER_USERNAME, windowSeconds });
  }

  /**
   * Counts a login attempt before its password is checked. Answers 0 when the password may be
   * checked, else the seconds to wait. An address already over its limit does not spend the
   * username's allowance, so one blocked guesser cannot lock the name's owner out.
   */
  async admit(address: string, username: string): Promise<number> {
    const addressWait = await this.byAddress.take(address);
    if (addressWait > 0) return addressWait;
    return this.byUsername.take(usernameKey(username));
  }

  /** The attempt succeeded: it was not a guess. */
  async succeeded(address: string, username: string): Promise<void> {
    await this.byAddress.forget(address);
    await this.byUsername.giveBack(usernameKey(username));
  }
}

function usernameKey(username: string): string {
  return username.slice(0, USERNAME_KEY_LENGTH);
}

/** The message shown when an address must wait. */
export function tooManyLoginsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
