import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeBody, negotiateCoding } from './contentCoding';

describe('negotiateCoding', () => {
  it('prefers brotli, then gzip, then the plain body', () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('deflate')).toBe('identity');
    expect(negotiateCoding(undefined)).toBe('identity');
    expect(negotiateCoding('')).toBe('identity');
  });

  it('honours q-values and the wildcard', () => {
    expect(negotiateCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateCoding('br; q=0, gzip; q=0')).toBe('identity');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0')).toBe('identity');
    expect(negotiateCoding('br;q=0, *')).toBe('gzip');
    expect(negotiateCoding('x-gzip')).toBe('gzip');
    expect(negotiateCoding(['identity', 'GZIP'])).toBe('gzip');
  });
});

describe('encodeBody', () => {
  it('compresses losslessly in each coding', async () => {
    const body = Buffer.from(JSON.stringify({ ids: Array.from({ length: 5000 }, (_, index) => index) }));
    const br = await encodeBody(body, 'br');
    const gzip = await encodeBody(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 3);
    expect(await encodeBody(body, 'identity')).toBe(body);
  });
});
