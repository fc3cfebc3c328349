import { describe, expect, it } from 'vitest';
import { panView, worldSize, zoomForPxPerDegree } from './mercator';

describe('Mercator views of the marker peers', () => {
  it('finds the zoom at which a degree of longitude spans the given px', () => {
    const zoom = zoomForPxPerDegree(10);
    expect(worldSize(zoom) / 360).toBeCloseTo(10, 9);
    expect(zoomForPxPerDegree(512 / 360)).toBeCloseTo(0, 9);
  });

  it('moves the content with the drag: a drag to the right shows places further west', () => {
    const view = { longitude: 10, latitude: 48, zoom: 3 };
    const dragged = panView(view, 40, 0);
    expect(dragged.longitude).toBeCloseTo(10 - 40 / (worldSize(3) / 360), 9);
    expect(dragged.latitude).toBeCloseTo(48, 9);
    expect(panView(view, 0, 40).latitude).toBeGreaterThan(48);
  });

  it('comes back to the start after a closed loop of moves', () => {
    let view = { longitude: 10, latitude: 48, zoom: 2.8 };
    for (const [dx, dy] of [[40, 0], [0, 40], [-40, 0], [0, -40]] as const) view = panView(view, dx, dy);
    expect(view.longitude).toBeCloseTo(10, 9);
    expect(view.latitude).toBeCloseTo(48, 9);
  });
});
