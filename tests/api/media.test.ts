import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

interface Size { url: string; width: number; height: number }
interface MediaImage { id: number; name: string; full: string; thumbnail: string; medium: string; sizes: { full: Size; thumbnail?: Size; medium?: Size } }

/** A JPEG photo: a horizontal gradient, so a resize that loses the picture would show. */
function photo(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let at = 0; at < width * height; at += 1) data.set([Math.round(((at % width) / width) * 255), 90, 40, 255], at * 4);
  return jpeg.encode({ width, height, data }, 90).data;
}

/** The photo with an EXIF block saying "turn a quarter clockwise to show", as phones write it. */
function turnedPhoto(width: number, height: number): Buffer {
  const plain = photo(width, height);
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1'); tiff.writeUInt16BE(42, 2); tiff.writeUInt32BE(8, 4); tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10); tiff.writeUInt16BE(3, 12); tiff.writeUInt32BE(1, 14); tiff.writeUInt16BE(6, 18);
  const header = Buffer.from([0xff, 0xe1, 0, 2 + 6 + tiff.length]);
  return Buffer.concat([plain.subarray(0, 2), header, Buffer.from('Exif\0\0', 'latin1'), tiff, plain.subarray(2)]);
}

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

function multipart(filename: string, content: Buffer, type = 'application/octet-stream'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mediaboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDrivers())('image-field uploads and the media library on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    app = await buildApp({ db: testApp.db, dataDir: mkdtempSync(path.join(os.tmpdir(), 'mapsvg-media-')) });
    login = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  const upload = (filename: string, content: Buffer) => {
    const body = multipart(filename, content);
    return app.inject({ method: 'POST', url: `${API}/media`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
  };
  const list = async (query: string) => (await app.inject({ method: 'GET', url: `${API}/media?${query}`, headers: adminHeaders(login) }))
    .json<{ images: MediaImage[]; total: number; page: number; perpage: number }>();

  it('stores a photo with a 150 × 150 thumbnail and a medium size within 300 × 300, each served as a real JPEG', async () => {
    const response = await upload('Holiday Photo.jpg', photo(1200, 800));
    expect(response.statusCode).toBe(200);
    const { image } = response.json<{ image: MediaImage }>();
    expect(image.name).toBe('Holiday Photo.jpg');
    expect(image.sizes.full).toMatchObject({ width: 1200, height: 800 });
    expect(image.sizes.thumbnail).toMatchObject({ width: 150, height: 150, url: expect.stringMatching(/^\/uploads\/media\/holiday-photo-[0-9a-f]{8}-150x150\.jpg$/) });
    expect(image.sizes.medium).toMatchObject({ width: 300, height: 200 });
    expect(image.thumbnail).toBe(image.sizes.thumbnail?.url);
    for (const size of [image.sizes.full, image.sizes.thumbnail, image.sizes.medium]) {
      const served = await app.inject({ method: 'GET', url: size?.url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const decoded = jpeg.decode(served.rawPayload, { useTArray: true });
      expect([decoded.width, decoded.height]).toEqual([size?.width, size?.height]);
    }
    // The medium size is the same picture: dark on the left, bright on the right.
    const medium = jpeg.decode((await app.inject({ method: 'GET', url: image.medium })).rawPayload, { useTArray: true });
    expect(medium.data[(100 * 300 + 10) * 4] ?? 0).toBeLessThan(40);
    expect(medium.data[(100 * 300 + 290) * 4] ?? 0).toBeGreaterThan(200);
  });

  it('turns the sizes of a phone photo the way browsers show it', async () => {
    const response = await upload('portrait.jpg', turnedPhoto(600, 300));
    expect(response.statusCode).toBe(200);
    const { image } = response.json<{ image: MediaImage }>();
    expect(image.sizes.full).toMatchObject({ width: 300, height: 600 });
    expect(image.sizes.medium).toMatchObject({ width: 150, height: 300 });
    // Stored dark on the left; turned clockwise, the dark side is at the top.
    const medium = jpeg.decode((await app.inject({ method: 'GET', url: image.medium })).rawPayload, { useTArray: true });
    expect([medium.width, medium.height]).toEqual([150, 300]);
    expect(medium.data[(10 * 150 + 75) * 4] ?? 0).toBeLessThan(40);
    expect(medium.data[(290 * 150 + 75) * 4] ?? 0).toBeGreaterThan(200);
  });

  it('does not enlarge a small image: its sizes fall back to the full image', async () => {
    const response = await upload('icon.png', png(100, 80));
    expect(response.statusCode).toBe(200);
    const { image } = response.json<{ image: MediaImage }>();
    expect(image.sizes.thumbnail).toBeUndefined();
    expect(image.thumbnail).toBe(image.full);
    expect(image.medium).toBe(image.full);
  });

  it.each([
    ['a PNG named .jpg', 'spoofed.jpg', () => png(10, 10), 400, "The file's extension (.jpg) does not match its content (PNG image)."],
    ['a script named .png', 'shell.png', () => Buffer.from('#!/bin/sh\necho hi\n'), 415, 'The file is not a PNG, JPEG, GIF or WebP image.'],
    ['an SVG', 'logo.svg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 415, 'SVG files cannot be used in image fields: upload a PNG, JPEG, GIF or WebP image.'],
    ['a damaged PNG', 'broken.png', () => Buffer.concat([png(10, 10).subarray(0, 33), Buffer.from('garbage')]), 400, 'The PNG image could not be read: the file is damaged.'],
    ['a 100-megapixel PNG header', 'huge.png', () => Buffer.concat([png(1, 1).subarray(0, 16), Buffer.from([0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10]), png(1, 1).subarray(24)]), 413, 'The image is too large: 10000×10000 pixels (at most 40 megapixels).'],
    ['a file over 8 MB', 'big.jpg', () => Buffer.concat([photo(8, 8), Buffer.alloc(9 * 1024 * 1024)]), 413, 'The file is too large (at most 8 MB).'],
  ])('refuses %s with a clear message and stores nothing', async (_case, filename, content, status, message) => {
    const before = (await list('perpage=100')).total;
    const response = await upload(filename, content());
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect((await list('perpage=100')).total).toBe(before);
  });

  it('lists the uploaded images newest first, searchable by name and paginated', async () => {
    await upload('Beach 50%.jpg', photo(400, 300));
    await upload('beach-sunset.jpg', photo(400, 300));
    await upload('mountain.jpg', photo(400, 300));
    const beaches = await list('search=BEACH');
    expect(beaches.images.map((image) => image.name)).toEqual(['beach-sunset.jpg', 'Beach 50%.jpg']);
    expect((await list('search=50%25')).images.map((image) => image.name)).toEqual(['Beach 50%.jpg']);
    const second = await list('search=beach&perpage=1&page=2');
    expect(second).toMatchObject({ total: 2, page: 2, perpage: 1 });
    expect(second.images.map((image) => image.name)).toEqual(['Beach 50%.jpg']);
    expect((await list('search=nothing-like-this')).images).toEqual([]);
  });

  it('is for the admin only', async () => {
    expect((await app.inject({ method: 'GET', url: `${API}/media` })).statusCode).toBe(401);
    const body = multipart('x.png', png(10, 10));
    expect((await app.inject({ method: 'POST', url: `${API}/media`, headers: body.headers, payload: body.payload })).statusCode).toBe(401);
  });
});
