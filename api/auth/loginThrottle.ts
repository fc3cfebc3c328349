import type { Queryable } from '../db/Database';
import type { HitCounter } from './HitCounter';
import { RateLimit } from './RateLimit';
import { clientGroup } from '../http/clientGroup';

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
/**
 * The owner's lane: once a username is over its limit, one password for it is still checked
 * per this many seconds, and only from an address that has not failed within the window.
 */
export const OWNER_LANE_INTERVAL_SECONDS = 60;

/** Usernames are counted by their first characters only, so a huge name cannot bloat the table. */
const USERNAME_KEY_LENGTH = 150;

/**
 * Slows password guessing. Every attempt is counted, in the database, before its password is
 * checked: per address ({@link MAX_FAILED_LOGINS}) and per username
 * ({@link MAX_FAILED_LOGINS_PER_USERNAME}) within {@link LOGIN_WINDOW_MS}. Attempts past either
 * limit are refused unchecked until the window has passed, however many arrive at once; the
 * counts survive a restart and are shared by every server process. A successful login clears
 * its address's count and takes its own attempt back from the username's count. Addresses are
 * counted as clients: IPv4 addresses one by one, IPv6 addresses by their /64.
 *
 * Strangers' guesses spread over a few addresses use up a username's allowance; so that they
 * cannot lock the owner out with it, a username over its limit keeps a slow lane: one password
 * per {@link OWNER_LANE_INTERVAL_SECONDS}, only from an address with no failure in the window,
 * is still checked. An address that has guessed never gets it, and the lane adds at most one
 * checked guess a minute to what the username limit allows.
 */
export class LoginThrottle {
  private readonly byAddress: RateLimit;
  private readonly byUsername: RateLimit;
  private readonly ownerLane: RateLimit;

  /** `store`: where attempts are counted, a {@link HitCounter} (Redis) or the database. */
  constructor(store: Queryable | HitCounter) {
    const windowSeconds = LOGIN_WINDOW_MS / 1000;
    this.byAddress = new RateLimit(store, { bucket: 'login-address', maxHits: MAX_FAILED_LOGINS, windowSeconds });
    this.byUsername = new RateLimit(store, { bucket: 'login-username', maxHits: MAX_FAILED_LOGINS_PER_USERNAME, windowSeconds });
    this.ownerLane = new RateLimit(store, { bucket: 'login-owner-lane', maxHits: 1, windowSeconds: OWNER_LANE_INTERVAL_SECONDS });
  }

  /**
   * Counts a login attempt before its password is checked. Answers 0 when the password may be
   * checked, else the seconds to wait. An address already over its limit does not spend the
   * username's allowance, so one blocked guesser cannot lock the name's owner out. Past the
   * username's limit, an address without failures may take the owner's lane.
   */
  async admit(address: string, username: string): Promise<number> {
    const client = clientGroup(address);
    const byAddress = await this.byAddress.hit(client);
    if (byAddress.wait > 0) return byAddress.wait;
    const usernameWait = await this.byUsername.take(usernameKey(username));
    if (usernameWait === 0) return 0;
    // Earlier attempts of this address in the window were all checked (refused ones are given
    // back below and a success clears the count): more than this one means it has failed.
    if (byAddress.hits > 1) return usernameWait;
    const laneWait = await this.ownerLane.take(usernameKey(username));
    if (laneWait === 0) return 0;
    // Refused unchecked, so not a failure: the owner may try the lane again from here.
    await this.byAddress.giveBack(client);
    return laneWait;
  }

  /** The attempt succeeded: it was not a guess. */
  async succeeded(address: string, username: string): Promise<void> {
    await this.byAddress.forget(clientGroup(address));
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
