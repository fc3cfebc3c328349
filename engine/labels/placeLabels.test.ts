import { describe, expect, it } from 'vitest';
import { overlaps, placeLabels, rankLabels, type LabelCandidate } from './placeLabels';

const identity = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, width: 500, height: 500 };

function candidate(id: string, x: number, y: number, priority: number, extra: Partial<LabelCandidate> = {}): LabelCandidate {
  return { id, x, y, width: 40, height: 12, priority, radius: 50, regionWidth: 100, ...extra };
}

describe('placeLabels', () => {
  it('hides the lower-priority label of two that would overlap', () => {
    const placed = placeLabels(rankLabels([candidate('small', 110, 100, 5), candidate('big', 100, 100, 50)]), identity);
    expect(placed.map((box) => box.id)).toEqual(['big']);
  });

  it('keeps labels that do not touch, centred on their anchors', () => {
    const placed = placeLabels(rankLabels([candidate('a', 100, 100, 1), candidate('b', 300, 100, 2)]), identity);
    expect(placed).toEqual([
      { id: 'b', x: 280, y: 94, width: 40, height: 12 },
      { id: 'a', x: 80, y: 94, width: 40, height: 12 },
    ]);
  });

  it('never returns two overlapping boxes, however crowded', () => {
    const crowd = Array.from({ length: 2000 }, (_, i) => candidate(`r${i}`, (i * 37) % 480 + 10, (i * 91) % 480 + 10, (i * 7919) % 1000, { width: 20 + (i % 30) }));
    const placed = placeLabels(rankLabels(crowd), identity);
    expect(placed.length).toBeGreaterThan(50);
    const clashes = placed.flatMap((p, i) => placed.slice(i + 1).filter((q) => overlaps(p, q)).map((q) => `${p.id}/${q.id}`));
    expect(clashes).toEqual([]);
  });

  it('hides labels of regions too small on screen to carry them, and shows them zoomed in', () => {
    const tiny = candidate('tiny', 50, 50, 1, { radius: 2, regionWidth: 6 });
    expect(placeLabels([tiny], identity)).toEqual([]);
    const zoomed = { ...identity, a: 10, d: 10, tx: -250, ty: -250 };
    expect(placeLabels([tiny], zoomed).map((box) => box.id)).toEqual(['tiny']);
  });

  it('leaves out labels that would cross the viewport edge', () => {
    expect(placeLabels([candidate('edge', 5, 100, 1)], identity)).toEqual([]);
  });

  it('ranks by priority, then by id for a stable result', () => {
    const ranked = rankLabels([candidate('b', 0, 0, 1), candidate('a', 0, 0, 1), candidate('c', 0, 0, 9)]);
    expect(ranked.map((c) => c.id)).toEqual(['c', 'a', 'b']);
  });
});
