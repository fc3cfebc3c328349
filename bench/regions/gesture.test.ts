import { describe, expect, it } from 'vitest';
import { browseGesture, fitView, seededRandom, viewRect } from './gesture';
import { rotate } from './stats';

const viewport = { width: 960, height: 600 };
const content = { x: 0, y: 0, width: 555, height: 352 };

describe('browse gesture', () => {
  it('starts at the fit view and steps zoom in and out by whole levels', () => {
    const views = browseGesture(viewport, content, 12);
    const fit = fitView(viewport, content);
    expect(views).toHaveLength(12);
    expect(views[0]).toEqual(fit);
    const levels = views.map((view) => Math.round(Math.log2(view.scale / fit.scale)));
    expect(levels).toEqual([0, 0, 1, 1, 2, 2, 1, 1, 0, 0, 1, 1]);
  });

  it('keeps panning: every frame moves the centre by a few screen pixels or more', () => {
    const views = browseGesture(viewport, content, 24);
    const moves = views.slice(1).map((view, i) => {
      const previous = views[i] ?? view;
      return Math.hypot(view.cx - previous.cx, view.cy - previous.cy) * previous.scale;
    });
    expect(Math.min(...moves)).toBeGreaterThan(5);
  });

  it('fits the whole map inside the viewport with 10 px padding', () => {
    const rect = viewRect(fitView(viewport, content), viewport);
    expect(rect.width).toBeGreaterThanOrEqual(content.width);
    expect(rect.height).toBeGreaterThanOrEqual(content.height);
    expect(Math.min((rect.width - content.width) * (960 / rect.width), (rect.height - content.height) * (600 / rect.height))).toBeCloseTo(20, 5);
  });

  it('is the same for the same inputs and empty for no frames', () => {
    expect(browseGesture(viewport, content, 8)).toEqual(browseGesture(viewport, content, 8));
    expect(browseGesture(viewport, content, 0)).toEqual([]);
  });
});

describe('seeded random', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('rotate', () => {
  it('starts each round with the next implementation', () => {
    expect(rotate(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(rotate(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(rotate(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
    expect(rotate([], 3)).toEqual([]);
  });
});
