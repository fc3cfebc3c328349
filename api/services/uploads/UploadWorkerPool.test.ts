import { afterAll, describe, expect, it } from 'vitest';
import { UploadWorkerPool } from './UploadWorkerPool';

describe('UploadWorkerPool', () => {
  const pool = new UploadWorkerPool(2);
  afterAll(async () => { await pool.close(); });

  it('runs more jobs than it has threads, each answered with its own result', async () => {
    const maps = Array.from({ length: 5 }, (_unused, i) => `<svg viewBox="0 0 ${i + 1} 1"><script>alert(${i})</script><rect width="${i}"/></svg>`);
    const outcomes = await Promise.all(maps.map((map) => pool.run({ kind: 'mapSvg', bytes: Buffer.from(map) })));
    expect(outcomes).toEqual(maps.map((_map, i) => ({ ok: true, result: { svg: `<svg viewBox="0 0 ${i + 1} 1"><rect width="${i}"></rect></svg>` } })));
  });

  it('hands a refusal back to show to the admin, and leaves the caller\'s bytes usable', async () => {
    const bytes = Buffer.from('<svg viewBox="0 0 1 1"></svg>');
    const outcome = await pool.run({ kind: 'galleryImage', filename: 'drawing.png', bytes });
    expect(outcome).toEqual({ ok: false, refusal: { message: 'SVG files cannot be used in image fields: upload a PNG, JPEG, GIF or WebP image.', status: 415 } });
    expect(bytes.toString()).toBe('<svg viewBox="0 0 1 1"></svg>');
  });

  it('tells a marker image\'s kind from its bytes', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(await pool.run({ kind: 'markerImage', bytes: png })).toEqual({ ok: true, result: { type: 'png', svg: undefined } });
    expect(await pool.run({ kind: 'markerImage', bytes: Buffer.from('plain text') })).toEqual({ ok: true, result: { type: undefined, svg: undefined } });
  });
});
