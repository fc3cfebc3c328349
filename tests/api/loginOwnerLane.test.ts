import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../api/auth/loginThrottle';
import { testDrivers } from './drivers';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './harness';

const loginUrl = '/wp-json/mapsvg/v1/auth/login';
const strangers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];

describe.each(testDrivers())('the owner\'s way in past strangers\' guesses on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  const login = (remoteAddress: string, password: string) => testApp.app.inject({ method: 'POST', url: loginUrl, remoteAddress, payload: { username: 'admin', password } });
  const pageLogin = (remoteAddress: string, password: string) => testApp.app.inject({
    method: 'POST', url: '/admin/login', remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=admin&password=${encodeURIComponent(password)}`,
  });

  it('lets the admin in from a new address after 30 wrong guesses from three addresses, and keeps refusing the guessers', async () => {
    for (const address of strangers) {
      for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) expect((await login(address, `guess-${address}-${i}`)).statusCode).toBe(401);
    }
    // The guessers, even with the right password, and a fourth address all wait.
    expect((await login(strangers[0] ?? '', TEST_ADMIN_PASSWORD)).statusCode).toBe(429);

    const owner = await login('198.51.100.7', TEST_ADMIN_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toHaveProperty('nonce');

    // Guesses go on being refused: from the strangers' addresses, and from a new one while the lane is taken.
    for (const address of strangers) expect((await login(address, 'one-more-guess')).statusCode).toBe(429);
    const newGuesser = await login('198.51.100.99', 'fresh-guess');
    expect(newGuesser.statusCode).toBe(429);
    expect(Number(newGuesser.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The login page takes the same lane: refused now, and not a failure of that address.
    expect((await pageLogin('198.51.100.8', TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
  });
});
