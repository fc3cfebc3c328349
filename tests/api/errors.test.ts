import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { testDrivers } from './drivers';
import { startTestApp, type TestApp } from './harness';

describe.each(testDrivers())('bad input on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('answers a malformed JSON body with 400 rest_invalid_json', async () => {
    const response = await testApp.app.inject({
      method: 'POST', url: '/wp-json/mapsvg/v1/auth/login',
      headers: { 'content-type': 'application/json' }, payload: '{"username": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'rest_invalid_json', message: 'Invalid JSON body passed.', data: { status: 400 } });
  });

  it('answers an oversize body with 413 and keeps serving', async () => {
    const small = await buildApp({ db: testApp.db, bodyLimit: 1024 });
    const response = await small.inject({
      method: 'POST', url: '/wp-json/mapsvg/v1/auth/login',
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'x'.repeat(5000), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'rest_request_too_large', data: { status: 413 } });
    const health = await small.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    await small.close();
  });

  it('answers an unknown route with 404 rest_no_route', async () => {
    for (const url of ['/wp-json/mapsvg/v1/nothing-here', '/no/such/page']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
    }
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST', url: '/wp-json/mapsvg/v1/auth/login', headers: { 'content-type': 'application/x-unknown' }, payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('rest_unsupported_media_type');
  });

  it('answers a bad map id with 400 and a missing one with 404', async () => {
    const bad = await testApp.app.inject({ url: "/wp-json/mapsvg/v1/maps/1'%20OR%201=1" });
    expect(bad.statusCode).toBe(400);
    const missing = await testApp.app.inject({ url: '/wp-json/mapsvg/v1/maps/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('rest_map_not_found');
  });

  it('reports the driver in use and the state of each store on /healthz', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', database: driver.name, stores: { database: 'up' } });
  });
});
