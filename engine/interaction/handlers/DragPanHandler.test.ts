import { describe, expect, it } from 'vitest';
import { Camera } from '../../camera/Camera';
import type { ScreenPoint } from '../../camera/types';
import { CameraChangeQueue } from '../CameraChangeQueue';
import { GestureDispatcher } from '../GestureDispatcher';
import { ClickHandler } from './ClickHandler';
import { DragPanHandler } from './DragPanHandler';
import type { DragPanHandlerOptions } from './DragPanHandler';
import { manualFrames } from '../manualFrames';

const frames = manualFrames();

class FakeElement extends EventTarget {
  readonly captured = new Set<number>();
  constructor(private readonly left = 0, private readonly top = 0) {
    super();
  }
  setPointerCapture(id: number): void { this.captured.add(id); }
  releasePointerCapture(id: number): void { this.captured.delete(id); }
  getBoundingClientRect(): { left: number; top: number } { return { left: this.left, top: this.top }; }
}

function pointer(type: string, x: number, y: number, extra: Record<string, unknown> = {}): Event {
  return Object.assign(new Event(type, { cancelable: true }), {
    clientX: x, clientY: y, pointerId: 1, button: 0, pointerType: 'mouse', isPrimary: true, ...extra,
  });
}

function key(type: string, keyCode: number): Event {
  return Object.assign(new Event(type), { key: keyCode === 32 ? ' ' : 'a', keyCode });
}

/** `scrollOn` is the option that switches the handler; `keyTarget` stands for the page. */
function setup(extra: Partial<DragPanHandlerOptions> & { scrollOn?: boolean; keyTarget?: EventTarget } = {}) {
  const { scrollOn = true, keyTarget, ...options } = extra;
  const target = options.target instanceof FakeElement ? options.target : new FakeElement();
  const camera = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 } });
  const clicks: ScreenPoint[] = [];
  const log: string[] = [];
  const handler = new DragPanHandler({
    target,
    changes: new CameraChangeQueue(camera, frames.schedule),
    onDragStart: () => log.push('dragstart'),
    onDragEnd: () => log.push('dragend'),
    ...options,
  });
  const click = new ClickHandler({ target, onClick: (point) => clicks.push(point) });
  const gestures = new GestureDispatcher({ target, pageTarget: keyTarget });
  gestures.attach('dragPan', handler);
  gestures.attach('click', click);
  click.enable();
  if (scrollOn) handler.enable();
  return { target, camera, handler, clicks, log };
}

function drag(target: EventTarget, from: ScreenPoint, to: ScreenPoint, extra: Record<string, unknown> = {}): void {
  target.dispatchEvent(pointer('pointerdown', from.x, from.y, extra));
  target.dispatchEvent(pointer('pointermove', (from.x + to.x) / 2, (from.y + to.y) / 2, extra));
  target.dispatchEvent(pointer('pointermove', to.x, to.y, extra));
  target.dispatchEvent(pointer('pointerup', to.x, to.y, extra));
  frames.run();
}

