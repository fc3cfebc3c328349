import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_USERNAME } from '../../api/auth/loginThrottle';
import { testDrivers } from './drivers';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './harness';

const loginUrl = '/wp-json/mapsvg/v1/auth/login';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe.each(testDrivers())('login hardening on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('checks at most the allowed passwords when 200 guesses from one address arrive at once', async () => {
    const { app } = testApp;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const guesses = Array.from({ length: 200 }, (_unused, i) => fetch(`http://127.0.0.1:${port}${loginUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: `parallel-guess-${i}` }),
    }).then((response) => response.status));
    const statuses = await Promise.all(guesses);
    const checked = statuses.filter((status) => status === 401).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(checked).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(checked + refused).toBe(200);
  });

  it('limits guesses at one username spread over many addresses, and the limit outlives a restart', async () => {
    const { app, db } = testApp;
    const guess = (remoteAddress: string, password: string) => app.inject({ method: 'POST', url: loginUrl, remoteAddress, payload: { username: 'spread-target', password } });
    const statuses = await Promise.all(Array.from({ length: MAX_FAILED_LOGINS_PER_USERNAME + 10 }, (_unused, i) => guess(`10.9.${i}.1`, `g${i}`).then((response) => response.statusCode)));
    // The username's allowance, plus the one password a minute of the owner's lane.
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_LOGINS_PER_USERNAME + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);

    // A new app on the same database is a restarted server: the count is still there.
    const restarted = await buildApp({ db });
    try {
      const after = await restarted.inject({ method: 'POST', url: loginUrl, remoteAddress: '10.9.200.1', payload: { username: 'spread-target', password: 'x' } });
      expect(after.statusCode).toBe(429);
      // A new address may only wait for the owner's lane, which this minute's guess has taken.
      expect(after.json()).toMatchObject({ code: 'rest_too_many_requests', message: 'Too many failed login attempts. Please try again in 1 minute.' });
      // An address whose guess was checked waits for the whole window.
      const guesser = `10.9.${statuses.indexOf(401)}.1`;
      const guessedBefore = await restarted.inject({ method: 'POST', url: loginUrl, remoteAddress: guesser, payload: { username: 'spread-target', password: 'y' } });
      expect(guessedBefore.json()).toMatchObject({ code: 'rest_too_many_requests', message: 'Too many failed login attempts. Please try again in 10 minutes.' });
    } finally {
      await restarted.close();
    }
  });

  it('takes as long for an unknown username as for a wrong password of a real one', async () => {
    const { app } = testApp;
    const timeLogin = async (username: string, remoteAddress: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: loginUrl, remoteAddress, payload: { username, password: 'not-the-password' } });
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    await timeLogin('warm-up-name', '10.8.0.1');
    const unknown: number[] = [];
    const known: number[] = [];
    // Alternated, each from its own address, so machine noise hits both sides alike.
    for (let i = 0; i < 9; i += 1) {
      unknown.push(await timeLogin(`nobody-${i}`, `10.8.1.${i}`));
      known.push(await timeLogin('admin', `10.8.2.${i}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });

  it('still lets the admin in with the right password from an address that has not guessed', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: loginUrl, remoteAddress: '10.7.0.1', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(response.statusCode).toBe(200);
  });
});
