import type { Browser, BrowserContext } from '@playwright/test';

/** How long after the last map is ready the page waits for its long tasks to be delivered. */
const TASK_DELIVERY_MS = 500;


/**
 * Runs in the page before its own scripts, so the bench evaluates nothing in the page while it
 * loads (Playwright's first evaluation compiles its script on the main thread, a long task of
 * its own). It notes when each map's container turns `data-state="ready"`, and reads down the
 * page as a visitor would: as soon as the maps from the top down to one are ready, it scrolls
 * the next into view. Once all are, and the long tasks of that time have been delivered, it
 * tells the bench on the console (`bench:all-ready {…}`, times from navigation start). Plain
 * text, not a function: the bench runner's transform would add helpers the page lacks.
 */
const PROBE_MAPS = `(() => {
  const ready = {};
  const longTasks = [];
  let cursor = 0;
  let done = false;
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) longTasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    // A browser without long-task timing reports none.
  }
  const report = (maps) => {
    done = true;
    const allReadyMs = Math.max(...Object.values(ready));
    const firstReadyMs = ready[maps[0].dataset.mapId];
    setTimeout(() => {
      const longestTaskMs = longTasks.filter(([start]) => start <= allReadyMs).reduce((longest, [, duration]) => Math.max(longest, duration), 0);
      console.debug('bench:all-ready ' + JSON.stringify({ firstReadyMs, allReadyMs, longestTaskMs, maps: maps.length }));
    }, ${TASK_DELIVERY_MS});
  };
  const advance = () => {
    const maps = document.querySelectorAll('.mapsvg[data-map-id]');
    while (cursor < maps.length && maps[cursor].dataset.mapId in ready) cursor += 1;
    if (cursor >= maps.length) report(maps);
    else if (cursor > 0) maps[cursor].scrollIntoView({ block: 'center' });
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target;
      const id = element.dataset && element.dataset.mapId;
      if (done || !id || id in ready) continue;
      if (element.dataset.state === 'error') console.debug('bench:error map ' + id + ' failed');
      if (element.dataset.state !== 'ready') continue;
      ready[id] = performance.now();
      advance();
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-state'], subtree: true });
})();`;

/** One cold load of a page of maps, scrolled through. */
export interface ManyMapsLoad {
  /** The top map ready, from navigation start. */
  firstReadyMs: number;
  /** The last map ready, the bench scrolling to each map as soon as the one above it was ready. */
  allReadyMs: number;
  /** The longest main-thread task from navigation start until the last map was ready. */
  longestTaskMs: number;
  maps: number;
}

const WAIT_MS = 180_000;

/**
 * A cold load (fresh browser context, 1280×800, nothing cached) of `url`, a page of maps, read
 * down to its last map by the probe above. `prepare` may route the page (a page the context
 * itself serves).
 */
export async function loadManyMaps(browser: Browser, url: string, prepare: ((context: BrowserContext) => Promise<void>) | null): Promise<ManyMapsLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    await page.addInitScript(PROBE_MAPS);
    const told = page.waitForEvent('console', { predicate: (message) => /^bench:(all-ready|error) /.test(message.text()), timeout: WAIT_MS });
    const [message] = await Promise.all([told, page.goto(url)]);
    const text = message.text();
    if (text.startsWith('bench:error ')) throw new Error(`${url}: ${text.slice('bench:error '.length)}`);
    return JSON.parse(text.slice('bench:all-ready '.length)) as ManyMapsLoad;
  } finally {
    await context.close();
  }
}
