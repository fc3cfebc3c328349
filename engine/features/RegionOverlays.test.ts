import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camera } from '../camera/Camera';
import type { MapScene } from '../scene/MapScene';
import type { SvgRegion } from '../svg/types';
import type * as Overlays from './RegionOverlays';

// pixi needs a browser: containers are plain records here, and the lazily loaded layers are
// stand-ins that record what they are given (the label points are the real ones).
class FakeContainer {
  children: unknown[] = [];
  destroyed = false;
  constructor(readonly options: { label?: string } = {}) {}
  addChild(...children: unknown[]): void {
    this.children.push(...children);
  }
  destroy(): void {
    this.destroyed = true;
  }
}
vi.mock('../scene/pixi', () => ({ Container: FakeContainer }));

const layers: Array<{ kind: string; parent: FakeContainer; calls: unknown[] }> = [];
vi.mock('./overlayLayers', async () => {
  const { LabelPoints } = await import('../labels/LabelPoints');
  const layer = (kind: string) => class {
    calls: unknown[] = [];
    count = 0;
    constructor(readonly parent: FakeContainer) {
      layers.push(this as unknown as { kind: string; parent: FakeContainer; calls: unknown[] });
      (this as unknown as { kind: string }).kind = kind;
    }
    setBubbles(bubbles: ReadonlyMap<string, unknown>): void {
      this.calls.push(bubbles);
      this.count = bubbles.size;
    }
    setLabels(labels: ReadonlyMap<string, string>): void {
      this.calls.push(labels);
    }
    hitTest(): string | null {
      return this.count > 0 ? 'a' : null;
    }
    update(): void {}
    boxes(): unknown[] {
      return [];
    }
    dispose(): void {}
  };
  return { LabelPoints, BubbleLayer: layer('bubbles'), LabelLayer: layer('labels'), regionLabelAnchors: () => ({ anchor: () => undefined }) };
});

const SQUARE: SvgRegion = {
  id: 'a', rings: [Float64Array.from([0, 0, 10, 0, 10, 10, 0, 10])], bbox: { minX: 0, minY: 0, maxX: 10, maxY: 10 },
} as unknown as SvgRegion;

/** A page whose labels' and bubbles' code has not loaded yet. */
let code: typeof Overlays;
beforeEach(async () => {
  vi.resetModules();
  layers.length = 0;
  code = await import('./RegionOverlays');
});

function overlays() {
  const renders: number[] = [];
  const scene = { overlays: new FakeContainer(), requestRender: () => renders.push(1), adoptExtensions: () => undefined } as unknown as MapScene;
  const camera = { worldTransform: () => ({ a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 }), getViewport: () => ({ width: 100, height: 100 }) } as unknown as Camera;
  return { map: new code.RegionOverlays(scene, camera, [SQUARE]), scene: scene as unknown as { overlays: FakeContainer }, renders };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits until the code has come (the mocked module loads in more than one task) and its callbacks ran. */
async function arrived(): Promise<void> {
  await (await import('./overlaysModule')).loadOverlays();
  await settle();
}

describe('region labels and bubbles loaded on use', () => {
  it('keeps the places of bubbles under labels among the overlays before any code is there', () => {
    const { scene } = overlays();
    expect(scene.overlays.children.map((child) => (child as FakeContainer).options.label)).toEqual(['region bubbles', 'region labels']);
  });

  it('loads nothing for empty labels and bubbles', async () => {
    const { map } = overlays();
    map.labels.setLabels(new Map());
    map.bubbles.setBubbles(new Map());
    await settle();
    expect(layers).toEqual([]);
    expect(map.bubbles.count).toBe(0);
    expect(map.bubbles.hitTest(1, 1)).toBeNull();
  });

  it('applies the latest labels and bubbles set before the code arrived, then draws', async () => {
    const { map, renders } = overlays();
    map.bubbles.setBubbles(new Map([['a', { size: 10, color: 'red' }]]));
    map.labels.setLabels(new Map([['a', 'First']]));
    map.labels.setLabels(new Map([['a', 'Second']]));
    await arrived();
    expect(layers.map((layer) => layer.kind)).toEqual(['bubbles', 'labels']);
    expect(layers[1]?.calls).toEqual([new Map([['a', 'Second']])]);
    expect(map.bubbles.count).toBe(1);
    expect(map.bubbles.hitTest(1, 1)).toBe('a');
    expect(renders.length).toBeGreaterThan(0);
  });

  it('gives no label point until the code it starts loading has come, then the pole', async () => {
    const { map } = overlays();
    expect(map.labelPoints.get('a')).toBeUndefined();
    await arrived();
    expect(map.labelPoints.get('a')).toMatchObject({ x: 5, y: 5 });
  });

  it('builds nothing for a map disposed before the code arrived', async () => {
    const { map, scene } = overlays();
    map.labels.setLabels(new Map([['a', 'A']]));
    map.bubbles.dispose();
    await arrived();
    expect(layers).toEqual([]);
    expect(scene.overlays.children.every((child) => (child as FakeContainer).destroyed)).toBe(true);
  });
});
