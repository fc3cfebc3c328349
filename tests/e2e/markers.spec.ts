import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { cities, colors, DOT, engineEval, mountWithMarkers } from './support/markerMap';
import { openSitePage, type MountedTestMap } from '../support/mapPage';

/** Centroid of the red pixels within `radius` px of a point of a screenshot area. */
function redCentroid(png: PNG, around: { x: number; y: number }, radius = 9): { x: number; y: number } | null {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = Math.max(0, Math.floor(around.y - radius)); y <= Math.min(png.height - 1, around.y + radius); y++) {
    for (let x = Math.max(0, Math.floor(around.x - radius)); x <= Math.min(png.width - 1, around.x + radius); x++) {
      const i = (y * png.width + x) * 4;
      const [r = 0, g = 0, b = 0] = [png.data[i], png.data[i + 1], png.data[i + 2]];
      if (r > 180 && g < 110 && b < 110) {
        const weight = (r - Math.max(g, b)) / 255;
        sx += (x + 0.5) * weight;
        sy += (y + 0.5) * weight;
        n += weight;
      }
    }
  }
  return n > 3 ? { x: sx / n, y: sy / n } : null;
}

/** The browser's own rendering of the map file with red circles at image points, below the engine. */
async function referenceWithCircles(page: Page, view: MountedTestMap, points: Array<{ x: number; y: number }>, radiusPx: number): Promise<number> {
  const top = view.height + 20;
  await page.evaluate(async ({ view, points, radiusPx, top }) => {
    const text = await (await fetch('/maps/geo-calibrated-usa.svg')).text();
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    svg.setAttribute('viewBox', view.viewBox.join(' '));
    svg.setAttribute('width', String(view.width));
    svg.setAttribute('height', String(view.height));
    const unitsPerPx = view.viewBox[2] / view.width;
    for (const point of points) {
      const circle = doc.createElementNS('http://www.w3.org/2000/svg', 'circle');
      circle.setAttribute('cx', String(point.x));
      circle.setAttribute('cy', String(point.y));
      circle.setAttribute('r', String(radiusPx * unitsPerPx));
      circle.setAttribute('fill', '#ff0000');
      svg.append(circle);
    }
    const image = new Image(view.width, view.height);
    image.style.cssText = `position:absolute;left:0;top:${top}px;display:block`;
    image.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    await image.decode();
    document.body.append(image);
  }, { view, points, radiusPx, top });
  return top;
}

