import { describe, expect, it } from 'vitest';
import { nextMarkerId } from './marker';

describe('nextMarkerId', () => {
  it('numbers markers marker_1, marker_2 … from the stored counter', () => {
    expect(nextMarkerId(0, 0)).toEqual({ id: 'marker_1', markerLastID: 1 });
    expect(nextMarkerId(7, 3)).toEqual({ id: 'marker_8', markerLastID: 8 });
  });

  it('restarts the counter when the map has no markers left', () => {
    expect(nextMarkerId(42, 0)).toEqual({ id: 'marker_1', markerLastID: 1 });
  });
});
