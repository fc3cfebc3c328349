import { describe, expect, it } from 'vitest';
import { normalizeDetailsViewLocation } from './detailsViewLocation';

describe('normalizeDetailsViewLocation', () => {
  it('puts a "top" details view in the sidebar the directory sat in', () => {
    expect(normalizeDetailsViewLocation('top', 'left')).toBe('leftSidebar');
    expect(normalizeDetailsViewLocation('top', 'right')).toBe('rightSidebar');
  });

  it('puts a "top" details view on the map when the directory position is unknown', () => {
    expect(normalizeDetailsViewLocation('top')).toBe('map');
  });

  it.each(['near', 'mapContainer'])('turns %s into map', (location) => {
    expect(normalizeDetailsViewLocation(location, 'left')).toBe('map');
  });

  it.each(['map', 'leftSidebar', 'rightSidebar', 'header', 'footer', 'custom', 'fullscreen'])(
    'keeps the current location %s',
    (location) => {
      expect(normalizeDetailsViewLocation(location, 'left')).toBe(location);
    },
  );
});
