import { describe, expect, it } from 'vitest';
import type { MediaImage } from '../../data/index';
import { describeSizes, imageValueOf, pageCount, togglePick } from './mediaPicker';

function media(id: number, sizes: Partial<MediaImage['sizes']> = {}): MediaImage {
  const full = `https://site.test/uploads/media/photo-${id}.jpg`;
  return {
    id, name: `photo-${id}.jpg`, mime: 'image/jpeg', bytes: 1000, uploaded: '2026-01-01T00:00:00.000Z',
    full, thumbnail: sizes.thumbnail?.url ?? full, medium: sizes.medium?.url ?? full,
    sizes: { full: { url: full, width: 1200, height: 800 }, ...sizes },
  };
}

describe('media picker logic', () => {
  it('counts pages, never fewer than one', () => {
    expect([pageCount(0), pageCount(12), pageCount(13), pageCount(25, 5)]).toEqual([1, 1, 2, 5]);
  });

  it('picks and unpicks images in the order they were picked', () => {
    const [a, b, c] = [media(1), media(2), media(3)];
    const picked = togglePick(togglePick(togglePick([], c), a), b);
    expect(picked.map((image) => image.id)).toEqual([3, 1, 2]);
    expect(togglePick(picked, a).map((image) => image.id)).toEqual([3, 2]);
  });

  it('turns a library image into a gallery image with protocol-relative sizes', () => {
    const value = imageValueOf(media(4, { thumbnail: { url: 'https://site.test/uploads/media/photo-4-150x150.jpg', width: 150, height: 150 } }));
    expect(value.full).toBe('//site.test/uploads/media/photo-4.jpg');
    expect(value.thumbnail).toBe('//site.test/uploads/media/photo-4-150x150.jpg');
    expect(value.medium).toBe('//site.test/uploads/media/photo-4.jpg');
  });

  it('describes the sizes an upload produced', () => {
    const value = imageValueOf(media(5, {
      thumbnail: { url: '/t.jpg', width: 150, height: 150 }, medium: { url: '/m.jpg', width: 300, height: 200 },
    }));
    expect(describeSizes(value)).toBe('Thumbnail 150×150, Medium 300×200, Full 1200×800');
    expect(describeSizes({ full: '/a.png', thumbnail: '/a.png', medium: '/a.png' })).toBe('');
  });
});
