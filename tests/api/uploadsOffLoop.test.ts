import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './dataHelpers';
import { listenOnLoopback, probeHealth } from './healthProbe';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';

/** A detailed map: 250,000 small shapes, about 8 MB of SVG (the limit is 10 MB). */
function detailedMap(): Blob {
  const shapes: string[] = [];
  for (let i = 0; i < 250_000; i += 1) shapes.push(`<circle cx="${i % 1000}" cy="${Math.floor(i / 1000)}" r=".4"/>`);
  return new Blob([`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 250">${shapes.join('')}</svg>`], { type: 'image/svg+xml' });
}

/** A 6-megapixel PNG (a smooth gradient, so the file stays small and its decoding is the cost). */
function largePng(): Blob {
  const width = 3000;
  const height = 2000;
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) image.data.set([x % 256, y % 256, 120, 255], (y * width + x) * 4);
  }
  return new Blob([Uint8Array.from(PNG.sync.write(image))], { type: 'image/png' });
}

describe.each(testDrivers())('large admin uploads on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let baseUrl: string;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
    baseUrl = await listenOnLoopback(testApp.app);
    // The upload worker starts on first use; start it before timing anything.
    await upload('map-files', new Blob(['<svg viewBox="0 0 1 1"></svg>']), 'tiny.svg');
  });
  afterAll(async () => { await testApp.close(); });

  async function upload(route: string, file: Blob, name: string): Promise<Response> {
    const body = new FormData();
    body.append('file', file, name);
    return fetch(`${baseUrl}${API}/${route}`, { method: 'POST', body, headers: { cookie: login.cookie, 'x-wp-nonce': login.nonce } });
  }

  /** Runs an upload while a visitor asks /healthz; answers the upload and the slowest health answer. */
  async function whileProbing(work: () => Promise<Response>): Promise<{ response: Response; slowestMs: number; answers: number }> {
    const probe = probeHealth(baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await work();
    const { slowestMs, answers } = await probe.stop();
    return { response, slowestMs, answers };
  }

  it('cleans an 8 MB map of 250,000 shapes while /healthz keeps answering', async () => {
    const map = detailedMap();
    const { response, slowestMs, answers } = await whileProbing(() => upload('map-files', map, 'detailed.svg'));
    expect(response.status).toBe(200);
    const { file } = await response.json() as { file: { path: string } };
    const stored = await (await fetch(`${baseUrl}${file.path}`, { headers: { cookie: login.cookie } })).text();
    expect(stored.match(/<circle /g)).toHaveLength(250_000);
    expect(answers).toBeGreaterThan(3);
    // Before the worker, these uploads held every answer for 1.4-1.8 s; the bound leaves room for a busy CI machine.
    expect(slowestMs).toBeLessThan(500);
  });

  it('resizes a 6-megapixel PNG while /healthz keeps answering', async () => {
    const image = largePng();
    const { response, slowestMs, answers } = await whileProbing(() => upload('media', image, 'large.png'));
    expect(response.status).toBe(200);
    const { image: stored } = await response.json() as { image: { sizes: { full: { width: number }; thumbnail: { width: number; height: number }; medium: { width: number; height: number } } } };
    expect(stored.sizes.full.width).toBe(3000);
    expect(stored.sizes.thumbnail).toMatchObject({ width: 150, height: 150 });
    expect(stored.sizes.medium).toMatchObject({ width: 300, height: 200 });
    expect(answers).toBeGreaterThan(3);
    // Before the worker, these uploads held every answer for 1.4-1.8 s; the bound leaves room for a busy CI machine.
    expect(slowestMs).toBeLessThan(500);
  });

  it('still refuses an image with a clear message from the worker', async () => {
    const response = await upload('media', new Blob(['<svg viewBox="0 0 1 1"></svg>']), 'drawing.png');
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe('SVG files cannot be used in image fields: upload a PNG, JPEG, GIF or WebP image.');
  });
});
