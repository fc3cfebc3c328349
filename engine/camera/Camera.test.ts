import { describe, expect, it } from 'vitest';
import { Camera } from './Camera';
import type { CameraOptions } from './Camera';
import type { ZoomEvent } from './types';

/** A 400×100 map in a 420×220 viewport: fit scale 1, content at (10, 60)–(410, 160). */
function makeCamera(extra: Partial<CameraOptions> = {}): Camera {
  return new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 }, ...extra });
}

function fakeClock(start = 1000): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => { time += ms; } };
}

describe('Camera fit and levels', () => {
  it('shows the whole view box centred with 10 px padding at level 0', () => {
    const camera = makeCamera();
    expect(camera.getLevel()).toBe(0);
    expect(camera.mapToScreen({ x: 0, y: 0 })).toEqual({ x: 10, y: 60 });
    expect(camera.mapToScreen({ x: 400, y: 100 })).toEqual({ x: 410, y: 160 });
    expect(camera.getViewBox()).toEqual({ x: -10, y: -60, width: 420, height: 220 });
  });

  it('fits the limiting axis: a tall map in a wide viewport is padded top and bottom', () => {
    const camera = new Camera({ viewport: { width: 500, height: 120 }, viewBox: { x: 50, y: 50, width: 100, height: 100 } });
    expect(camera.getScale()).toBe(1);
    expect(camera.mapToScreen({ x: 50, y: 50 })).toEqual({ x: 200, y: 10 });
  });

  it('scales by delta^level, with a configurable delta', () => {
    expect(makeCamera().zoomTo(2)).toBe(true);
    const twice = makeCamera();
    twice.zoomTo(2);
    expect(twice.getScale()).toBe(4);
    const thrice = makeCamera({ zoomDelta: 3 });
    thrice.zoomTo(2);
    expect(thrice.getScale()).toBe(9);
  });

  it('blocks a zoom past -20..20 or past the configured limit, without events', () => {
    const camera = makeCamera({ zoomLimit: [-2, 3] });
    const events: ZoomEvent[] = [];
    camera.on('zoom', (e) => events.push(e));
    expect(camera.zoomTo(4)).toBe(false);
    expect(camera.zoomTo(-3)).toBe(false);
    expect(makeCamera().zoomTo(21)).toBe(false);
    expect(makeCamera().zoomTo(-21)).toBe(false);
    expect(camera.getLevel()).toBe(0);
    expect(events).toEqual([]);
    expect(camera.zoomTo(3)).toBe(true);
    expect(events).toEqual([{ level: 3, scale: 8 }]);
  });

  it('lets the street-map layer widen the hard range to 0..22', () => {
    const camera = makeCamera({ levelRange: [0, 22], zoomLimit: [0, 22] });
    expect(camera.zoomTo(22)).toBe(true);
    expect(camera.zoomTo(-1)).toBe(false);
  });

  it('keeps the map point under the pointer fixed when zooming around it', () => {
    const camera = makeCamera();
    const pointer = { x: 100, y: 80 };
    const before = camera.screenToMap(pointer);
    camera.zoomTo(3, pointer);
    const after = camera.mapToScreen(before);
    expect(after.x).toBeCloseTo(100, 9);
    expect(after.y).toBeCloseTo(80, 9);
  });

  it('resets to the nearest allowed level when fit (0) is outside the limit', () => {
    const camera = makeCamera({ zoomLimit: [2, 5] });
    expect(camera.getLevel()).toBe(2);
    camera.zoomTo(4, { x: 0, y: 0 });
    camera.reset();
    expect(camera.getState()).toEqual({ level: 2, x: 200, y: 50 });
  });
});

describe('Camera zoom steps', () => {
  it('locks zoom in/out for 700 ms after each step', () => {
    const clock = fakeClock();
    const camera = makeCamera({ now: clock.now });
    expect(camera.zoomIn()).toBe(true);
    clock.advance(699);
    expect(camera.zoomIn()).toBe(false);
    expect(camera.zoomOut()).toBe(false);
    expect(camera.getLevel()).toBe(1);
    clock.advance(1);
    expect(camera.zoomOut()).toBe(true);
    expect(camera.getLevel()).toBe(0);
  });

  it('does not start the lock when a step is blocked by the limit', () => {
    const clock = fakeClock();
    const camera = makeCamera({ now: clock.now, zoomLimit: [0, 1] });
    expect(camera.zoomOut()).toBe(false);
    expect(camera.isZoomLocked()).toBe(false);
    expect(camera.zoomIn()).toBe(true);
    clock.advance(700);
    expect(camera.zoomIn()).toBe(false);
    expect(camera.getLevel()).toBe(1);
  });

  it('snaps a fractional level to the next whole level in either direction', () => {
    const clock = fakeClock();
    const camera = makeCamera({ now: clock.now });
    camera.moveBy({ zoomDelta: 1.3, around: { x: 210, y: 110 } });
    expect(camera.nextLevel(1)).toBe(2);
    expect(camera.nextLevel(-1)).toBe(1);
    camera.zoomIn();
    expect(camera.getLevel()).toBe(2);
  });
});

