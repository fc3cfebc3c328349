// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GESTURE_HINT_TEXTS, GESTURE_HINT_MS, GestureHint, wheelHintText } from './GestureHint';
import { GestureDispatcher } from './GestureDispatcher';
import { TouchScrollGuard } from './handlers/TouchScrollGuard';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('GestureHint', () => {
  it('shows its text over the map and hides it again after a while', () => {
    vi.useFakeTimers();
    const surface = document.createElement('div');
    document.body.append(surface);
    const hint = new GestureHint(surface);
    const element = surface.querySelector<HTMLElement>('.mapsvg-gesture-hint');
    expect(element?.style.display).toBe('none');
    hint.show('Use Ctrl + scroll to zoom the map');
    expect(element?.style.display).toBe('flex');
    expect(element?.textContent).toBe('Use Ctrl + scroll to zoom the map');
    vi.advanceTimersByTime(GESTURE_HINT_MS - 1);
    hint.show('Use Ctrl + scroll to zoom the map');
    vi.advanceTimersByTime(GESTURE_HINT_MS - 1);
    expect(element?.style.display).toBe('flex');
    vi.advanceTimersByTime(1);
    expect(element?.style.display).toBe('none');
    hint.dispose();
    expect(surface.querySelector('.mapsvg-gesture-hint')).toBeNull();
  });

  it('names ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(wheelHintText(DEFAULT_GESTURE_HINT_TEXTS, 'MacIntel')).toBe('Use ⌘ + scroll to zoom the map');
    expect(wheelHintText(DEFAULT_GESTURE_HINT_TEXTS, 'Linux x86_64')).toBe('Use Ctrl + scroll to zoom the map');
  });
});

describe('TouchScrollGuard', () => {
  function touchMove(fingers: number): Event {
    return Object.assign(new Event('touchmove', { cancelable: true }), { touches: { length: fingers } });
  }

  it('cancels the page scroll for two fingers and reports one finger', () => {
    const target = document.createElement('div');
    const oneFinger = vi.fn();
    const guard = new TouchScrollGuard({ onOneFingerMove: oneFinger });
    new GestureDispatcher({ target }).attach('touchScroll', guard);
    guard.enable();
    const two = touchMove(2);
    target.dispatchEvent(two);
    expect(two.defaultPrevented).toBe(true);
    const one = touchMove(1);
    target.dispatchEvent(one);
    expect(one.defaultPrevented).toBe(false);
    expect(oneFinger).toHaveBeenCalledTimes(1);
    guard.disable();
    const later = touchMove(2);
    target.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
