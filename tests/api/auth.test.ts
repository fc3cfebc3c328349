import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { testDrivers } from './drivers';
import { loginAsAdmin, sessionCookie, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './harness';

const base = '/wp-json/mapsvg/v1';

describe.each(testDrivers())('admin authentication on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('logs in with the right password and sets an HttpOnly SameSite session cookie', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `${base}/auth/login`, payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nonce: expect.stringMatching(/^[0-9a-f]{16}$/), user: { username: 'admin' } });
    const cookie = response.cookies.find((entry) => entry.name === 'mapsvg_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a wrong password with a WordPress-style 401 and no cookie', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `${base}/auth/login`, payload: { username: 'admin', password: 'wrong' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_credentials', message: 'The username or password is incorrect.', data: { status: 401 } });
    expect(response.cookies).toHaveLength(0);
  });

  it('names missing credentials', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `${base}/auth/login`, payload: { username: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Missing parameter(s): password');
  });

  it('reports the session and nonce to a logged-in admin only', async () => {
    const login = await loginAsAdmin(testApp.app);
    const mine = await testApp.app.inject({ url: `${base}/auth/session`, headers: { cookie: login.cookie } });
    expect(mine.json()).toMatchObject({ user: { username: 'admin' }, nonce: login.nonce });
    const anonymous = await testApp.app.inject({ url: `${base}/auth/session` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_not_logged_in');
  });

  it('refuses a mutating call without the nonce or with a wrong one, and writes nothing', async () => {
    const login = await loginAsAdmin(testApp.app);
    const missing = await testApp.app.inject({ method: 'POST', url: `${base}/auth/logout`, headers: { cookie: login.cookie } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
    const wrong = await testApp.app.inject({ method: 'POST', url: `${base}/auth/logout`, headers: { cookie: login.cookie, 'x-wp-nonce': '0000000000000000' } });
    expect(wrong.statusCode).toBe(403);
    const stillValid = await testApp.app.inject({ url: `${base}/auth/session`, headers: { cookie: login.cookie } });
    expect(stillValid.statusCode).toBe(200);
  });

  it('logs out with the nonce, after which the cookie no longer works', async () => {
    const login = await loginAsAdmin(testApp.app);
    const logout = await testApp.app.inject({ method: 'POST', url: `${base}/auth/logout`, headers: { cookie: login.cookie, 'x-wp-nonce': login.nonce } });
    expect(logout.statusCode).toBe(200);
    const after = await testApp.app.inject({ url: `${base}/auth/session`, headers: { cookie: login.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('logs in through the HTML form and redirects to the admin', async () => {
    const response = await testApp.app.inject({
      method: 'POST', url: '/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'admin', password: TEST_ADMIN_PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin/');
    const admin = await testApp.app.inject({ url: '/admin/', headers: { cookie: sessionCookie(response) } });
    expect(admin.body).toContain('name="mapsvg-nonce"');
  });

  it('shows the error on the login page for a wrong password', async () => {
    const response = await testApp.app.inject({
      method: 'POST', url: '/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=nope',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('role="alert">The username or password is incorrect.');
  });

  it('refuses an expired session', async () => {
    const shortLived = await buildApp({ db: testApp.db, sessionTtlMs: 1 });
    const login = await loginAsAdmin(shortLived);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await shortLived.inject({ url: `${base}/auth/session`, headers: { cookie: login.cookie } });
    expect(response.statusCode).toBe(401);
    await shortLived.close();
  });
});
