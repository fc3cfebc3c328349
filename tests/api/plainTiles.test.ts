import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { startTestApp, type TestApp } from './harness';

describe.each(testDrivers())('the plain street-map tiles on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('serves a PNG tile any site may draw, cached for a day', async () => {
    const response = await testApp.app.inject({ url: '/tiles/4/3/5.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers a tile outside the world or past the deepest zoom with 404 and the tiles\' form', async () => {
    for (const url of ['/tiles/2/4/0.png', '/tiles/20/0/0.png', '/tiles/1/0/0.jpg', '/tiles/a/0/0.png']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'mapsvg_tile_not_found', data: { status: 404 } });
      expect(response.json().message, url).toContain('tiles are /tiles/{z}/{x}/{y}.png with z from 0 to 19');
    }
  });
});
