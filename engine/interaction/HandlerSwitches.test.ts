// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Camera } from '../camera/Camera';
import type { ScreenPoint } from '../camera/types';
import { HandlerSwitches } from './HandlerSwitches';
import { MapInteraction } from './MapInteraction';
import { manualFrames } from './manualFrames';

const frames = manualFrames();

afterEach(() => {
  document.body.innerHTML = '';
});

function pointer(type: string, x: number, y: number, extra: Record<string, unknown> = {}): Event {
  return Object.assign(new Event(type, { cancelable: true }), {
    clientX: x, clientY: y, pointerId: 1, button: 0, pointerType: 'mouse', isPrimary: true, buttons: 0, ...extra,
  });
}

function drag(target: EventTarget, fromX: number, toX: number): void {
  target.dispatchEvent(pointer('pointerdown', fromX, 100));
  target.dispatchEvent(pointer('pointermove', (fromX + toX) / 2, 100, { buttons: 1 }));
  target.dispatchEvent(pointer('pointermove', toX, 100, { buttons: 1 }));
  target.dispatchEvent(pointer('pointerup', toX, 100));
  frames.run();
}

function wheelUp(): Event {
  return Object.assign(new Event('wheel', { cancelable: true }), { deltaY: -100, clientX: 100, clientY: 80 });
}

function key(value: string): Event {
  return Object.assign(new Event('keydown', { cancelable: true, bubbles: true }), { key: value });
}

/**
 * A map element, its focusable list, and the interaction the engine builds on them from the
 * map's options; `setOptions` changes them in place as the engine does.
 */
function mapWith(initial: object = {}) {
  let options = initial;
  const switches = new HandlerSwitches(() => options);
  const surface = document.createElement('div');
  const listbox = document.createElement('div');
  surface.append(listbox);
  document.body.append(surface);
  let time = 0;
  const camera = new Camera({ viewport: { width: 420, height: 220 }, viewBox: { x: 0, y: 0, width: 400, height: 100 }, now: () => (time += 1000) });
  const clicks: ScreenPoint[] = [];
  let interaction: MapInteraction | null = null;
  // A rebuild tears the map's gestures down first, as the engine does.
  const build = () => {
    interaction?.dispose();
    interaction = new MapInteraction(surface, listbox, camera, {}, { hover: () => undefined, click: (point) => clicks.push(point) }, switches, frames.schedule);
    return interaction;
  };
  const setOptions = (next: object) => {
    options = next;
    interaction?.configure({});
  };
  return { surface, listbox, camera, clicks, switches, handlers: switches.handlers, build, setOptions };
}

