import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPointIndex, MarkerPicker, type PickSource } from './MarkerPicker';
import { onImage, type ImageBox, type PointCamera } from './markerPick';

/** Image boxes by slot: a bottom-anchored pin, a centred dot, a wide label-like box. */
const BOXES: ImageBox[] = [
  { width: 15, height: 24, anchorX: 7.5, anchorY: 24 },
  { width: 8, height: 8, anchorX: 4, anchorY: 4 },
  { width: 40, height: 10, anchorX: 20, anchorY: 5 },
];

/** How far (px) an image may reach from its point in any direction. */
function imageReach(box: ImageBox): number {
  return Math.max(box.anchorX, box.width - box.anchorX, box.anchorY, box.height - box.anchorY, 0);
}

interface Scene {
  x: Float64Array;
  y: Float64Array;
  slots: number[];
  drawn: boolean[];
}

function source(scene: Scene): PickSource {
  return {
    x: scene.x,
    y: scene.y,
    count: scene.x.length,
    reach: Math.max(...BOXES.map(imageReach)),
    boxOf: (p) => (scene.drawn[p] ? BOXES[scene.slots[p] ?? 0] ?? null : null),
  };
}

/** The answer by brute force: the last drawn point whose image covers the pointer. */
function bruteForce(scene: Scene, camera: PointCamera, px: number, py: number): number {
  let best = -1;
  for (let p = 0; p < scene.x.length; p++) {
    const box = scene.drawn[p] ? BOXES[scene.slots[p] ?? 0] : undefined;
    if (box && onImage(camera, px, py, scene.x[p] ?? 0, scene.y[p] ?? 0, box)) best = p;
  }
  return best;
}

const sceneArb = fc.integer({ min: 1, max: 400 }).chain((n) => fc.record({
  x: fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: n, maxLength: n }).map((a) => Float64Array.from(a)),
  y: fc.array(fc.double({ min: 0, max: 600, noNaN: true }), { minLength: n, maxLength: n }).map((a) => Float64Array.from(a)),
  slots: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }),
  drawn: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
}));
const cameraArb = fc.record({
  scale: fc.double({ min: 0.05, max: 5000, noNaN: true }),
  cx: fc.double({ min: 0, max: 1000, noNaN: true }),
  cy: fc.double({ min: 0, max: 600, noNaN: true }),
  width: fc.constant(800),
  height: fc.constant(500),
});
/** Pointers near a point (where hits are) or anywhere on the viewport. */
const pointerArb = fc.record({ near: fc.nat(), dx: fc.double({ min: -30, max: 30, noNaN: true }), dy: fc.double({ min: -30, max: 30, noNaN: true }), anywhere: fc.boolean() });

function pointerOf(scene: Scene, camera: PointCamera, pointer: { near: number; dx: number; dy: number; anywhere: boolean }): [number, number] {
  if (pointer.anywhere) return [400 + pointer.dx * 13, 250 + pointer.dy * 8];
  const p = pointer.near % scene.x.length;
  return [((scene.x[p] ?? 0) - camera.cx) * camera.scale + 400 + pointer.dx, ((scene.y[p] ?? 0) - camera.cy) * camera.scale + 250 + pointer.dy];
}

describe('MarkerPicker', () => {
  it('picks the same marker as a brute-force scan, for random markers, images, drawn sets and cameras', () => {
    fc.assert(fc.property(sceneArb, cameraArb, fc.array(pointerArb, { minLength: 1, maxLength: 8 }), (scene, camera, pointers) => {
      const picker = new MarkerPicker();
      picker.update(scene.x, scene.y, scene.x.length, 0);
      expect(picker.ready).toBe(true);
      for (const pointer of pointers) {
        const [px, py] = pointerOf(scene, camera, pointer);
        expect(picker.pick(source(scene), camera, px, py)).toBe(bruteForce(scene, camera, px, py));
      }
    }), { numRuns: 300 });
  });

  it('stays exact after a point moves and after appends, before and after the index is rebuilt', () => {
    fc.assert(fc.property(sceneArb, cameraArb, fc.nat(), pointerArb, (scene, camera, which, pointer) => {
      const picker = new MarkerPicker();
      const count = scene.x.length;
      // Index the first half, then the rest arrives as an append (tested one by one until rebuilt).
      const half = Math.ceil(count / 2);
      picker.update(scene.x, scene.y, half, 0);
      picker.update(scene.x, scene.y, count, 0);
      // Move one indexed point onto the pointer's neighbourhood.
      const moved = which % half;
      const [px, py] = pointerOf(scene, camera, pointer);
      scene.x[moved] = camera.cx + (px - 400) / camera.scale;
      scene.y[moved] = camera.cy + (py - 250 + 2) / camera.scale;
      picker.movedPoint(moved);
      expect(picker.pick(source(scene), camera, px, py)).toBe(bruteForce(scene, camera, px, py));
      picker.update(scene.x, scene.y, count, 1);
      expect(picker.pick(source(scene), camera, px, py)).toBe(bruteForce(scene, camera, px, py));
    }), { numRuns: 200 });
  });

  it('builds big indexes off the thread, scanning every point meanwhile, and ignores a stale build', async () => {
    const count = 30_000;
    const scene: Scene = {
      x: Float64Array.from({ length: count }, (_, i) => (i * 7919) % 1000),
      y: Float64Array.from({ length: count }, (_, i) => (i * 104729) % 600),
      slots: Array.from({ length: count }, () => 0),
      drawn: Array.from({ length: count }, () => true),
    };
    const camera: PointCamera = { scale: 20, cx: 500, cy: 300, width: 800, height: 500 };
    const builds: Array<(data: ArrayBuffer) => void> = [];
    const requested: Float64Array[] = [];
    const picker = new MarkerPicker((coords) => {
      requested.push(coords);
      return new Promise((resolve) => builds.push(resolve));
    });
    picker.update(scene.x, scene.y, count, 0);
    expect(picker.ready).toBe(false);
    expect(picker.pick(source(scene), camera, 400, 240)).toBe(bruteForce(scene, camera, 400, 240));
    // A newer build supersedes the first: its late answer is ignored.
    picker.update(scene.x, scene.y, count, 1);
    builds[0]?.(buildPointIndex(requested[0] ?? new Float64Array()).data as ArrayBuffer);
    await Promise.resolve();
    expect(picker.ready).toBe(false);
    builds[1]?.(buildPointIndex(requested[1] ?? new Float64Array()).data as ArrayBuffer);
    await Promise.resolve();
    expect(picker.ready).toBe(true);
    for (const [px, py] of [[400, 240], [123, 77], [650, 420]] as const) {
      expect(picker.pick(source(scene), camera, px, py)).toBe(bruteForce(scene, camera, px, py));
    }
  });
});
