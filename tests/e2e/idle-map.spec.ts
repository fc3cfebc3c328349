import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { waitReady } from './support/viewerPage';

/** The page asked for no animation frame for this long, and has none waiting: the map has settled. */
const QUIET_MS = 500;
/** How long a settled map is watched: it must ask for no frame at all in that time. */
const WATCH_MS = 2000;

/** What the page's scripts did with animation frames, as counted by the init script below. */
interface FrameActivity {
  requests: number;
  pending: number;
  quietMs: number;
}

/**
 * The file the build made of a module loaded on demand (`dist/.vite/manifest.json`), so the spec
 * watches for that module's code whatever its chunk is called. A module that is no longer a chunk
 * of its own fails here, instead of leaving a check that no longer watches anything.
 */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  const entry = manifest[source];
  if (!entry?.isDynamicEntry) throw new Error(`${source} is not a chunk loaded on demand in the build`);
  return `/dist/${entry.file}`;
}

test.describe('a map the visitor does not touch costs the page nothing', () => {
  test('once drawn, the store locator asks for no animation frames and no popover or click code until the pointer comes', async ({ page, server }) => {
    // Counts animation-frame requests from the page's scripts, the map's included, those still
    // waiting for their frame, and when the last one was asked for.
    await page.addInitScript(() => {
      const activity = { requests: 0, waiting: new Set<number>(), lastAt: performance.now() };
      (window as unknown as { frameActivity: () => FrameActivity }).frameActivity = () => ({
        requests: activity.requests,
        pending: activity.waiting.size,
        quietMs: performance.now() - activity.lastAt,
      });
      const request = window.requestAnimationFrame.bind(window);
      const cancel = window.cancelAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        activity.requests += 1;
        activity.lastAt = performance.now();
        const id = request((time) => {
          activity.waiting.delete(id);
          callback(time);
        });
        activity.waiting.add(id);
        return id;
      };
      window.cancelAnimationFrame = (id) => {
        activity.waiting.delete(id);
        cancel(id);
      };
    });
    const frameActivity = () => page.evaluate(() => (window as unknown as { frameActivity: () => FrameActivity }).frameActivity());
    // The code of the popover and of what clicks do, and code this page has no use for.
    const interactionCode = [chunkOf('ui/viewer/Popover.tsx'), chunkOf('ui/viewer/clickSteps.ts')];
    const unneededCode = [chunkOf('domain/map/migrateMapOptions.ts'), chunkOf('engine/scene/contextBudget.ts')];
    const requested = new Set<string>();
    page.on('request', (request) => { requested.add(new URL(request.url()).pathname); });
    const requestedOf = (files: string[]) => files.filter((file) => requested.has(file));

    await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}`);
    const map = page.locator('.mapsvg[data-map-id="1"]');
    await waitReady(map);
    await expect(map.locator('.mapsvg-directory').getByRole('button', { name: /Atlanta store/ })).toBeVisible();
    // The sharp redraw after the first frames and the directory's layout settle first: the page
    // has stopped asking for frames.
    await expect.poll(async () => {
      const { pending, quietMs } = await frameActivity();
      return pending === 0 && quietMs >= QUIET_MS;
    }, { message: 'the map keeps asking for animation frames', timeout: 20_000 }).toBe(true);
    // Not a wait for something to happen: the settled map is watched for a while, and must ask
    // for nothing in that time.
    const before = await frameActivity();
    await page.waitForTimeout(WATCH_MS);
    const after = await frameActivity();
    expect(after.requests - before.requests).toBe(0);
    expect(requestedOf(interactionCode)).toEqual([]);
    // The server gives the map's options in the current shape, so the page loads no migration of
    // older ones; and one map is far from needing the budget of WebGL contexts of many-map pages.
    expect(requestedOf(unneededCode)).toEqual([]);

    const box = await map.locator('canvas').boundingBox();
    if (!box) throw new Error('the map has no canvas');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The popover and what clicks do both come with the pointer.
    await expect.poll(() => requestedOf(interactionCode)).toEqual(interactionCode);
  });
});