describe('the engine handlers', () => {
  it('dragPan: disabled, a drag leaves the map where it is and a tap still clicks; enabled again, drags pan', () => {
    const { surface, camera, clicks, handlers, build } = mapWith();
    build();
    handlers.dragPan.disable();
    expect(handlers.dragPan.isEnabled()).toBe(false);
    drag(surface, 100, 200);
    expect(camera.getState().x).toBe(200);
    drag(surface, 100, 101);
    expect(clicks).toEqual([{ x: 101, y: 100 }]);
    handlers.dragPan.enable();
    drag(surface, 100, 200);
    expect(camera.getState().x).toBe(100);
  });

  it('wheelZoom: disabled, the wheel belongs to the page; enabled again, it zooms', () => {
    const { surface, camera, handlers, build } = mapWith();
    build();
    handlers.wheelZoom.disable();
    const toPage = wheelUp();
    surface.dispatchEvent(toPage);
    frames.run();
    expect(toPage.defaultPrevented).toBe(false);
    expect(camera.getLevel()).toBe(0);
    handlers.wheelZoom.enable();
    surface.dispatchEvent(wheelUp());
    frames.run();
    expect(camera.getLevel()).toBe(1);
  });

  it('keyboardZoom: disabled, + does nothing; enabled again, it zooms in', () => {
    const { listbox, camera, handlers, build } = mapWith();
    build();
    handlers.keyboardZoom.disable();
    listbox.dispatchEvent(key('+'));
    frames.run();
    expect(camera.getLevel()).toBe(0);
    handlers.keyboardZoom.enable();
    listbox.dispatchEvent(key('+'));
    frames.run();
    expect(camera.getLevel()).toBe(1);
  });

  it('pinchZoom: disabled, two fingers do not zoom; enabled again, they do', () => {
    const { surface, camera, handlers, build } = mapWith();
    build();
    const pinch = () => {
      const touch = (type: string, pointerId: number, x: number) => pointer(type, x, 100, { pointerId, pointerType: 'touch', isPrimary: pointerId === 1 });
      surface.dispatchEvent(touch('pointerdown', 1, 150));
      surface.dispatchEvent(touch('pointerdown', 2, 250));
      surface.dispatchEvent(touch('pointermove', 1, 100));
      surface.dispatchEvent(touch('pointermove', 2, 300));
      surface.dispatchEvent(touch('pointerup', 1, 100));
      surface.dispatchEvent(touch('pointerup', 2, 300));
      frames.run();
    };
    handlers.pinchZoom.disable();
    pinch();
    expect(camera.getLevel()).toBe(0);
    handlers.pinchZoom.enable();
    pinch();
    expect(camera.getLevel()).toBeCloseTo(1, 9);
  });

  it('follow the options: scroll.on and zoom.mousewheel off switch dragPan and wheelZoom off', () => {
    const { handlers, build } = mapWith({ scroll: { on: false }, zoom: { mousewheel: false } });
    expect(handlers.dragPan.isEnabled()).toBe(false);
    build();
    expect(handlers.dragPan.isEnabled()).toBe(false);
    expect(handlers.wheelZoom.isEnabled()).toBe(false);
    expect(handlers.pinchZoom.isEnabled()).toBe(true);
  });

  it('remember a call made before the map is built, and apply it to the map built after', () => {
    const { surface, camera, handlers, build } = mapWith();
    handlers.dragPan.disable();
    build();
    drag(surface, 100, 200);
    expect(camera.getState().x).toBe(200);
    expect(handlers.dragPan.isEnabled()).toBe(false);
  });

  it('give a later change of the option\'s value the last word over an earlier call', () => {
    const { surface, camera, handlers, build, setOptions } = mapWith();
    build();
    handlers.dragPan.disable();
    setOptions({ scroll: { on: true } });
    expect(handlers.dragPan.isEnabled()).toBe(true);
    drag(surface, 100, 200);
    expect(camera.getState().x).toBe(100);
  });

  it('give a later call the last word over the option, through other option changes and rebuilds', () => {
    const { surface, camera, handlers, build, setOptions } = mapWith({ scroll: { on: false }, cursor: 'default' });
    build();
    handlers.dragPan.enable();
    setOptions({ scroll: { on: false }, cursor: 'crosshair' });
    expect(handlers.dragPan.isEnabled()).toBe(true);
    build();
    expect(handlers.dragPan.isEnabled()).toBe(true);
    drag(surface, 100, 200);
    expect(camera.getState().x).toBe(100);
  });

  it('let an option changed while no map is built decide the map built after', () => {
    const { handlers, build, setOptions } = mapWith({ zoom: { mousewheel: true } });
    handlers.wheelZoom.disable();
    setOptions({ zoom: { mousewheel: true } });
    expect(handlers.wheelZoom.isEnabled()).toBe(false);
    setOptions({ zoom: { mousewheel: false } });
    setOptions({ zoom: {} });
    build();
    expect(handlers.wheelZoom.isEnabled()).toBe(true);
  });

  it('reach no map once it is disposed', () => {
    const { surface, camera, handlers, build } = mapWith();
    build().dispose();
    handlers.dragPan.enable();
    drag(surface, 100, 200);
    expect(camera.getState().x).toBe(200);
  });
});
