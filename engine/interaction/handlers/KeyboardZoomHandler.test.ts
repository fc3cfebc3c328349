import { describe, expect, it } from 'vitest';
import { Camera } from '../../camera/Camera';
import { CameraChangeQueue } from '../CameraChangeQueue';
import { GestureDispatcher } from '../GestureDispatcher';
import { KeyboardZoomHandler } from './KeyboardZoomHandler';
import { manualFrames } from '../manualFrames';

const frames = manualFrames();

function keydown(key: string, extra: Record<string, unknown> = {}): Event {
  return Object.assign(new Event('keydown', { cancelable: true }), { key, ...extra });
}

/** An input element inside the map: its keydowns bubble to the map with it as target. */
class FakeInput extends EventTarget {
  readonly tagName = 'INPUT';
}

function setup() {
  let time = 0;
  const target = new EventTarget();
  const camera = new Camera({
    viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 }, now: () => time,
  });
  const handler = new KeyboardZoomHandler({ changes: new CameraChangeQueue(camera, frames.schedule) });
  new GestureDispatcher({ target: new EventTarget(), keyTarget: target }).attach('keyboardZoom', handler);
  handler.enable();
  return { target, camera, handler, advance: (ms: number) => { time += ms; } };
}

describe('KeyboardZoomHandler', () => {
  it('+ and = zoom in, - zooms out, each step locked for 700 ms', () => {
    const { target, camera, advance } = setup();
    const plus = keydown('+');
    target.dispatchEvent(plus);
    frames.run();
    expect(camera.getLevel()).toBe(1);
    expect(plus.defaultPrevented).toBe(true);
    target.dispatchEvent(keydown('='));
    frames.run();
    expect(camera.getLevel()).toBe(1);
    advance(700);
    target.dispatchEvent(keydown('='));
    frames.run();
    expect(camera.getLevel()).toBe(2);
    advance(700);
    target.dispatchEvent(keydown('-'));
    frames.run();
    expect(camera.getLevel()).toBe(1);
  });

  it('0 resets to the fit view', () => {
    const { target, camera } = setup();
    camera.zoomTo(3, { x: 10, y: 10 });
    target.dispatchEvent(keydown('0'));
    frames.run();
    expect(camera.getState()).toEqual({ level: 0, x: 200, y: 50 });
  });

  it('leaves arrow keys to the accessibility layer', () => {
    const { target, camera } = setup();
    const arrow = keydown('ArrowRight');
    target.dispatchEvent(arrow);
    frames.run();
    expect(arrow.defaultPrevented).toBe(false);
    expect(camera.getState()).toEqual({ level: 0, x: 200, y: 50 });
  });

  it('ignores browser zoom shortcuts with Ctrl, Cmd or Alt', () => {
    const { target, camera } = setup();
    target.dispatchEvent(keydown('+', { ctrlKey: true }));
    target.dispatchEvent(keydown('-', { metaKey: true }));
    target.dispatchEvent(keydown('0', { altKey: true }));
    camera.zoomTo(2);
    target.dispatchEvent(keydown('0', { altKey: true }));
    frames.run();
    expect(camera.getLevel()).toBe(2);
  });

  it('ignores + typed into a field inside the map', () => {
    const { target, camera } = setup();
    // Node's EventTarget does not bubble, so the event reaches the map with the field as target.
    const typed = keydown('+');
    Object.defineProperty(typed, 'target', { value: new FakeInput() });
    target.dispatchEvent(typed);
    frames.run();
    expect(camera.getLevel()).toBe(0);
    expect(typed.defaultPrevented).toBe(false);
  });

  it('does nothing once disposed', () => {
    const { target, camera, handler } = setup();
    handler.dispose();
    target.dispatchEvent(keydown('+'));
    frames.run();
    expect(camera.getLevel()).toBe(0);
  });
});
