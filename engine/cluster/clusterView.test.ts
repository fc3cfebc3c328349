import { describe, expect, it } from 'vitest';
import { clusterLabel, superclusterZoom } from './clusterView';

describe('cluster badges and zoom', () => {
  it('shows counts in full up to 9999, then in thousands', () => {
    expect(clusterLabel(7)).toBe('7');
    expect(clusterLabel(9999)).toBe('9999');
    expect(clusterLabel(12_345)).toBe('12.3k');
    expect(clusterLabel(20_000)).toBe('20k');
    expect(clusterLabel(171_234)).toBe('171k');
  });

  it('picks the supercluster zoom whose world width matches the screen', () => {
    // A world drawn 512 px wide is supercluster zoom 0; twice as wide is zoom 1.
    expect(superclusterZoom(1, 512)).toBe(0);
    expect(superclusterZoom(2, 512)).toBe(1);
    expect(superclusterZoom(0.5, 4096)).toBe(2);
  });
});