async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('markers on the map', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  test('markers placed by lat/lng land within 1 px of the browser drawing a circle at the converted point', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const markers = cities.map((city) => ({ id: city.id, geoPoint: { lat: city.lat, lng: city.lng }, src: DOT, width: 8, height: 8, centered: true }));
    const view = await mountWithMarkers(page, markers);
    const placed = await engineEval(page, (engine, list: typeof cities) => list.map((city) => {
      const svgPoint = engine.convertGeoToSvg({ lat: city.lat, lng: city.lng });
      return { svgPoint, screen: engine.mapToScreen(svgPoint) };
    }), cities);
    const top = await referenceWithCircles(page, view, placed.map((p) => p.svgPoint), 4);
    const shot = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: view.width, height: top + view.height } }));
    for (const [i, { screen }] of placed.entries()) {
      const drawn = redCentroid(shot, screen);
      const reference = redCentroid(shot, { x: screen.x, y: screen.y + top });
      expect(drawn, `${cities[i]?.id} drawn`).not.toBeNull();
      expect(reference, `${cities[i]?.id} reference`).not.toBeNull();
      expect(Math.abs((drawn?.x ?? 0) - (reference?.x ?? 0)), `${cities[i]?.id} x`).toBeLessThanOrEqual(1);
      expect(Math.abs((drawn?.y ?? 0) - ((reference?.y ?? 0) - top)), `${cities[i]?.id} y`).toBeLessThanOrEqual(1);
    }
    await expect(page.locator('[role="option"][data-marker-id]')).toHaveCount(cities.length);
    expect(errors).toEqual([]);
  });

  test('a click selects one marker at a time, mirrored in the accessibility listbox', async ({ page }) => {
    const markers = cities.slice(0, 2).map((city) => ({ id: city.id, geoPoint: city }));
    await mountWithMarkers(page, markers);
    const spots = await engineEval(page, (engine) => engine.markers().map((m) => engine.mapToScreen(m.svgPoint)), null);
    const [ny, la] = spots;
    if (!ny || !la) throw new Error('markers missing');
    // The default pin stands on its point: click its head, 16 px above.
    await page.mouse.click(ny.x, ny.y - 16);
    await expect(page.locator('[data-marker-id="new-york"]')).toHaveAttribute('aria-selected', 'true');
    await page.mouse.click(la.x, la.y - 16);
    await expect(page.locator('[data-marker-id="los-angeles"]')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-marker-id="new-york"]')).toHaveAttribute('aria-selected', 'false');
    // A marker click is not a region click.
    await expect(page.locator('[role="option"][data-region-id][aria-selected="true"]')).toHaveCount(0);
  });

  test('in marker-edit mode a marker is dragged to a new place; a press without moving is a click', async ({ page }) => {
    await mountWithMarkers(page, [{ id: 'denver', geoPoint: cities[4], src: DOT, width: 8, height: 8, centered: true }]);
    const start = await engineEval(page, (engine) => {
      engine.setMarkerEditMode(true);
      const w = window as unknown as { moves: unknown[] };
      w.moves = [];
      engine.on('markerMove', (payload) => w.moves.push(payload));
      const marker = engine.markers()[0];
      return marker ? { screen: engine.mapToScreen(marker.svgPoint), svg: marker.svgPoint } : null;
    }, null);
    if (!start) throw new Error('no marker');
    await page.mouse.move(start.screen.x, start.screen.y);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator('[data-marker-id="denver"]')).toHaveAttribute('aria-selected', 'true');
    await page.mouse.move(start.screen.x, start.screen.y);
    await page.mouse.down();
    await page.mouse.move(start.screen.x + 60, start.screen.y + 30, { steps: 6 });
    await page.mouse.up();
    await nextFrame(page);
    const after = await engineEval(page, (engine) => {
      const marker = engine.markers()[0];
      return { screen: marker ? engine.mapToScreen(marker.svgPoint) : null, moves: (window as unknown as { moves: unknown[] }).moves.length };
    }, null);
    expect(after.moves).toBe(1);
    expect(after.screen?.x).toBeCloseTo(start.screen.x + 60, 0);
    expect(after.screen?.y).toBeCloseTo(start.screen.y + 30, 0);
    const shot = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 360 } }));
    const drawn = redCentroid(shot, { x: start.screen.x + 60, y: start.screen.y + 30 });
    expect(Math.hypot((drawn?.x ?? 0) - (start.screen.x + 60), (drawn?.y ?? 0) - (start.screen.y + 30))).toBeLessThan(1.5);
    expect(redCentroid(shot, start.screen, 4)).toBeNull();
  });

  test('marker-edit mode: a click adds marker_1, a click on a marker adds nothing, and the edited marker moves', async ({ page }) => {
    await mountWithMarkers(page, []);
    await engineEval(page, (engine) => {
      const w = window as unknown as { added: string[] };
      w.added = [];
      engine.on('markerAdd', (payload) => w.added.push((payload as { marker: { id: string } }).marker.id));
      engine.setMarkerEditMode(true);
    }, null);
    await page.mouse.click(300, 200);
    await nextFrame(page);
    let state = await engineEval(page, (engine) => ({ markers: engine.markers().map((m) => ({ id: m.id, screen: engine.mapToScreen(m.svgPoint) })), added: (window as unknown as { added: string[] }).added }), null);
    expect(state.added).toEqual(['marker_1']);
    expect(state.markers[0]?.screen.x).toBeCloseTo(300, 0);
    expect(state.markers[0]?.screen.y).toBeCloseTo(200, 0);
    await engineEval(page, (engine) => engine.markersSettled(), null);
    await page.mouse.click(300, 190);
    state = await engineEval(page, (engine) => ({ markers: engine.markers().map((m) => ({ id: m.id, screen: engine.mapToScreen(m.svgPoint) })), added: (window as unknown as { added: string[] }).added }), null);
    expect(state.added).toEqual(['marker_1']);
    await expect(page.locator('[data-marker-id="marker_1"]')).toHaveAttribute('aria-selected', 'true');
    await engineEval(page, (engine) => engine.setMarkerEditMode(true, { editingId: 'marker_1' }), null);
    await page.mouse.click(150, 120);
    state = await engineEval(page, (engine) => ({ markers: engine.markers().map((m) => ({ id: m.id, screen: engine.mapToScreen(m.svgPoint) })), added: (window as unknown as { added: string[] }).added }), null);
    expect(state.markers).toHaveLength(1);
    expect(state.markers[0]?.screen.x).toBeCloseTo(150, 0);
    expect(state.markers[0]?.screen.y).toBeCloseTo(120, 0);
  });


  test('a layer of over a thousand markers (drawn through a cached picture) stays in place while the map pans', async ({ page }) => {
    const stack = Array.from({ length: 1199 }, (_, i) => ({ id: `s${i}`, geoPoint: cities[3], src: DOT, width: 8, height: 8, centered: true }));
    await mountWithMarkers(page, [...stack, { id: 'seattle', geoPoint: cities[5], src: DOT, width: 8, height: 8, centered: true }]);
    const where = () => engineEval(page, (engine) => {
      const find = (id: string) => engine.markers().find((marker) => marker.id === id);
      const seattle = find('seattle');
      const houston = find('s0');
      return seattle && houston ? { seattle: engine.mapToScreen(seattle.svgPoint), houston: engine.mapToScreen(houston.svgPoint) } : null;
    }, null);
    const before = await where();
    if (!before) throw new Error('no markers');
    await page.mouse.move(300, 300);
    await page.mouse.down();
    await page.mouse.move(340, 325, { steps: 4 });
    await page.mouse.up();
    await nextFrame(page);
    const after = await where();
    expect(after?.seattle.x).toBeCloseTo(before.seattle.x + 40, 0);
    const shot = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 360 } }));
    for (const point of [after?.seattle, after?.houston]) {
      if (!point) throw new Error('no marker');
      const drawn = redCentroid(shot, point);
      expect(Math.hypot((drawn?.x ?? 0) - point.x, (drawn?.y ?? 0) - point.y)).toBeLessThan(1.5);
    }
    expect(redCentroid(shot, before.seattle, 4)).toBeNull();
  });
});

