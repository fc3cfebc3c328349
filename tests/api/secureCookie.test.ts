import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import type { TrustProxy } from '../../api/config';
import { migrate } from '../../api/db/migrate';
import { openTestPglite } from '../support/testPglite';
import type { Database } from '../../api/db/Database';
import { bootstrap } from '../../api/services/bootstrap';
import { TEST_ADMIN_PASSWORD } from './harness';

const login = '/wp-json/mapsvg/v1/auth/login';
const credentials = { username: 'admin', password: TEST_ADMIN_PASSWORD };

function sessionCookieOf(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((entry) => entry.name === 'mapsvg_session');
  if (!cookie) throw new Error(`No session cookie was set (status ${response.statusCode}).`);
  return cookie;
}

/** Logs in through the REST call, as the client at `remoteAddress` behind the given proxy headers. */
function restLogin(app: FastifyInstance, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: login, payload: credentials, headers, remoteAddress });
}

describe('session cookie behind TLS', () => {
  let db: Database;
  const apps: FastifyInstance[] = [];
  const appTrusting = async (trustProxy?: TrustProxy) => {
    const app = await buildApp({ db, trustProxy });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db);
    await bootstrap(db, TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
  });

  it('is HttpOnly and SameSite=Lax but not Secure over plain HTTP', async () => {
    const cookie = sessionCookieOf(await restLogin(await appTrusting(), {}));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const cookie = sessionCookieOf(await restLogin(await appTrusting(), { 'x-forwarded-proto': 'https' }));
    expect(cookie.secure).toBeFalsy();
  });

  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    const cookie = sessionCookieOf(await restLogin(await appTrusting(true), { 'x-forwarded-proto': 'https' }));
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it('is Secure behind a trusted hop count', async () => {
    const cookie = sessionCookieOf(await restLogin(await appTrusting(1), { 'x-forwarded-proto': 'https' }));
    expect(cookie.secure).toBe(true);
  });

  it('believes only the listed proxy addresses', async () => {
    const app = await appTrusting(['10.0.0.5']);
    const viaProxy = sessionCookieOf(await restLogin(app, { 'x-forwarded-proto': 'https' }, '10.0.0.5'));
    const direct = sessionCookieOf(await restLogin(app, { 'x-forwarded-proto': 'https' }, '192.0.2.7'));
    expect(viaProxy.secure).toBe(true);
    expect(direct.secure).toBeFalsy();
  });

  it('is Secure from the login page form too, and logout clears it with the same attributes', async () => {
    const app = await appTrusting(true);
    const page = await app.inject({
      method: 'POST', url: '/admin/login', payload: new URLSearchParams(credentials).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
    });
    expect(page.statusCode).toBe(303);
    const cookie = sessionCookieOf(page);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });

    const rest = await restLogin(app, { 'x-forwarded-proto': 'https' });
    const { nonce } = rest.json<{ nonce: string }>();
    const logout = await app.inject({
      method: 'POST', url: '/wp-json/mapsvg/v1/auth/logout',
      headers: { cookie: `mapsvg_session=${sessionCookieOf(rest).value}`, 'x-wp-nonce': nonce, 'x-forwarded-proto': 'https' },
    });
    expect(logout.statusCode).toBe(200);
    expect(sessionCookieOf(logout)).toMatchObject({ value: '', secure: true, httpOnly: true });
  });
});
