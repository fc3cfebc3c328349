import { describe, expect, it } from 'vitest';
import { Camera } from '../../camera/Camera';
import type { CameraOptions } from '../../camera/Camera';
import { CameraChangeQueue } from '../CameraChangeQueue';
import { GestureDispatcher } from '../GestureDispatcher';
import { PinchZoomHandler } from './PinchZoomHandler';
import { manualFrames } from '../manualFrames';

const frames = manualFrames();

function touch(type: string, pointerId: number, x: number, y: number, pointerType = 'touch'): Event {
  return Object.assign(new Event(type, { cancelable: true }), {
    clientX: x, clientY: y, pointerId, button: 0, pointerType, isPrimary: pointerId === 1,
  });
}

function setup(cameraExtra: Partial<CameraOptions> = {}) {
  const target = new EventTarget();
  const camera = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 }, ...cameraExtra });
  const log: string[] = [];
  const handler = new PinchZoomHandler({
    target, camera, changes: new CameraChangeQueue(camera, frames.schedule), onPinchStart: () => log.push('start'), onPinchEnd: () => log.push('end'),
  });
  new GestureDispatcher({ target }).attach('pinchZoom', handler);
  handler.enable();
  return { target, camera, handler, log };
}

describe('PinchZoomHandler', () => {
  it('spreading two fingers to double their distance zooms in one level; the map stays under the fingers', () => {
    const { target, camera, log } = setup();
    const left = camera.screenToMap({ x: 150, y: 100 });
    const right = camera.screenToMap({ x: 250, y: 100 });
    target.dispatchEvent(touch('pointerdown', 1, 150, 100));
    target.dispatchEvent(touch('pointerdown', 2, 250, 100));
    target.dispatchEvent(touch('pointermove', 1, 100, 100));
    target.dispatchEvent(touch('pointermove', 2, 300, 100));
    frames.run();
    expect(camera.getLevel()).toBeCloseTo(1, 9);
    expect(camera.mapToScreen(left).x).toBeCloseTo(100, 9);
    expect(camera.mapToScreen(right).x).toBeCloseTo(300, 9);
    expect(log).toEqual(['start']);
  });

  it('moving both fingers together pans the map with them', () => {
    const { target, camera } = setup();
    const under = camera.screenToMap({ x: 200, y: 100 });
    target.dispatchEvent(touch('pointerdown', 1, 150, 100));
    target.dispatchEvent(touch('pointerdown', 2, 250, 100));
    target.dispatchEvent(touch('pointermove', 1, 150, 140));
    target.dispatchEvent(touch('pointermove', 2, 250, 140));
    frames.run();
    expect(camera.getLevel()).toBeCloseTo(0, 9);
    const moved = camera.mapToScreen(under);
    expect(moved.x).toBeCloseTo(200, 9);
    expect(moved.y).toBeCloseTo(140, 9);
  });

  it('stops at the zoom limit', () => {
    const { target, camera } = setup({ zoomLimit: [0, 0.5] });
    target.dispatchEvent(touch('pointerdown', 1, 200, 100));
    target.dispatchEvent(touch('pointerdown', 2, 210, 100));
    target.dispatchEvent(touch('pointermove', 2, 400, 100));
    frames.run();
    expect(camera.getLevel()).toBe(0.5);
  });

  it('one finger does nothing; lifting a finger ends the pinch', () => {
    const { target, camera, log } = setup();
    target.dispatchEvent(touch('pointerdown', 1, 150, 100));
    target.dispatchEvent(touch('pointermove', 1, 50, 100));
    frames.run();
    expect(camera.getState()).toEqual({ level: 0, x: 200, y: 50 });
    target.dispatchEvent(touch('pointerdown', 2, 250, 100));
    target.dispatchEvent(touch('pointerup', 2, 250, 100));
    target.dispatchEvent(touch('pointermove', 1, 10, 100));
    frames.run();
    expect(camera.getState()).toEqual({ level: 0, x: 200, y: 50 });
    expect(log).toEqual(['start', 'end']);
  });

  it('ignores mouse pointers', () => {
    const { target, camera } = setup();
    target.dispatchEvent(touch('pointerdown', 1, 150, 100, 'mouse'));
    target.dispatchEvent(touch('pointerdown', 2, 250, 100, 'mouse'));
    target.dispatchEvent(touch('pointermove', 2, 400, 100, 'mouse'));
    frames.run();
    expect(camera.getLevel()).toBe(0);
  });

  it('disabling ends a pinch and stops listening', () => {
    const { target, camera, handler, log } = setup();
    target.dispatchEvent(touch('pointerdown', 1, 150, 100));
    target.dispatchEvent(touch('pointerdown', 2, 250, 100));
    handler.dispose();
    target.dispatchEvent(touch('pointermove', 2, 400, 100));
    frames.run();
    expect(log).toEqual(['start', 'end']);
    expect(camera.getLevel()).toBe(0);
    expect(handler.isPinching()).toBe(false);
  });
});
