import { describe, expect, it } from 'vitest';
import { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { CameraChangeQueue } from './CameraChangeQueue';
import { GestureDispatcher } from './GestureDispatcher';
import { ClickHandler } from './handlers/ClickHandler';
import { DragPanHandler } from './handlers/DragPanHandler';
import { HoverHandler } from './handlers/HoverHandler';
import { PinchZoomHandler } from './handlers/PinchZoomHandler';
import { WheelZoomHandler } from './handlers/WheelZoomHandler';
import { manualFrames } from './manualFrames';

const frames = manualFrames();

/** A map element that counts its listeners, so a test can see what the dispatcher holds. */
class CountingTarget extends EventTarget {
  readonly listening = new Map<string, number>();
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean): void {
    this.listening.set(type, (this.listening.get(type) ?? 0) + 1);
    super.addEventListener(type, listener, options);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean): void {
    this.listening.set(type, (this.listening.get(type) ?? 0) - 1);
    super.removeEventListener(type, listener, options);
  }
}

function pointer(type: string, x: number, y: number, extra: Record<string, unknown> = {}): Event {
  return Object.assign(new Event(type, { cancelable: true }), {
    clientX: x, clientY: y, pointerId: 1, button: 0, pointerType: 'mouse', isPrimary: true, buttons: 0, ...extra,
  });
}

function finger(type: string, pointerId: number, x: number, y: number): Event {
  return pointer(type, x, y, { pointerId, pointerType: 'touch', isPrimary: pointerId === 1 });
}

function wheel(deltaY: number): Event {
  return Object.assign(new Event('wheel', { cancelable: true }), { deltaY, clientX: 100, clientY: 80 });
}

/** A map with the pointer handlers the engine attaches, all enabled. */
function mapGestures(options: { dragThreshold?: number } = {}) {
  const target = new CountingTarget();
  const camera = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 } });
  const log: string[] = [];
  const clicks: ScreenPoint[] = [];
  const hovers: Array<ScreenPoint | null> = [];
  const changes = new CameraChangeQueue(camera, frames.schedule);
  const pinch = new PinchZoomHandler({ target, camera, changes, onPinchStart: () => log.push('pinchstart'), onPinchEnd: () => log.push('pinchend') });
  const dragPan = new DragPanHandler({
    target, changes, clickThreshold: options.dragThreshold, onDragStart: () => log.push('dragstart'), onDragEnd: () => log.push('dragend'),
  });
  const click = new ClickHandler({ target, onClick: (point) => clicks.push(point) });
  const hover = new HoverHandler({ target, hover: (point) => hovers.push(point) });
  const gestures = new GestureDispatcher({ target });
  // Attached in another order than the dispatcher's: the order is the dispatcher's, not theirs.
  gestures.attach('hover', hover);
  gestures.attach('click', click);
  gestures.attach('dragPan', dragPan);
  gestures.attach('pinchZoom', pinch);
  for (const handler of [pinch, dragPan, click, hover]) handler.enable();
  return { target, camera, gestures, log, clicks, hovers, dragPan, click };
}

describe('GestureDispatcher', () => {
  it('a second finger hands a one-finger pan over to the pinch, which then zooms around the fingers', () => {
    const { target, camera, log, clicks } = mapGestures();
    target.dispatchEvent(finger('pointerdown', 1, 150, 100));
    target.dispatchEvent(finger('pointermove', 1, 170, 100));
    expect(log).toEqual(['dragstart']);
    target.dispatchEvent(finger('pointerdown', 2, 270, 100));
    expect(log).toEqual(['dragstart', 'pinchstart', 'dragend']);
    // The drag's 20 px, reported before the hand-over, are applied on the frame.
    frames.run();
    expect(camera.getState().x).toBe(180);
    const between = camera.screenToMap({ x: 220, y: 100 });
    // Spreading the fingers to twice their distance: one level in, the midpoint's map point stays.
    target.dispatchEvent(finger('pointermove', 1, 120, 100));
    target.dispatchEvent(finger('pointermove', 2, 320, 100));
    frames.run();
    expect(camera.getLevel()).toBeCloseTo(1, 5);
    const under = camera.mapToScreen(between);
    expect(under.x).toBeCloseTo(220, 5);
    expect(under.y).toBeCloseTo(100, 5);
    target.dispatchEvent(finger('pointerup', 2, 320, 100));
    target.dispatchEvent(finger('pointerup', 1, 120, 100));
    expect(log).toEqual(['dragstart', 'pinchstart', 'dragend', 'pinchend']);
    expect(clicks).toEqual([]);
  });

  it('a drag drops the pending click even when it starts before the click threshold', () => {
    const { target, camera, clicks, log } = mapGestures({ dragThreshold: 2 });
    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 103, 100, { buttons: 1 }));
    target.dispatchEvent(pointer('pointerup', 103, 100));
    frames.run();
    expect(log).toEqual(['dragstart', 'dragend']);
    expect(camera.getState().x).toBeLessThan(200);
    expect(clicks).toEqual([]);
  });

  it('with panning switched off, the same press is a click', () => {
    const { target, camera, clicks, dragPan } = mapGestures({ dragThreshold: 2 });
    dragPan.disable();
    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 103, 100, { buttons: 1 }));
    target.dispatchEvent(pointer('pointerup', 103, 100));
    frames.run();
    expect(camera.getState().x).toBe(200);
    expect(clicks).toEqual([{ x: 103, y: 100 }]);
  });

  it('hovering pauses once while a drag pans and resumes with the next free move', () => {
    const { target, hovers } = mapGestures();
    target.dispatchEvent(pointer('pointermove', 50, 50));
    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 130, 100, { buttons: 1 }));
    target.dispatchEvent(pointer('pointermove', 160, 100, { buttons: 1 }));
    target.dispatchEvent(pointer('pointerup', 160, 100));
    target.dispatchEvent(pointer('pointermove', 170, 100));
    expect(hovers).toEqual([{ x: 50, y: 50 }, null, { x: 170, y: 100 }]);
  });

  it('listens to an event only while an enabled handler takes it, and to nothing once disposed', () => {
    const target = new CountingTarget();
    const camera = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 } });
    const wheelZoom = new WheelZoomHandler({ target, camera, changes: new CameraChangeQueue(camera, frames.schedule) });
    const gestures = new GestureDispatcher({ target });
    gestures.attach('wheelZoom', wheelZoom);
    expect(target.listening.get('wheel') ?? 0).toBe(0);
    wheelZoom.enable();
    expect(target.listening.get('wheel')).toBe(1);
    const event = wheel(-100);
    target.dispatchEvent(event);
    frames.run();
    expect(camera.getLevel()).toBe(1);
    expect(event.defaultPrevented).toBe(true);
    wheelZoom.disable();
    expect(target.listening.get('wheel')).toBe(0);
    wheelZoom.enable();
    gestures.dispose();
    expect(target.listening.get('wheel')).toBe(0);
  });

  it('a detached handler gets no more events', () => {
    const { target, camera, gestures } = mapGestures();
    gestures.detach('dragPan');
    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 200, 100, { buttons: 1 }));
    target.dispatchEvent(pointer('pointerup', 200, 100));
    frames.run();
    expect(camera.getState().x).toBe(200);
    expect(gestures.get('dragPan')).toBeUndefined();
  });
});
