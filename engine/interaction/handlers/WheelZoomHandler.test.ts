import { describe, expect, it } from 'vitest';
import { Camera } from '../../camera/Camera';
import type { CameraOptions } from '../../camera/Camera';
import { CameraChangeQueue } from '../CameraChangeQueue';
import { GestureDispatcher } from '../GestureDispatcher';
import { WheelZoomHandler } from './WheelZoomHandler';
import type { WheelZoomHandlerOptions } from './WheelZoomHandler';
import { manualFrames } from '../manualFrames';

const frames = manualFrames();

function wheel(deltaY: number, x = 100, y = 80, keys: { ctrlKey?: boolean; metaKey?: boolean } = {}): Event {
  return Object.assign(new Event('wheel', { cancelable: true }), { deltaY, clientX: x, clientY: y, ...keys });
}

/** `mousewheel` is the option that switches the handler. */
function setup(extra: Partial<WheelZoomHandlerOptions> & { mousewheel?: boolean } = {}, cameraExtra: Partial<CameraOptions> = {}) {
  const { mousewheel = true, ...options } = extra;
  let time = 1000;
  const target = new EventTarget();
  const camera = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 }, ...cameraExtra });
  const handler = new WheelZoomHandler({ target, camera, changes: new CameraChangeQueue(camera, frames.schedule), now: () => time, ...options });
  new GestureDispatcher({ target }).attach('wheelZoom', handler);
  if (mousewheel) handler.enable();
  return { target, camera, handler, advance: (ms: number) => { time += ms; } };
}

describe('WheelZoomHandler', () => {
  it('wheel up zooms in one level around the pointer and cancels the page scroll', () => {
    const { target, camera } = setup();
    const under = camera.screenToMap({ x: 100, y: 80 });
    const event = wheel(-100);
    target.dispatchEvent(event);
    frames.run();
    expect(camera.getLevel()).toBe(1);
    expect(camera.mapToScreen(under)).toEqual({ x: 100, y: 80 });
    expect(event.defaultPrevented).toBe(true);
  });

  it('wheel down zooms out', () => {
    const { target, camera } = setup();
    target.dispatchEvent(wheel(100));
    frames.run();
    expect(camera.getLevel()).toBe(-1);
  });

  it('takes at most one step per 500 ms, still holding the page while throttled', () => {
    const { target, camera, advance } = setup();
    target.dispatchEvent(wheel(-3));
    advance(499);
    const throttled = wheel(-3);
    target.dispatchEvent(throttled);
    frames.run();
    expect(camera.getLevel()).toBe(1);
    expect(throttled.defaultPrevented).toBe(true);
    advance(1);
    target.dispatchEvent(wheel(-3));
    frames.run();
    expect(camera.getLevel()).toBe(2);
  });

  it('lets the page scroll when the map cannot zoom further', () => {
    const { target, camera } = setup({}, { zoomLimit: [0, 1] });
    const atMin = wheel(100);
    target.dispatchEvent(atMin);
    frames.run();
    expect(atMin.defaultPrevented).toBe(false);
    expect(camera.getLevel()).toBe(0);
  });

  it('with zoom.mousewheel off the wheel belongs to the page', () => {
    const { target, camera, handler } = setup({ mousewheel: false });
    const event = wheel(-100);
    target.dispatchEvent(event);
    frames.run();
    expect(camera.getLevel()).toBe(0);
    expect(event.defaultPrevented).toBe(false);
    handler.enable();
    target.dispatchEvent(wheel(-100));
    frames.run();
    expect(camera.getLevel()).toBe(1);
  });

  it('ignores purely horizontal wheel movement', () => {
    const { target, camera } = setup();
    const sideways = wheel(0);
    target.dispatchEvent(sideways);
    frames.run();
    expect(camera.getLevel()).toBe(0);
    expect(sideways.defaultPrevented).toBe(false);
  });

  it('does nothing once disabled or disposed', () => {
    const { target, camera, handler, advance } = setup();
    handler.disable();
    target.dispatchEvent(wheel(-100));
    handler.enable();
    handler.dispose();
    advance(1000);
    target.dispatchEvent(wheel(-100));
    frames.run();
    expect(camera.getLevel()).toBe(0);
  });

  describe('with zoom.wheelNeedsCtrl (cooperative gestures)', () => {
    it('a plain wheel scrolls the page and asks for the key', () => {
      const hints: string[] = [];
      const { target, camera } = setup({ needsCtrl: true, onWheelWithoutKey: () => hints.push('hint') });
      const plain = wheel(-100);
      target.dispatchEvent(plain);
      frames.run();
      expect(camera.getLevel()).toBe(0);
      expect(plain.defaultPrevented).toBe(false);
      expect(hints).toEqual(['hint']);
    });

    it('Ctrl + wheel and ⌘ + wheel zoom the map', () => {
      const { target, camera, advance } = setup({ needsCtrl: true });
      const withCtrl = wheel(-100, 100, 80, { ctrlKey: true });
      target.dispatchEvent(withCtrl);
      frames.run();
      expect(camera.getLevel()).toBe(1);
      expect(withCtrl.defaultPrevented).toBe(true);
      advance(600);
      target.dispatchEvent(wheel(-100, 100, 80, { metaKey: true }));
      frames.run();
      expect(camera.getLevel()).toBe(2);
    });

    it('Ctrl + wheel at the zoom limit does not zoom the page either', () => {
      const { target, camera } = setup({ needsCtrl: true }, { zoomLimit: [0, 1] });
      const atMin = wheel(100, 100, 80, { ctrlKey: true });
      target.dispatchEvent(atMin);
      frames.run();
      expect(camera.getLevel()).toBe(0);
      expect(atMin.defaultPrevented).toBe(true);
    });

    it('can be switched off again (the wheel zooms without a key)', () => {
      const { target, camera, handler } = setup({ needsCtrl: true });
      handler.configure({ needsCtrl: false });
      target.dispatchEvent(wheel(-100));
      frames.run();
      expect(camera.getLevel()).toBe(1);
    });
  });
});
