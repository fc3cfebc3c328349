import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pgliteDriver';
import { LOGIN_WINDOW_MS, LoginThrottle, MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_USERNAME, OWNER_LANE_INTERVAL_SECONDS, tooManyLoginsMessage } from './loginThrottle';

/** Moves every counter's window back in time, as if that much time had passed. */
async function letTimePass(db: Database, ms: number): Promise<void> {
  await db.query('UPDATE rate_limits SET window_start = window_start - make_interval(secs => $1)', [ms / 1000]);
}

describe('LoginThrottle', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
  });
  afterAll(async () => { await db.close(); });

  it('admits the allowed attempts of an address, then refuses it until the window has passed', async () => {
    const throttle = new LoginThrottle(db);
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) expect(await throttle.admit('10.0.0.1', `user-${i}`)).toBe(0);
    expect(await throttle.admit('10.0.0.1', 'someone')).toBe(LOGIN_WINDOW_MS / 1000);
    // Other addresses are not affected.
    expect(await throttle.admit('10.0.0.2', 'someone')).toBe(0);
    await letTimePass(db, LOGIN_WINDOW_MS - 30_000);
    const wait = await throttle.admit('10.0.0.1', 'someone');
    expect(wait).toBeGreaterThanOrEqual(29);
    expect(wait).toBeLessThanOrEqual(31);
    await letTimePass(db, 31_000);
    expect(await throttle.admit('10.0.0.1', 'someone')).toBe(0);
  });

  it('limits one username across many addresses', async () => {
    const throttle = new LoginThrottle(db);
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_USERNAME; i += 1) expect(await throttle.admit(`10.1.0.${i}`, 'editor')).toBe(0);
    // An address that has guessed waits for the whole window.
    expect(await throttle.admit('10.1.0.1', 'editor')).toBeGreaterThan(500);
    expect(await throttle.admit('10.1.0.1', 'another-name')).toBe(0);
  });

  it('still checks one password a minute for a username over its limit, from an address without failures', async () => {
    const throttle = new LoginThrottle(db);
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_USERNAME; i += 1) await throttle.admit(`10.4.0.${i}`, 'owner-lane');
    expect(await throttle.admit('10.4.1.1', 'owner-lane')).toBe(0);
    // The lane is taken for this minute: the next new address waits at most a minute.
    const wait = await throttle.admit('10.4.1.2', 'owner-lane');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(OWNER_LANE_INTERVAL_SECONDS);
    await letTimePass(db, OWNER_LANE_INTERVAL_SECONDS * 1000);
    // Its refused try was not a failure, so it may take the lane now; the address that failed in the lane may not.
    expect(await throttle.admit('10.4.1.1', 'owner-lane')).toBeGreaterThan(OWNER_LANE_INTERVAL_SECONDS);
    expect(await throttle.admit('10.4.1.2', 'owner-lane')).toBe(0);
    expect(await throttle.admit('10.4.1.3', 'owner-lane')).toBeGreaterThan(0);
  });

  it('forgets the attempts of an address that logs in, and gives the username its attempt back', async () => {
    const throttle = new LoginThrottle(db);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i += 1) await throttle.admit('10.2.0.1', 'owner');
    await throttle.admit('10.2.0.1', 'owner');
    await throttle.succeeded('10.2.0.1', 'owner');
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) expect(await throttle.admit('10.2.0.1', 'owner')).toBe(0);
    const counts = await db.query<{ bucket: string; hits: number }>("SELECT bucket, hits FROM rate_limits WHERE key IN ('10.2.0.1', 'owner') ORDER BY bucket");
    expect(counts.rows).toEqual([{ bucket: 'login-address', hits: MAX_FAILED_LOGINS }, { bucket: 'login-username', hits: 2 * MAX_FAILED_LOGINS - 1 }]);
  });

  it('keeps its counts in the database: a new throttle (a restarted server) still refuses', async () => {
    const before = new LoginThrottle(db);
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) await before.admit('10.3.0.1', 'x');
    expect(await new LoginThrottle(db).admit('10.3.0.1', 'x')).toBeGreaterThan(500);
  });

  it('says how many minutes to wait', () => {
    expect(tooManyLoginsMessage(30)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(tooManyLoginsMessage(599)).toBe('Too many failed login attempts. Please try again in 10 minutes.');
  });
});
