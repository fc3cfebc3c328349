import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../api/auth/loginThrottle';
import { testDrivers } from './drivers';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './harness';

const base = '/wp-json/mapsvg/v1';

describe.each(testDrivers())('login rate limit on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('refuses every login from an address after repeated wrong passwords, on the REST call and the login page', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) {
      const wrong = await testApp.app.inject({ method: 'POST', url: `${base}/auth/login`, payload: { username: 'admin', password: `guess-${i}` } });
      expect(wrong.statusCode).toBe(401);
    }
    // Even the right password waits now: a guesser cannot tell a hit from a miss.
    const rest = await testApp.app.inject({ method: 'POST', url: `${base}/auth/login`, payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toMatchObject({ code: 'rest_too_many_requests', message: 'Too many failed login attempts. Please try again in 10 minutes.' });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(500);
    expect(rest.cookies).toHaveLength(0);
    const page = await testApp.app.inject({ method: 'POST', url: '/admin/login', payload: `username=admin&password=${encodeURIComponent(TEST_ADMIN_PASSWORD)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many failed login attempts.');
    expect(page.cookies).toHaveLength(0);
  });
});
