import { describe, expect, it } from 'vitest';
import { resolveRegionFill, resolveStateColor } from './regionFill';

describe('resolveRegionFill', () => {
  const all = {
    choroplethColor: '#111111',
    statusColor: '#222222',
    regionFill: '#333333',
    baseColor: '#444444',
    originalFill: '#555555',
    defaultFill: '#666666',
  };

  it('prefers the choropleth colour over everything else', () => {
    expect(resolveRegionFill(all)).toBe('#111111');
  });

  it('falls through status colour, region fill, base colour, image fill and default in order', () => {
    expect(resolveRegionFill({ ...all, choroplethColor: '' })).toBe('#222222');
    expect(resolveRegionFill({ ...all, choroplethColor: null, statusColor: '' })).toBe('#333333');
    expect(resolveRegionFill({ ...all, choroplethColor: undefined, statusColor: '', regionFill: ' ' })).toBe('#444444');
    expect(resolveRegionFill({ originalFill: '#555555', defaultFill: '#666666', baseColor: '' })).toBe('#555555');
    expect(resolveRegionFill({ defaultFill: '#666666' })).toBe('#666666');
  });

  it('falls back to black when nothing gives a fill', () => {
    expect(resolveRegionFill({})).toBe('#000000');
  });
});

describe('resolveStateColor', () => {
  it.each([
    ['#000000', 20, '#333333'],
    ['#000000', '40', '#666666'],
    ['#000000', 0, '#000000'],
    ['#ff0000', 20, '#ff6666'],
    ['#ffffff', 20, '#ffffff'],
  ])('lightens %s by %j percent to %s', (fill, option, expected) => {
    expect(resolveStateColor(fill, option)).toBe(expected);
  });

  it('uses an explicit colour as is', () => {
    expect(resolveStateColor('#000000', '#00ff00')).toBe('#00ff00');
    expect(resolveStateColor('#000000', ' red ')).toBe('red');
  });

  it('keeps the fill when there is no option', () => {
    expect(resolveStateColor('#123456', undefined)).toBe('#123456');
    expect(resolveStateColor('#123456', null)).toBe('#123456');
    expect(resolveStateColor('#123456', '')).toBe('#123456');
  });

  it('keeps a fill it cannot read instead of inventing a colour', () => {
    expect(resolveStateColor('url(#gradient)', 20)).toBe('url(#gradient)');
  });
});
