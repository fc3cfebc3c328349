import { describe, expect, it } from 'vitest';
import { Camera } from './Camera';
import type { CameraOptions } from './Camera';
import { ZoomAnimator } from './ZoomAnimator';

/** A hand-driven requestAnimationFrame: `run(time)` fires the frames requested so far. */
function manualFrames() {
  const queue = new Map<number, (time: number) => void>();
  let next = 0;
  return {
    request: (callback: (time: number) => void): number => {
      next += 1;
      queue.set(next, callback);
      return next;
    },
    cancel: (handle: number): void => { queue.delete(handle); },
    run: (time: number): void => {
      const callbacks = [...queue.values()];
      queue.clear();
      for (const callback of callbacks) callback(time);
    },
    pending: (): number => queue.size,
  };
}

function setup(cameraExtra: Partial<CameraOptions> = {}) {
  let time = 0;
  const camera = new Camera({
    viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 }, now: () => time, ...cameraExtra,
  });
  const frames = manualFrames();
  const animator = new ZoomAnimator({ camera, requestFrame: frames.request, cancelFrame: frames.cancel });
  return { camera, frames, animator, advance: (ms: number) => { time += ms; } };
}

describe('ZoomAnimator', () => {
  it('zooms in over 250 ms, keeping the map point under the pointer fixed at every frame', () => {
    const { camera, frames, animator } = setup();
    const pointer = { x: 100, y: 80 };
    const under = camera.screenToMap(pointer);
    const ends: boolean[] = [];
    expect(animator.zoomTo(1, pointer, { onEnd: (done) => ends.push(done) })).toBe(true);
    frames.run(1000);
    expect(camera.getLevel()).toBe(0);
    frames.run(1125);
    const mid = camera.getLevel();
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1);
    expect(camera.mapToScreen(under).x).toBeCloseTo(100, 9);
    expect(camera.mapToScreen(under).y).toBeCloseTo(80, 9);
    frames.run(1250);
    expect(camera.getLevel()).toBe(1);
    expect(camera.mapToScreen(under).x).toBeCloseTo(100, 9);
    expect(ends).toEqual([true]);
    expect(frames.pending()).toBe(0);
    expect(animator.isAnimating()).toBe(false);
  });

  it('ends exactly where the immediate fitBounds would', () => {
    const box = { x: 300, y: 10, width: 50, height: 20 };
    const { camera, frames, animator } = setup();
    animator.fitBounds(box, {}, { durationMs: 1000 });
    frames.run(0);
    frames.run(500);
    frames.run(1000);
    const immediate = setup().camera;
    immediate.fitBounds(box);
    expect(camera.getState()).toEqual(immediate.getState());
  });

  it('button steps honour the 700 ms lock and the limit', () => {
    const { camera, frames, animator, advance } = setup({ zoomLimit: [-20, 1] });
    expect(animator.zoomIn()).toBe(true);
    expect(animator.zoomIn()).toBe(false);
    frames.run(0);
    frames.run(300);
    advance(700);
    expect(animator.zoomIn()).toBe(false);
    expect(camera.getLevel()).toBe(1);
  });

  it('a second step during an animation goes one level past its target', () => {
    const { camera, frames, animator } = setup({ zoomLockMs: 0 });
    animator.zoomIn();
    frames.run(0);
    frames.run(100);
    animator.zoomIn();
    frames.run(200);
    frames.run(500);
    expect(camera.getLevel()).toBe(2);
  });

  it('reset animates back to the fit view', () => {
    const { camera, frames, animator } = setup();
    camera.zoomTo(3, { x: 0, y: 0 });
    animator.reset();
    frames.run(0);
    frames.run(250);
    expect(camera.getState()).toEqual({ level: 0, x: 200, y: 50 });
  });

  it('a drag during the animation interrupts it and keeps the dragged position', () => {
    const { camera, frames, animator } = setup();
    const ends: boolean[] = [];
    animator.zoomTo(2, undefined, { onEnd: (done) => ends.push(done) });
    frames.run(0);
    frames.run(50);
    camera.panBy(40, 0);
    const dragged = camera.getState();
    frames.run(100);
    frames.run(300);
    expect(camera.getState()).toEqual(dragged);
    expect(ends).toEqual([false]);
  });

  it('blocks a target level outside the range without starting', () => {
    const { frames, animator } = setup();
    expect(animator.zoomTo(30)).toBe(false);
    expect(frames.pending()).toBe(0);
  });

  it('cancel and dispose stop the animation where it is', () => {
    const { camera, frames, animator } = setup();
    animator.zoomTo(2);
    frames.run(0);
    frames.run(100);
    animator.dispose();
    const level = camera.getLevel();
    frames.run(300);
    expect(camera.getLevel()).toBe(level);
    expect(frames.pending()).toBe(0);
  });
});
