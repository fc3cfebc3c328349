// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameCache } from './FrameCache';
import { stubAnimationFrames, type ManualFrames } from './frameQueue.testing';
import { Container, Texture, type Renderer } from './pixi';

/** A renderer that draws nothing: no fences (each counts as passed), renders are only counted. */
function fakeRenderer(): { renderer: Renderer; renders: () => number } {
  let renders = 0;
  const renderer = { render: () => { renders += 1; } } as unknown as Renderer;
  return { renderer, renders: () => renders };
}

let frames: ManualFrames;
const runFrames = (count: number): void => frames.run(count);

/** A cache with a shape to draw (only a draft with shapes schedules the full image). */
function cacheWithShapes(onSettled: () => void): FrameCache {
  const layers = { under: new Container(), index: new Container(), over: new Container() };
  layers.index.addChild(new Container());
  const cache = new FrameCache(layers, Texture.EMPTY.source, onSettled);
  cache.resize(64, 48, 1);
  return cache;
}

describe('FrameCache: the first draft and the full-quality image', () => {
  beforeEach(() => {
    frames = stubAnimationFrames();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws the full-quality image once the draft is shown', () => {
    const settled = vi.fn();
    const cache = cacheWithShapes(settled);
    const { renderer } = fakeRenderer();
    cache.prepare(renderer);
    expect(cache.complete).toBe(false);
    runFrames(2);
    expect(settled).toHaveBeenCalledTimes(1);
    cache.prepare(renderer);
    expect(cache.complete).toBe(true);
    cache.dispose();
  });

  it('keeps the draft while content on its way holds it, and upgrades after the last release', () => {
    const settled = vi.fn();
    const cache = cacheWithShapes(settled);
    const { renderer } = fakeRenderer();
    const releaseMarkers = cache.hold(renderer);
    const releaseImages = cache.hold(renderer);
    cache.prepare(renderer);
    runFrames(4);
    cache.prepare(renderer);
    expect(settled).not.toHaveBeenCalled();
    expect(cache.complete).toBe(false);

    releaseMarkers();
    releaseMarkers();
    runFrames(4);
    expect(settled).not.toHaveBeenCalled();

    releaseImages();
    runFrames(2);
    expect(settled).toHaveBeenCalledTimes(1);
    cache.prepare(renderer);
    expect(cache.complete).toBe(true);
    cache.dispose();
  });

  it('a release after the cache is gone schedules nothing', () => {
    const cache = cacheWithShapes(() => undefined);
    const { renderer } = fakeRenderer();
    const release = cache.hold(renderer);
    cache.prepare(renderer);
    runFrames(2);
    cache.dispose();
    release();
    expect(frames.size()).toBe(0);
  });
});
