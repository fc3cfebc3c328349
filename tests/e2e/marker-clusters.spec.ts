import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { cities, DOT, engineEval, mountWithMarkers } from './support/markerMap';
import { openSitePage } from '../support/mapPage';

test.describe('marker clustering', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  /** 300 markers scattered over eastern Kansas (a fixed pseudo-random pattern). */
  const scattered = Array.from({ length: 300 }, (_, i) => ({
    id: `m${i}`,
    geoPoint: { lat: 38.6 + ((i * 7919) % 150) / 100, lng: -97 + ((i * 104729) % 300) / 100 },
  }));

  test('cluster counts plus single markers add up to every marker at every zoom', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountWithMarkers(page, scattered, { clustering: { on: true } });
    const seen: Array<{ level: number; clusters: number; total: number }> = [];
    for (const level of [0, 1, 2, 3, 4, 5]) {
      const summary = await page.evaluate(async (lvl) => {
        const engine = (window as unknown as { testMap: { engine: {
          zoomTo(l: number, around?: object): boolean; mapToScreen(p: object): { x: number; y: number }; convertGeoToSvg(p: object): object;
          markersSettled(): Promise<void>; clusters(): Array<{ count: number }>; shownMarkers(): string[]; zoomLevel(): number;
        } } }).testMap.engine;
        engine.zoomTo(lvl, engine.mapToScreen(engine.convertGeoToSvg({ lat: 39, lng: -95.5 })));
        // Clusters are recomputed 400 ms after a zoom.
        await new Promise((resolve) => setTimeout(resolve, 450));
        await engine.markersSettled();
        const clusters = engine.clusters();
        return { level: engine.zoomLevel(), clusters: clusters.length, total: clusters.reduce((sum, c) => sum + c.count, 0) + engine.shownMarkers().length };
      }, level);
      seen.push(summary);
    }
    for (const entry of seen) expect(entry.total, `level ${entry.level}`).toBe(300);
    expect(seen[0]?.clusters).toBeGreaterThan(0);
    expect(seen[0]?.clusters).toBeLessThan(seen[4]?.clusters ?? 0);
    expect(errors).toEqual([]);
  });

  /**
   * Mounts the USA map with clustering, announces `prepared` while it loads, and adds `added` once
   * it is ready; answers the markers the clusters and single markers account for.
   */
  async function prepareThenAdd(page: Page, prepared: typeof scattered, added: typeof scattered): Promise<{ total: number; clusters: number; shown: number; errors: string[] }> {
    return page.evaluate(async ({ prepared, added }) => {
      type Columns = { ids: string[]; lat: number[]; lng: number[] };
      type Engine = {
        loadState: string; prepareMarkers(batch: Columns): void; addMarkers(batch: Columns): number; markersSettled(): Promise<void>;
        clusters(): Array<{ count: number }>; shownMarkers(): string[];
      };
      const columns = (list: typeof prepared): Columns => ({ ids: list.map((m) => m.id), lat: list.map((m) => m.geoPoint.lat), lng: list.map((m) => m.geoPoint.lng) });
      document.body.replaceChildren();
      const host = document.createElement('div');
      host.style.cssText = 'width:600px';
      document.body.append(host);
      const errors: string[] = [];
      const api = (window as unknown as { MapSVG: { mount(el: HTMLElement, o: object): { engine: Engine | null } } }).MapSVG;
      const handle = api.mount(host, { options: { source: '/maps/geo-calibrated-usa.svg', responsive: false, width: 600, height: 360, clustering: { on: true } } });
      while (!handle.engine) await new Promise((resolve) => setTimeout(resolve, 5));
      const engine = handle.engine;
      if (engine.loadState === 'ready') errors.push('the map was ready before the markers could be announced');
      engine.prepareMarkers(columns(prepared));
      while (host.dataset.state !== 'ready') await new Promise((resolve) => setTimeout(resolve, 20));
      engine.addMarkers(columns(added));
      await engine.markersSettled();
      const clusters = engine.clusters();
      const shown = engine.shownMarkers().length;
      return { total: clusters.reduce((sum, c) => sum + c.count, 0) + shown, clusters: clusters.length, shown, errors };
    }, { prepared, added });
  }

  test('markers announced while the map loads are clustered once added', async ({ page }) => {
    const result = await prepareThenAdd(page, scattered, scattered);
    expect(result.errors).toEqual([]);
    expect(result.clusters).toBeGreaterThan(0);
    expect(result.total).toBe(scattered.length);
  });

  test('markers added differ from those announced: the clusters index what was added', async ({ page }) => {
    const moved = scattered.slice(0, 120).map((marker) => ({ ...marker, geoPoint: { lat: marker.geoPoint.lat, lng: marker.geoPoint.lng + 0.5 } }));
    const result = await prepareThenAdd(page, scattered, moved);
    expect(result.errors).toEqual([]);
    expect(result.total).toBe(moved.length);
  });

  test('clicking a cluster zooms to its markers', async ({ page }) => {
    await mountWithMarkers(page, scattered, { clustering: { on: true } });
    const target = await page.evaluate(() => {
      const engine = (window as unknown as { testMap: { engine: { clusters(): Array<{ count: number; svgPoint: object }>; mapToScreen(p: object): { x: number; y: number }; zoomLevel(): number } } }).testMap.engine;
      const biggest = engine.clusters().sort((a, b) => b.count - a.count)[0];
      return biggest ? { screen: engine.mapToScreen(biggest.svgPoint), level: engine.zoomLevel() } : null;
    });
    if (!target) throw new Error('no cluster drawn');
    await page.evaluate(() => {
      const w = window as unknown as { clicked: unknown[]; testMap: { engine: { on(n: string, l: (p: unknown) => void): void } } };
      w.clicked = [];
      w.testMap.engine.on('clusterClick', (payload) => w.clicked.push(payload));
    });
    await page.mouse.click(target.screen.x, target.screen.y);
    await expect.poll(() => page.evaluate(() => (window as unknown as { testMap: { engine: { zoomLevel(): number } } }).testMap.engine.zoomLevel())).toBeGreaterThan(target.level);
    const clicked = await page.evaluate(() => (window as unknown as { clicked: Array<{ count: number; markerIds: string[] }> }).clicked);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.markerIds.length).toBe(clicked[0]?.count);
  });

  test('a marker dragged onto a cluster joins it (clusters are indexed again after a move)', async ({ page }) => {
    const huddle = Array.from({ length: 5 }, (_, i) => ({ id: `h${i}`, geoPoint: { lat: 39 + i * 0.01, lng: -95.5 + i * 0.01 } }));
    const loner = { id: 'loner', geoPoint: cities[5], src: DOT, width: 8, height: 8, centered: true };
    await mountWithMarkers(page, [...huddle, loner], { clustering: { on: true } });
    const summary = () => page.evaluate(async () => {
      const engine = (window as unknown as { testMap: { engine: {
        markersSettled(): Promise<void>; clusters(): Array<{ count: number; svgPoint: object }>; shownMarkers(): string[];
        markers(): Array<{ id: string; svgPoint: object }>; mapToScreen(p: object): { x: number; y: number };
      } } }).testMap.engine;
      await engine.markersSettled();
      const loner = engine.markers().find((marker) => marker.id === 'loner');
      return {
        clusters: engine.clusters().map((cluster) => ({ count: cluster.count, screen: engine.mapToScreen(cluster.svgPoint) })),
        shown: engine.shownMarkers(),
        loner: loner ? engine.mapToScreen(loner.svgPoint) : null,
      };
    });
    const before = await summary();
    expect(before.clusters.map((cluster) => cluster.count)).toEqual([5]);
    expect(before.shown).toEqual(['loner']);
    const [cluster] = before.clusters;
    if (!cluster || !before.loner) throw new Error('nothing drawn');
    await engineEval(page, (engine) => engine.setMarkerEditMode(true), null);
    await page.mouse.move(before.loner.x, before.loner.y);
    await page.mouse.down();
    await page.mouse.move(cluster.screen.x + 3, cluster.screen.y + 3, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await summary()).clusters.map((c) => c.count)).toEqual([6]);
    expect((await summary()).shown).toEqual([]);
  });
});
