import type { Browser, Page } from '@playwright/test';

/**
 * Watches the viewer's page for the map's first view. The engine adds its canvas to the page
 * with the map already drawn on it, so the second animation frame after that is when its first
 * frame was presented (`engineFrameMs`). Before the engine's code has run, the geometry worker
 * may show the map's poster (the same view, drawn in 2D as soon as the file is parsed): the page
 * marks `mapsvg:poster` with the time of the second frame after drawing it. `firstFrameMs` is
 * the earlier of the two, set once the engine's frame is there. Runs before the page's own
 * scripts. It tells the bench by a console message (`bench:first-frame …`), as the peers' pages
 * do, so the bench evaluates nothing in the page while it loads: Playwright's first evaluation
 * compiles its own script on the page's main thread (tens of ms) in the middle of the load.
 * Plain text, not a function: the bench runner's transform would add helpers the page lacks.
 * It also watches the main thread's long tasks: 1.5 s after the engine's frame it
 * reports the longest that started after it (`bench:after-frame …`), a task a visitor's first
 * hover or click would wait behind.
 */
const AFTER_FRAME_MS = 1500;
const PROBE_VIEWER_CANVAS = `(() => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) longTasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    // A browser without long-task timing reports none.
  }
  const observer = new MutationObserver(() => {
    if (document.querySelector('.mapsvg[data-state="error"]')) {
      observer.disconnect();
      console.debug('bench:error the viewer could not load the map');
      return;
    }
    if (!document.querySelector('.mapsvg canvas:not(.mapsvg-poster)')) return;
    observer.disconnect();
    frame().then(frame).then((time) => {
      const poster = performance.getEntriesByName('mapsvg:poster', 'mark')[0];
      const posterMs = poster ? poster.startTime : null;
      const ms = poster ? Math.min(poster.startTime, time) : time;
      console.debug('bench:first-frame ' + JSON.stringify({ ms, engineMs: time, posterMs }));
      setTimeout(() => {
        const longestTaskMs = longTasks.filter(([start]) => start >= time).reduce((longest, [, duration]) => Math.max(longest, duration), 0);
        console.debug('bench:after-frame ' + JSON.stringify({ longestTaskMs }));
      }, ${AFTER_FRAME_MS});
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** A cold first frame: when the page showed the map first, and (on the viewer's page) how. */
export interface ColdFirstFrame {
  /** The map's first view on screen, from navigation start. */
  ms: number;
  /** The viewer's page: the engine's own first frame, and the poster's (null when there was none). */
  engineMs?: number;
  posterMs?: number | null;
  /** The viewer's page: the longest main-thread task that started after the engine's frame. */
  longestTaskAfterFrameMs?: number;
}

/**
 * A cold first frame: a fresh browser context (no HTTP or code cache) opens `url`; resolves
 * with the first frame the page reports on its console, measured from navigation start by the
 * page itself (the peers' pages report it after drawing, the viewer's page through the probe
 * above, which also gives the engine's and the poster's frames).
 */
export async function coldFirstFrame(browser: Browser, url: string, viewer: boolean, prepare: ((page: Page) => Promise<void>) | null): Promise<ColdFirstFrame> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    if (viewer) await page.addInitScript(PROBE_VIEWER_CANVAS);
    await prepare?.(page);
    const told = page.waitForEvent('console', { predicate: (message) => /^bench:(first-frame|error) /.test(message.text()), timeout: 60_000 });
    const [message] = await Promise.all([told, page.goto(url)]).catch((error: unknown) => {
      throw new Error(`${url}: no first frame (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    });
    const text = message.text();
    if (text.startsWith('bench:error ')) throw new Error(`${url}: ${text.slice('bench:error '.length)}`);
    const result = JSON.parse(text.slice('bench:first-frame '.length)) as ColdFirstFrame;
    if (!viewer) return { ms: result.ms };
    const after = await page.waitForEvent('console', { predicate: (entry) => entry.text().startsWith('bench:after-frame '), timeout: 60_000 });
    const { longestTaskMs } = JSON.parse(after.text().slice('bench:after-frame '.length)) as { longestTaskMs: number };
    return { ms: result.ms, engineMs: result.engineMs, posterMs: result.posterMs, longestTaskAfterFrameMs: longestTaskMs };
  } finally {
    await context.close();
  }
}
