import { describe, expect, it } from 'vitest';
import { normalizeImage } from './imageValue';

describe('normalizeImage', () => {
  it('falls back to the full image for a missing thumbnail or medium size', () => {
    expect(normalizeImage({ full: '/img/a.jpg' })).toMatchObject({
      full: '/img/a.jpg',
      thumbnail: '/img/a.jpg',
      medium: '/img/a.jpg',
    });
  });

  it('makes every URL protocol-relative', () => {
    const image = normalizeImage({
      full: 'https://site.example/a.jpg',
      thumbnail: 'http://site.example/a-150.jpg',
      medium: '',
      sizes: { full: { url: 'HTTPS://site.example/a.jpg', width: 800 } },
    });
    expect(image.full).toBe('//site.example/a.jpg');
    expect(image.thumbnail).toBe('//site.example/a-150.jpg');
    expect(image.medium).toBe('//site.example/a.jpg');
    expect(image.sizes?.full).toEqual({ url: '//site.example/a.jpg', width: 800 });
  });

  it('keeps captions and relative URLs', () => {
    expect(normalizeImage({ full: 'uploads/a.jpg', caption: 'Front' })).toMatchObject({ full: 'uploads/a.jpg', caption: 'Front' });
  });
});