describe('DragPanHandler', () => {
  it('a press that moves less than 5 px is a click at the release point, and the map stays', () => {
    const { target, camera, clicks, log } = setup();
    drag(target, { x: 100, y: 100 }, { x: 103, y: 103 });
    expect(clicks).toEqual([{ x: 103, y: 103 }]);
    expect(log).toEqual([]);
    expect(camera.getState()).toEqual({ level: 0, x: 200, y: 50 });
  });

  it('a drag of 5 px or more pans the map so the pressed point follows the pointer, and does not click', () => {
    const { target, camera, clicks, log } = setup();
    const pressed = camera.screenToMap({ x: 100, y: 100 });
    drag(target, { x: 100, y: 100 }, { x: 160, y: 130 });
    expect(camera.mapToScreen(pressed)).toEqual({ x: 160, y: 130 });
    expect(clicks).toEqual([]);
    expect(log).toEqual(['dragstart', 'dragend']);
  });

  it('measures points relative to the element box', () => {
    const { target, clicks } = setup({ target: new FakeElement(30, 40) });
    drag(target, { x: 100, y: 100 }, { x: 100, y: 100 });
    expect(clicks).toEqual([{ x: 70, y: 60 }]);
  });

  it('with scroll.on off a drag does not pan, and is still not a click', () => {
    const { target, camera, clicks, log } = setup({ scrollOn: false });
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    expect(camera.getState()).toEqual({ level: 0, x: 200, y: 50 });
    expect(clicks).toEqual([]);
    expect(log).toEqual([]);
  });

  it('with scroll.spacebar, drags pan only while Space (key code 32) is held', () => {
    const keys = new EventTarget();
    const { target, camera } = setup({ spacebar: true, keyTarget: keys });
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    expect(camera.getState().x).toBe(200);
    keys.dispatchEvent(key('keydown', 32));
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    expect(camera.getState().x).toBe(100);
    keys.dispatchEvent(key('keyup', 32));
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    expect(camera.getState().x).toBe(100);
  });

  it('forgets a held Space when the window loses focus', () => {
    const keys = new EventTarget();
    const { target, camera } = setup({ spacebar: true, keyTarget: keys });
    keys.dispatchEvent(key('keydown', 32));
    keys.dispatchEvent(new Event('blur'));
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    expect(camera.getState().x).toBe(200);
  });

  it('ignores presses of other buttons than the primary one', () => {
    const { target, camera, clicks } = setup();
    drag(target, { x: 100, y: 100 }, { x: 100, y: 100 }, { button: 2 });
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 }, { button: 1 });
    expect(clicks).toEqual([]);
    expect(camera.getState().x).toBe(200);
  });

  it('a second finger ends the press: no click, no more panning until all fingers are up', () => {
    const { target, camera, clicks, log } = setup();
    const touch = { pointerType: 'touch' };
    target.dispatchEvent(pointer('pointerdown', 100, 100, { ...touch, pointerId: 1 }));
    target.dispatchEvent(pointer('pointermove', 120, 100, { ...touch, pointerId: 1 }));
    target.dispatchEvent(pointer('pointerdown', 300, 100, { ...touch, pointerId: 2, isPrimary: false }));
    frames.run();
    const x = camera.getState().x;
    expect(x).toBe(180);
    target.dispatchEvent(pointer('pointermove', 200, 100, { ...touch, pointerId: 1 }));
    target.dispatchEvent(pointer('pointerup', 200, 100, { ...touch, pointerId: 1 }));
    target.dispatchEvent(pointer('pointerup', 300, 100, { ...touch, pointerId: 2, isPrimary: false }));
    frames.run();
    expect(camera.getState().x).toBe(x);
    expect(clicks).toEqual([]);
    expect(log).toEqual(['dragstart', 'dragend']);
  });

  it('with zoom.fingers, one-finger touch drags leave the map alone but taps still click', () => {
    const { target, camera, clicks } = setup({ requireTwoFingers: true });
    const touch = { pointerType: 'touch' };
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 }, touch);
    expect(camera.getState().x).toBe(200);
    drag(target, { x: 100, y: 100 }, { x: 101, y: 100 }, touch);
    expect(clicks).toHaveLength(1);
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    expect(camera.getState().x).toBe(100);
  });

  it('captures the pointer during a press and releases it after', () => {
    const { target } = setup();
    target.dispatchEvent(pointer('pointerdown', 100, 100, { pointerId: 7 }));
    expect(target.captured.has(7)).toBe(true);
    target.dispatchEvent(pointer('pointerup', 100, 100, { pointerId: 7 }));
    expect(target.captured.size).toBe(0);
  });

  it('a cancelled pointer ends the drag without a click', () => {
    const { target, clicks, log } = setup();
    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 150, 100));
    target.dispatchEvent(pointer('pointercancel', 150, 100));
    target.dispatchEvent(pointer('pointerup', 150, 100));
    expect(clicks).toEqual([]);
    expect(log).toEqual(['dragstart', 'dragend']);
  });

  it('disabling mid-drag ends it; a disabled or disposed handler never pans, and clicks still work', () => {
    const { target, camera, handler, clicks, log } = setup();
    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 150, 100));
    frames.run();
    target.dispatchEvent(pointer('pointermove', 170, 100));
    handler.disable();
    expect(log).toEqual(['dragstart', 'dragend']);
    // The map stays where it was shown: the move of the frame that had not come yet is dropped.
    frames.run();
    const x = camera.getState().x;
    expect(x).toBe(150);
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    handler.enable();
    handler.dispose();
    drag(target, { x: 100, y: 100 }, { x: 100, y: 100 });
    expect(camera.getState().x).toBe(x);
    expect(clicks).toEqual([{ x: 100, y: 100 }]);
  });

  it('follows scroll.on switched at run time', () => {
    const { target, camera, handler } = setup();
    handler.disable();
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    expect(camera.getState().x).toBe(200);
    handler.enable();
    drag(target, { x: 100, y: 100 }, { x: 200, y: 100 });
    expect(camera.getState().x).toBe(100);
  });
});
