import { describe, expect, it } from 'vitest';
import { parseFilterLocation } from './parseFilterLocation';

describe('parseFilterLocation', () => {
  it.each(['leftSidebar', 'rightSidebar', 'header', 'footer', 'custom', 'map'])('keeps %s', (location) => {
    expect(parseFilterLocation(location)).toBe(location);
  });

  it.each(['', 'top', 'near', 'LeftSidebar', 'left', 'sidebar', null, undefined, 3, {}])(
    'puts filters for %j in the left sidebar',
    (location) => {
      expect(parseFilterLocation(location)).toBe('leftSidebar');
    },
  );
});