test.describe('marker labels', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  test('labels from the marker template sit under their markers and never overlap', async ({ page }) => {
    // Six cities far apart, plus a second marker on Houston whose label must give way.
    const markers = [...cities.map((city) => ({ id: city.id, title: city.id.toUpperCase(), geoPoint: city })), { id: 'houston-2', title: 'SECOND HOUSTON', geoPoint: cities[3] }];
    await mountWithMarkers(page, markers, { labelsMarkers: { on: true }, templates: { labelMarker: '{{title}}' } });
    const facts = await page.evaluate(async () => {
      const engine = (window as unknown as { testMap: { engine: {
        markers(): Array<{ id: string; svgPoint: { x: number; y: number } }>; mapToScreen(p: object): { x: number; y: number };
        debug: { markerLabelBoxes(): Array<{ id: string; x: number; y: number; width: number; height: number }> };
      } } }).testMap.engine;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const chicago = engine.markers().find((m) => m.id === 'chicago');
      return { boxes: engine.debug.markerLabelBoxes(), chicago: engine.mapToScreen(chicago?.svgPoint ?? {}) };
    });
    const ids = facts.boxes.map((box) => box.id).sort();
    expect(ids).toEqual(['chicago', 'denver', 'houston', 'los-angeles', 'new-york', 'seattle']);
    const chicago = facts.boxes.find((box) => box.id === 'chicago');
    // Under the pin's point, centred on it.
    expect(chicago && chicago.y).toBeGreaterThan(facts.chicago.y);
    expect(chicago && chicago.x + chicago.width / 2).toBeCloseTo(facts.chicago.x, 0);
    for (const [i, p] of facts.boxes.entries()) {
      for (const q of facts.boxes.slice(i + 1)) {
        expect(p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height).toBe(false);
      }
    }
  });
});

