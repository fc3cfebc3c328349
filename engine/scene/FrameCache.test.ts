// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameCache, alignToDevicePixels } from './FrameCache';
import { stubAnimationFrames, type ManualFrames } from '../../tests/support/animationFrames';
import { Container, Matrix, Shader, Texture, type Mesh, type Renderer } from './pixi';

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

describe('FrameCache: moving frames at whole device pixels', () => {
  beforeEach(() => {
    frames = stubAnimationFrames();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The quad that shows the baked picture while the view moves, and the texture it samples. */
  function movingPicture(cache: FrameCache): { x: number; y: number; scaleMode: string } {
    const mesh = cache.view.children.find((child) => child.label === 'map-texture-quad');
    if (!mesh || !mesh.visible) throw new Error('the moving picture is not shown');
    const texture = (mesh as unknown as { shader: { resources: { uTexture: { scaleMode: string } } } }).shader.resources.uTexture;
    return { x: mesh.x, y: mesh.y, scaleMode: texture.scaleMode };
  }

  it('rounds a pan to whole pixels and reads the picture unfiltered', () => {
    const cache = cacheWithShapes(vi.fn());
    const { renderer } = fakeRenderer();
    cache.prepare(renderer);
    cache.setCamera(new Matrix().translate(10.4, -3.6));
    cache.prepare(renderer);
    expect(movingPicture(cache)).toEqual({ x: 10, y: -4, scaleMode: 'nearest' });
  });

  it('keeps a zoomed picture where the camera puts it, filtered', () => {
    const cache = cacheWithShapes(vi.fn());
    const { renderer } = fakeRenderer();
    cache.prepare(renderer);
    cache.setCamera(new Matrix().scale(1.5, 1.5).translate(10.4, 0));
    cache.prepare(renderer);
    const picture = movingPicture(cache);
    expect(picture.x).toBeCloseTo(10.4);
    expect(picture.scaleMode).toBe('linear');
  });
});

describe('alignToDevicePixels', () => {
  it('rounds to device pixels on a dense screen', () => {
    const matrix = new Matrix().translate(10.3, 7.74);
    expect(alignToDevicePixels(matrix, 2)).toBe(true);
    expect([matrix.tx, matrix.ty]).toEqual([10.5, 7.5]);
  });

  it('leaves fractional pixel ratios and scaled pictures alone', () => {
    const fractional = new Matrix().translate(10.3, 0);
    expect(alignToDevicePixels(fractional, 1.25)).toBe(false);
    expect(fractional.tx).toBe(10.3);
    const scaled = new Matrix(2, 0, 0, 2, 10.3, 0);
    expect(alignToDevicePixels(scaled, 1)).toBe(false);
    expect(scaled.tx).toBe(10.3);
  });
});

describe('FrameCache: the program linked ahead', () => {
  beforeEach(() => {
    frames = stubAnimationFrames();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The program the cache's composite quad draws with now (pixi shares one per sources). */
  function drawnProgram(cache: FrameCache): unknown {
    return (cache.view.children[0] as Mesh).shader?.glProgram;
  }

  for (const resolution of [1, 2]) {
    for (const inUse of [{ under: false, over: true }, { under: true, over: true }, { under: false, over: false }]) {
      it(`is the one the full cache draws with (density ${resolution}, layers ${JSON.stringify(inUse)})`, () => {
        const cache = cacheWithShapes(() => undefined);
        cache.resize(64, 48, resolution);
        cache.setLayersInUse(inUse);
        const ahead = Shader.from({ gl: cache.sharpProgram }).glProgram;
        const { renderer } = fakeRenderer();
        cache.prepare(renderer);
        runFrames(2);
        cache.prepare(renderer);
        expect(cache.complete).toBe(true);
        expect(drawnProgram(cache)).toBe(ahead);
        cache.dispose();
      });
    }
  }
});