describe('Camera continuous zoom and pan', () => {
  it('moveBy zoomDelta 1 raises the level by one around the given point, clamped at the limit', () => {
    const camera = makeCamera({ zoomLimit: [-20, 1.5] });
    const point = { x: 300, y: 100 };
    const anchor = camera.screenToMap(point);
    expect(camera.moveBy({ zoomDelta: 1, around: point })).toBe(true);
    expect(camera.getLevel()).toBeCloseTo(1, 12);
    expect(camera.mapToScreen(anchor).x).toBeCloseTo(300, 9);
    camera.moveBy({ zoomDelta: 2, around: point });
    expect(camera.getLevel()).toBe(1.5);
    expect(camera.moveBy({ zoomDelta: 1, around: point })).toBe(false);
  });

  it('pans the content by screen pixels', () => {
    const camera = makeCamera();
    camera.zoomTo(1);
    expect(camera.panBy(30, -20)).toBe(true);
    expect(camera.mapToScreen({ x: 200, y: 50 })).toEqual({ x: 240, y: 90 });
  });

  it('moveBy pans then zooms in one change: the map point at around - panBy ends at around', () => {
    const camera = makeCamera();
    const changes: unknown[] = [];
    camera.on('change', (state) => changes.push(state));
    const pressed = camera.screenToMap({ x: 100, y: 80 });
    camera.moveBy({ panBy: { x: 40, y: 20 }, zoomDelta: 1, around: { x: 140, y: 100 } });
    expect(camera.getLevel()).toBe(1);
    expect(camera.mapToScreen(pressed)).toEqual({ x: 140, y: 100 });
    expect(changes).toHaveLength(1);
  });

  it('moveBy without around zooms around the viewport centre', () => {
    const camera = makeCamera();
    camera.moveBy({ zoomDelta: -1 });
    expect(camera.getState()).toEqual({ level: -1, x: 200, y: 50 });
  });

  it('with scroll.limit, a zoomed-in view cannot be dragged past the content edge', () => {
    const camera = makeCamera({ scrollLimit: true });
    camera.zoomTo(2);
    camera.panBy(5000, 5000);
    // The content's top-left corner stops at the viewport's top-left corner.
    expect(camera.mapToScreen({ x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
    expect(camera.panBy(10, 0)).toBe(false);
    camera.panBy(-9000, -9000);
    expect(camera.mapToScreen({ x: 400, y: 100 })).toEqual({ x: 420, y: 220 });
  });

  it('with scroll.limit, content smaller than the viewport stays entirely in view', () => {
    const camera = makeCamera({ scrollLimit: true });
    camera.panBy(100, 100);
    expect(camera.mapToScreen({ x: 400, y: 100 })).toEqual({ x: 420, y: 220 });
    expect(camera.mapToScreen({ x: 0, y: 0 })).toEqual({ x: 20, y: 120 });
  });

  it('with scroll.limit, zooming out near an edge slides the view back over the content', () => {
    const camera = makeCamera({ scrollLimit: true });
    camera.zoomTo(3, { x: 10, y: 60 });
    expect(camera.getViewBox()).toMatchObject({ x: 0, y: 0 });
    // Zooming out around the bottom-right corner would widen the view up and left, past the edge.
    camera.zoomTo(2, { x: 420, y: 220 });
    const box = camera.getViewBox();
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
  });

  it('without scroll.limit the content can be dragged out of view', () => {
    const camera = makeCamera();
    camera.panBy(1000, 0);
    expect(camera.mapToScreen({ x: 0, y: 0 }).x).toBe(1010);
  });

  it('turning scroll.limit on pulls an out-of-view map back', () => {
    const camera = makeCamera();
    camera.panBy(1000, 0);
    camera.configure({ scrollLimit: true });
    expect(camera.mapToScreen({ x: 400, y: 0 }).x).toBe(420);
  });
});

describe('Camera fitBounds, view box and resize', () => {
  it('fitBounds picks the largest whole level that shows the box, centred', () => {
    const camera = makeCamera();
    // 50×20 box in a 400×200 padded area: exact scale 8, i.e. level 3.
    camera.fitBounds({ x: 100, y: 20, width: 50, height: 20 });
    expect(camera.getLevel()).toBe(3);
    expect(camera.mapToScreen({ x: 125, y: 30 })).toEqual({ x: 210, y: 110 });
    camera.fitBounds({ x: 100, y: 20, width: 60, height: 20 });
    expect(camera.getLevel()).toBe(2);
  });

  it('fitBounds can use the exact continuous scale and respects the zoom limit', () => {
    const camera = makeCamera();
    camera.fitBounds({ x: 100, y: 20, width: 60, height: 20 }, { continuous: true });
    expect(camera.getScale()).toBeCloseTo(400 / 60, 9);
    const limited = makeCamera({ zoomLimit: [0, 2] });
    limited.fitBounds({ x: 100, y: 20, width: 1, height: 1 });
    expect(limited.getLevel()).toBe(2);
  });

  it('setViewBox shows a map rectangle that getViewBox reports back', () => {
    const camera = makeCamera();
    camera.setViewBox({ x: 10, y: 10, width: 42, height: 22 });
    const box = camera.getViewBox();
    expect(box.x).toBeCloseTo(10, 9);
    expect(box.y).toBeCloseTo(10, 9);
    expect(box.width).toBeCloseTo(42, 9);
    expect(box.height).toBeCloseTo(22, 9);
  });

  it('resize keeps the centre map point and the level', () => {
    const camera = makeCamera();
    camera.zoomTo(1, { x: 100, y: 100 });
    const centre = camera.screenToMap({ x: 210, y: 110 });
    const changes: unknown[] = [];
    camera.on('change', (s) => changes.push(s));
    camera.resize(220, 120);
    expect(camera.getLevel()).toBe(1);
    expect(camera.getScale()).toBe(1);
    expect(camera.screenToMap({ x: 110, y: 60 })).toEqual(centre);
    expect(changes).toHaveLength(1);
  });

  it('worldTransform maps map points like mapToScreen', () => {
    const camera = makeCamera();
    camera.zoomTo(2, { x: 37, y: 91 });
    const m = camera.worldTransform();
    const screen = camera.mapToScreen({ x: 123, y: 45 });
    expect(m.a * 123 + m.c * 45 + m.tx).toBeCloseTo(screen.x, 9);
    expect(m.b * 123 + m.d * 45 + m.ty).toBeCloseTo(screen.y, 9);
    expect(camera.screenToMap(screen).x).toBeCloseTo(123, 9);
  });

  it('a new content view box resets the view to fit it', () => {
    const camera = makeCamera();
    camera.zoomTo(3);
    camera.setContentViewBox({ x: 0, y: 0, width: 200, height: 100 });
    expect(camera.getLevel()).toBe(0);
    expect(camera.getScale()).toBe(2);
  });
});

describe('Camera events', () => {
  it('emits change on pan and zoom on level changes only', () => {
    const camera = makeCamera();
    const zooms: ZoomEvent[] = [];
    let changes = 0;
    camera.on('zoom', (e) => zooms.push(e));
    camera.on('change', () => { changes += 1; });
    camera.panBy(5, 5);
    camera.zoomTo(1);
    expect(zooms).toEqual([{ level: 1, scale: 2 }]);
    expect(changes).toBe(2);
  });

  it('reports a throwing listener and still runs the others', () => {
    const errors: Array<[unknown, string]> = [];
    const camera = makeCamera({ onListenerError: (error, name) => errors.push([error, name]) });
    const boom = new Error('listener failed');
    const seen: number[] = [];
    camera.on('zoom', () => { throw boom; });
    camera.on('zoom', (e) => seen.push(e.level));
    expect(camera.zoomTo(1)).toBe(true);
    expect(seen).toEqual([1]);
    expect(errors).toEqual([[boom, 'zoom']]);
  });

  it('stops notifying after off, unsubscribe and dispose', () => {
    const camera = makeCamera();
    let calls = 0;
    const listener = (): void => { calls += 1; };
    camera.on('change', listener);
    camera.off('change', listener);
    const unsubscribe = camera.on('change', listener);
    unsubscribe();
    camera.panBy(1, 1);
    camera.on('change', listener);
    camera.dispose();
    camera.panBy(1, 1);
    expect(calls).toBe(0);
  });
});
