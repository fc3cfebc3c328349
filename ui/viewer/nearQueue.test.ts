// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearQueue } from './nearQueue';

/** The browser's IntersectionObserver, reduced to what the page tells it: "look again now". */
function stubIntersectionObserver(): { scrolled(): void } {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal('IntersectionObserver', class {
    constructor(callback: () => void) {
      callbacks.push(callback);
    }
    observe(): void {}
    disconnect(): void {}
  });
  return { scrolled: () => callbacks.forEach((callback) => callback()) };
}

/** A map container whose box starts `top` px below the window's top (the window is 800 px tall). */
function mapAt(id: number, top: number): { element: HTMLElement; moveTo(top: number): void } {
  const element = document.createElement('div');
  element.dataset.mapId = String(id);
  element.dataset.state = 'loading';
  document.body.append(element);
  let y = top;
  element.getBoundingClientRect = () => ({ top: y, bottom: y + 400, left: 0, right: 600, width: 600, height: 400, x: 0, y, toJSON: () => ({}) });
  return { element, moveTo: (next) => { y = next; } };
}

/** Lets the observers and the queue's turn-taking run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('nearQueue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('starts the map in view first, then the near one; the far one waits until the visitor scrolls near it', async () => {
    vi.stubGlobal('innerHeight', 800);
    const page = stubIntersectionObserver();
    const near = mapAt(2, 1200);
    const inView = mapAt(1, 100);
    const far = mapAt(3, 4000);
    const started: string[] = [];
    nearQueue([near.element, inView.element, far.element], (element) => started.push(element.dataset.mapId ?? ''));
    expect(started).toEqual(['1']);

    // One at a time: the near map waits for the one in view to be ready.
    page.scrolled();
    await settle();
    expect(started).toEqual(['1']);
    inView.element.dataset.state = 'ready';
    await settle();
    expect(started).toEqual(['1', '2']);
    near.element.dataset.state = 'ready';
    await settle();
    expect(started).toEqual(['1', '2']);

    far.moveTo(900);
    page.scrolled();
    expect(started).toEqual(['1', '2', '3']);
  });

  it('gives a waiting map to a site script that asks for it, and never starts it again', async () => {
    vi.stubGlobal('innerHeight', 800);
    const page = stubIntersectionObserver();
    const top = mapAt(1, 0);
    const far = mapAt(2, 5000);
    const started: string[] = [];
    const take = nearQueue([top.element, far.element], (element) => started.push(element.dataset.mapId ?? ''));
    expect(take((element) => element.dataset.mapId === '2')).toBe(far.element);
    expect(take((element) => element.dataset.mapId === '2')).toBeUndefined();
    top.element.dataset.state = 'ready';
    far.moveTo(0);
    page.scrolled();
    await settle();
    expect(started).toEqual(['1']);
  });
});
