import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { DatabaseHitCounter } from '../../api/auth/DatabaseHitCounter';
import { insertPost } from '../../api/repositories/postsRepository';
import { GoogleGeocoder } from '../../api/services/geocoding/GoogleGeocoder';
import { testDrivers } from './drivers';
import { bigCityGeocoder, loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** A multipart body with one file part. */
function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mapsvgtestboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDrivers())('markers, geocoding and posts on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let dataDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  /** The rate limits' time in ms: it moves only when a test moves it. */
  let rateNow = Date.now();
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-test-data-'));
    const hitCounter = new DatabaseHitCounter(testApp.db, () => rateNow);
    app = await buildApp({ db: testApp.db, dataDir, geocoder: bigCityGeocoder(testApp.db), hitCounter });
    login = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  const upload = (filename: string, content: Buffer, headers: Record<string, string> = adminHeaders(login)) => {
    const body = multipart(filename, content);
    return app.inject({ method: 'POST', url: `${API}/markers`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const uploads = () => readdirSync(path.join(dataDir, 'uploads'));

  it('stores an uploaded PNG under uploads/ and serves it', async () => {
    const response = await upload('My Pin!.png', PNG);
    expect(response.statusCode).toBe(200);
    const markerPath = response.json().marker.path as string;
    expect(markerPath).toMatch(/^uploads\/my-pin-[0-9a-f]{8}\.png$/);
    const served = await app.inject({ url: `/${markerPath}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await upload('pin.gif', GIF)).statusCode).toBe(200);
  });

  it('refuses spoofed extensions, non-images and missing files, storing nothing', async () => {
    const before = uploads().length;
    const html = await upload('evil.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ code: 'rest_invalid_marker', error: 'The file is not a PNG, JPEG, GIF, WebP or SVG image.' });
    const mismatch = await upload('pin.jpg', PNG);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toContain('extension does not match');
    const renamedScript = await upload('pin.svg', Buffer.from('#!/bin/sh\necho hi'));
    expect(renamedScript.statusCode).toBe(400);
    const notMultipart = await app.inject({ method: 'POST', url: `${API}/markers`, headers: adminHeaders(login), payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(uploads()).toHaveLength(before);
  });

  it('sanitises an uploaded SVG: scripts, handlers and external links are removed', async () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)"><script>alert(2)</script><circle r="4" fill="red" onclick="steal()"/><a href="javascript:alert(3)"><rect width="2" height="2"/></a><use xlink:href="https://evil.example/x.svg#a"/><foreignObject><div>hi</div></foreignObject></svg>';
    const response = await upload('pin.svg', Buffer.from(svg));
    expect(response.statusCode).toBe(200);
    const stored = readFileSync(path.join(dataDir, response.json().marker.path as string), 'utf8');
    expect(stored).toContain('<circle r="4" fill="red">');
    expect(stored).not.toMatch(/script|onload|onclick|javascript|evil\.example|foreignObject/);
    const doctype = await upload('bomb.svg', Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'));
    expect(doctype.statusCode).toBe(400);
  });

  it('refuses files over the size limit and uploads without the admin', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const tooBig = await upload('big.png', big);
    expect(tooBig.statusCode).toBe(413);
    expect((await upload('pin.png', PNG, {})).statusCode).toBe(401);
    expect((await upload('pin.png', PNG, { cookie: login.cookie, 'x-wp-nonce': 'bad' })).statusCode).toBe(403);
  });

  it('never serves files outside the uploads folder', async () => {
    for (const url of ['/uploads/../pglite', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await app.inject({ url });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain('root:');
    }
  });

  it('geocodes offline in the Google shape, with region and country components', async () => {
    const response = await app.inject({ url: `${API}/geocoding?address=${encodeURIComponent('Denver, Colorado')}&language=en`, remoteAddress: '10.0.0.1' });
    expect(response.statusCode).toBe(200);
    const [first] = response.json().results;
    expect(first).toMatchObject({
      formatted_address: 'Denver, Colorado, United States',
      geometry: { location: { lat: 39.73915, lng: -104.9847 } },
    });
    expect(first.address_components).toEqual([
      { long_name: 'Denver', short_name: 'Denver', types: ['locality', 'political'] },
      { long_name: 'Colorado', short_name: 'CO', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    ]);
    const french = await app.inject({ url: `${API}/geocoding?address=Lyon&language=fr&country=fr`, remoteAddress: '10.0.0.2' });
    expect(french.json().results[0].formatted_address).toMatch(/^Lyon, .*France$/);
  });

  it('answers zip searches offline with an error message, and unknown places with no result and no message', async () => {
    const zip = await app.inject({ url: `${API}/geocoding?address=${encodeURIComponent('zip 80202')}`, remoteAddress: '10.0.0.3' });
    expect(zip.json()).toMatchObject({ status: 'ZERO_RESULTS', results: [], error_message: expect.stringContaining('Postal code') });
    const unknown = await app.inject({ url: `${API}/geocoding?address=Qwzxv`, remoteAddress: '10.0.0.4' });
    // Without a message: the client says "No place found" itself, inline for visitors (no alert).
    expect(unknown.json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('allows one geocoding call per 600 ms per client', async () => {
    const call = (remoteAddress: string, address = 'Boston') => app.inject({ url: `${API}/geocoding?address=${encodeURIComponent(address)}`, remoteAddress });
    expect((await call('10.0.1.1')).statusCode).toBe(200);
    rateNow += 590;
    const limited = await call('10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } });
    expect((await call('10.0.1.2')).statusCode).toBe(200);
    rateNow += 20;
    expect((await call('10.0.1.1')).statusCode).toBe(200);
    expect((await call('10.0.1.1')).statusCode).toBe(429);
  });

  it('geocodes through the Google API when a key is configured, passing zip, country and errors along', async () => {
    const seen: URL[] = [];
    const server: Server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      seen.push(url);
      response.setHeader('content-type', 'application/json');
      if (url.searchParams.get('key') !== 'test-key') {
        response.end(JSON.stringify({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] }));
        return;
      }
      response.end(JSON.stringify({ status: 'OK', results: [{ formatted_address: 'Denver, CO 80202, USA', address_components: [{ long_name: '80202', short_name: '80202', types: ['postal_code'] }], geometry: { location: { lat: 39.75, lng: -105 } } }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const google = await buildApp({ db: testApp.db, geocoder: new GoogleGeocoder('test-key', base), geocodingIntervalMs: 0 });
    const wrongKey = await buildApp({ db: testApp.db, geocoder: new GoogleGeocoder('bad-key', base), geocodingIntervalMs: 0 });
    try {
      const response = await google.inject({ url: `${API}/geocoding?address=${encodeURIComponent('zip 80202')}&language=de&country=us` });
      expect(response.json()).toMatchObject({ status: 'OK', results: [{ formatted_address: 'Denver, CO 80202, USA', geometry: { location: { lat: 39.75, lng: -105 } } }] });
      expect(seen[0]?.pathname).toBe('/maps/api/geocode/json');
      expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toMatchObject({ address: '80202', components: 'postal_code:80202|country:US', language: 'de' });
      const denied = await wrongKey.inject({ url: `${API}/geocoding?address=Denver` });
      expect(denied.json()).toMatchObject({ status: 'REQUEST_DENIED', results: [], error_message: 'The provided API key is invalid.' });
    } finally {
      await google.close();
      await wrongKey.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('searches posts by type and title for the admin', async () => {
    await insertPost(testApp.db, { post_type: 'post', title: 'Store opening in Denver', url: '/denver-opening/', content: '' });
    await insertPost(testApp.db, { post_type: 'page', title: 'Denver store page', url: '/denver/', content: '' });
    const response = await app.inject({ url: `${API}/posts?filters[post_type]=post&search=denver&page=1`, headers: { cookie: login.cookie } });
    expect(response.json()).toEqual({ posts: [{ id: expect.any(Number), url: '/denver-opening/', post_title: 'Store opening in Denver' }] });
    const wildcard = await app.inject({ url: `${API}/posts?search=%25`, headers: { cookie: login.cookie } });
    expect(wildcard.json().posts).toEqual([]);
    expect((await app.inject({ url: `${API}/posts?search=denver` })).statusCode).toBe(401);
  });
});
