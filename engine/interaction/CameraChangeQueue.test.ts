import { describe, expect, it } from 'vitest';
import { Camera } from '../camera/Camera';
import type { CameraMove } from '../camera/types';
import { CameraChangeQueue, framesBeforeDraw } from './CameraChangeQueue';
import { GestureDispatcher } from './GestureDispatcher';
import { DragPanHandler } from './handlers/DragPanHandler';
import { KeyboardZoomHandler } from './handlers/KeyboardZoomHandler';
import { PinchZoomHandler } from './handlers/PinchZoomHandler';
import { WheelZoomHandler } from './handlers/WheelZoomHandler';
import { manualFrames } from './manualFrames';

/** Records what reaches the camera; level 0, scale 2 per level, a 400×200 viewport. */
class FakeCamera {
  readonly calls: Array<['moveBy', CameraMove] | ['zoomIn' | 'zoomOut' | 'reset']> = [];
  moveBy(move: CameraMove): boolean { this.calls.push(['moveBy', move]); return true; }
  zoomIn(): boolean { this.calls.push(['zoomIn']); return true; }
  zoomOut(): boolean { this.calls.push(['zoomOut']); return true; }
  reset(): void { this.calls.push(['reset']); }
  getZoomDelta(): number { return 2; }
  getViewport(): { width: number; height: number } { return { width: 400, height: 200 }; }
  // What the wheel handler reads to decide whether to cancel the page scroll.
  getLevel(): number { return 0; }
  nextLevel(direction: 1 | -1): number { return direction; }
  canZoomTo(): boolean { return true; }
}

function pointer(type: string, x: number, y: number, extra: Record<string, unknown> = {}): Event {
  return Object.assign(new Event(type, { cancelable: true }), {
    clientX: x, clientY: y, pointerId: 1, button: 0, pointerType: 'mouse', isPrimary: true, buttons: 1, ...extra,
  });
}

function wheel(deltaY: number, x: number, y: number): Event {
  return Object.assign(new Event('wheel', { cancelable: true }), { deltaY, clientX: x, clientY: y });
}

/** The camera handlers on one queue, with a fake camera (or a real one) and manual frames. */
function setup(camera: FakeCamera | Camera = new FakeCamera()) {
  const frames = manualFrames();
  const changes = new CameraChangeQueue(camera, frames.schedule);
  const target = new EventTarget();
  const keys = new EventTarget();
  const drag = new DragPanHandler({ target, changes });
  const wheelZoom = new WheelZoomHandler({ target, camera, changes, throttleMs: 0 });
  const pinch = new PinchZoomHandler({ target, camera, changes });
  const keyboard = new KeyboardZoomHandler({ changes });
  const gestures = new GestureDispatcher({ target, keyTarget: keys });
  gestures.attach('dragPan', drag);
  gestures.attach('wheelZoom', wheelZoom);
  gestures.attach('pinchZoom', pinch);
  gestures.attach('keyboardZoom', keyboard);
  for (const handler of [drag, wheelZoom, pinch, keyboard]) handler.enable();
  /** Presses at (100, 100) and drags past the click threshold to (110, 100), in an earlier frame. */
  const startDrag = () => {
    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 110, 100));
    frames.run();
  };
  return { camera, frames, changes, target, keys, drag, wheelZoom, pinch, keyboard, startDrag };
}