test.describe('accessibility mirror at scale', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  test('ten thousand markers: a bounded listbox still reaches every one, and a late option stays operable', async ({ page }) => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: `p${i}`, title: `Place ${i}`, geoPoint: { lat: 30 + (i % 100) / 10, lng: -110 + Math.floor(i / 100) / 5 } }));
    await mountWithMarkers(page, many);
    const options = page.locator('[role="listbox"] [role="option"][data-marker-id]');
    await expect(options.first()).toBeAttached();
    // A few hundred nodes at most, whatever the count; each option knows its place among all.
    expect(await page.locator('[role="listbox"] [role="option"]').count()).toBeLessThanOrEqual(200);
    await expect(options.first()).toHaveAttribute('aria-setsize', '10000');
    // The keyboard reaches the last marker; its option carries the right id, title and place.
    await page.getByRole('listbox').focus();
    await page.keyboard.press('End');
    const last = page.locator(`[id="${await page.getByRole('listbox').getAttribute('aria-activedescendant')}"]`);
    await expect(last).toHaveAttribute('data-marker-id', 'p9999');
    await expect(last).toHaveText('Place 9999');
    await expect(last).toHaveAttribute('aria-posinset', '10000');
    // A click on a late option selects that marker.
    await page.keyboard.press('ArrowLeft');
    const late = page.locator('[role="option"][data-marker-id="p9899"]');
    await late.dispatchEvent('click');
    await expect(late).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('hover and selection over a big set of markers', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  test('hovering a marker dims the others at once without drawing the cached picture again', async ({ page }) => {
    // 1,200 dots packed over Kansas (the layer is drawn through its cached picture) and two alone.
    const packed = Array.from({ length: 1200 }, (_, i) => ({ id: `k${i}`, geoPoint: { lat: 37.2 + (i % 40) * 0.06, lng: -100 + Math.floor(i / 40) * 0.2 }, src: DOT, width: 8, height: 8, centered: true }));
    const alone = [
      { id: 'seattle', geoPoint: { lat: 47.6062, lng: -122.3321 }, src: DOT, width: 8, height: 8, centered: true },
      { id: 'miami', geoPoint: { lat: 25.7617, lng: -80.1918 }, src: DOT, width: 8, height: 8, centered: true },
    ];
    const looks = { unhovered: { opacity: 40, saturation: 100 } };
    await mountWithMarkers(page, [...packed, ...alone], { colors: { ...colors, markers: looks } });
    const spots = await engineEval(page, (engine) => {
      const at = (id: string) => engine.mapToScreen(engine.markers().find((m) => m.id === id)?.svgPoint ?? { x: 0, y: 0 });
      return { seattle: at('seattle'), miami: at('miami') };
    }, null);
    const draws = () => engineEval(page, (engine) => (engine.debug as unknown as { markerPictureDraws: number }).markerPictureDraws, null);
    const greenAt = async (point: { x: number; y: number }) => {
      const shot = PNG.sync.read(await page.screenshot({ clip: { x: Math.round(point.x) - 1, y: Math.round(point.y) - 1, width: 3, height: 3 } }));
      return shot.data[4 * 4 + 1] ?? 0;
    };
    const before = await draws();
    expect(before).toBeGreaterThan(0);
    expect(await greenAt(spots.miami)).toBeLessThan(60);
    await page.mouse.move(spots.seattle.x, spots.seattle.y);
    await expect.poll(() => greenAt(spots.miami), { message: 'the other markers are dimmed' }).toBeGreaterThan(90);
    expect(await greenAt(spots.seattle), 'the hovered marker keeps its look').toBeLessThan(60);
    await page.mouse.move(5, 5);
    await expect.poll(() => greenAt(spots.miami), { message: 'the dimming ends with the hover' }).toBeLessThan(60);
    expect(await draws()).toBe(before);
  });
});