describe('CameraChangeQueue', () => {
  it('two pointer moves within one frame reach the camera as one pan, their sum, on the frame', () => {
    const { camera, frames, target, startDrag } = setup();
    const fake = camera as FakeCamera;
    startDrag();
    fake.calls.length = 0;
    target.dispatchEvent(pointer('pointermove', 130, 95));
    target.dispatchEvent(pointer('pointermove', 150, 110));
    expect(fake.calls).toEqual([]);
    expect(frames.waiting()).toBe(1);
    frames.run();
    expect(fake.calls).toEqual([['moveBy', { panBy: { x: 40, y: 10 } }]]);
  });

  it('a pan then a wheel notch in one frame: one move, the zoom around the cursor after the pan', () => {
    const { camera, frames, target, startDrag } = setup();
    const fake = camera as FakeCamera;
    startDrag();
    fake.calls.length = 0;
    target.dispatchEvent(pointer('pointermove', 150, 120));
    target.dispatchEvent(wheel(-100, 150, 120));
    frames.run();
    expect(fake.calls).toEqual([['moveBy', { panBy: { x: 40, y: 20 }, zoomDelta: 1, around: { x: 150, y: 120 } }]]);
  });

  it('the same in a real camera: the pressed map point ends under the cursor, one level in, one change', () => {
    const camera = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 } });
    const { frames, target, startDrag } = setup(camera);
    startDrag();
    const pressed = camera.screenToMap({ x: 110, y: 100 });
    let changes = 0;
    camera.on('change', () => changes++);
    target.dispatchEvent(pointer('pointermove', 150, 120));
    target.dispatchEvent(wheel(-100, 150, 120));
    frames.run();
    expect(changes).toBe(1);
    expect(camera.getLevel()).toBe(1);
    expect(camera.mapToScreen(pressed)).toEqual({ x: 150, y: 120 });
  });

  it('a wheel notch then a pan in one frame: the pan is not scaled by the zoom that came before it', () => {
    const { camera, frames, target, startDrag } = setup();
    const fake = camera as FakeCamera;
    startDrag();
    fake.calls.length = 0;
    target.dispatchEvent(wheel(-100, 110, 100));
    target.dispatchEvent(pointer('pointermove', 150, 120));
    frames.run();
    // Zoom ×2 around (110, 100), then 40, 20 px of pan: the point at (110, 100) ends at (150, 120).
    expect(fake.calls).toEqual([['moveBy', { panBy: { x: 20, y: 10 }, zoomDelta: 1, around: { x: 110, y: 100 } }]]);
  });

  it('a key step keeps its place between moves, which are not merged across it', () => {
    const { camera, frames, target, keys, startDrag } = setup();
    const fake = camera as FakeCamera;
    startDrag();
    fake.calls.length = 0;
    target.dispatchEvent(pointer('pointermove', 120, 100));
    keys.dispatchEvent(Object.assign(new Event('keydown', { cancelable: true }), { key: '+' }));
    target.dispatchEvent(pointer('pointermove', 130, 100));
    keys.dispatchEvent(Object.assign(new Event('keydown', { cancelable: true }), { key: '0' }));
    frames.run();
    expect(fake.calls).toEqual([['moveBy', { panBy: { x: 10, y: 0 } }], ['zoomIn'], ['moveBy', { panBy: { x: 10, y: 0 } }], ['reset']]);
  });

  it('nothing a handler asked for is applied once it is disabled before the frame; the others still are', () => {
    const { camera, frames, target, drag, wheelZoom, startDrag } = setup();
    const fake = camera as FakeCamera;
    startDrag();
    fake.calls.length = 0;
    target.dispatchEvent(pointer('pointermove', 150, 100));
    target.dispatchEvent(wheel(-100, 150, 100));
    drag.disable();
    frames.run();
    expect(fake.calls).toEqual([['moveBy', { zoomDelta: 1, around: { x: 150, y: 100 } }]]);
    target.dispatchEvent(wheel(-100, 150, 100));
    wheelZoom.disable();
    frames.run();
    expect(fake.calls).toHaveLength(1);
  });

  it('a pinch switched off mid-frame moves nothing; a drag reset by it keeps the pan it reported', () => {
    const { camera, frames, target, pinch } = setup();
    const fake = camera as FakeCamera;
    const finger = (type: string, pointerId: number, x: number) => pointer(type, x, 100, { pointerId, pointerType: 'touch', isPrimary: pointerId === 1 });
    target.dispatchEvent(finger('pointerdown', 1, 100));
    target.dispatchEvent(finger('pointermove', 1, 120));
    // The second finger resets the drag: its 20 px stay, later moves of finger 1 pinch instead.
    target.dispatchEvent(finger('pointerdown', 2, 220));
    frames.run();
    expect(fake.calls).toEqual([['moveBy', { panBy: { x: 20, y: 0 } }]]);
    target.dispatchEvent(finger('pointermove', 2, 320));
    pinch.disable();
    frames.run();
    expect(fake.calls).toHaveLength(1);
  });

  it('disposed, it applies nothing and leaves no frame asked for', () => {
    const { camera, frames, target, changes, startDrag } = setup();
    const fake = camera as FakeCamera;
    startDrag();
    fake.calls.length = 0;
    target.dispatchEvent(pointer('pointermove', 150, 100));
    changes.dispose();
    expect(frames.waiting()).toBe(0);
    frames.run();
    expect(fake.calls).toEqual([]);
  });
});

describe('framesBeforeDraw', () => {
  it('asks for the scene frame after the queue frame, so the frame that moves the camera draws it', () => {
    const frames = manualFrames();
    const order: string[] = [];
    const camera = new FakeCamera();
    const drawFrame = () => frames.schedule(() => order.push(`draw at ${camera.calls.length} camera calls`));
    const queue = new CameraChangeQueue(camera, framesBeforeDraw(frames.schedule, drawFrame));
    queue.request({}, { panBy: { x: 5, y: 0 } });
    frames.run();
    expect(order).toEqual(['draw at 1 camera calls']);
    expect(frames.waiting()).toBe(0);
  });
});
