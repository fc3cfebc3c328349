import type { Browser, Page } from '@playwright/test';

/**
 * Watches the viewer's page for its map canvas: the engine adds the canvas to the page with the
 * map already drawn on it, so the second animation frame after that is when the first frame of
 * the map was presented. Runs before the page's own scripts; the bench reads `firstFrameMs`.
 * Plain text, not a function: the bench runner's transform would add helpers the page lacks.
 */
const PROBE_VIEWER_CANVAS = `(() => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.mapsvg canvas')) return;
    observer.disconnect();
    frame().then(frame).then((time) => { window.firstFrameMs = time; });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * A cold first frame: a fresh browser context (no HTTP or code cache) opens `url`; resolves
 * with the page's `window.firstFrameMs`, measured from navigation start by the page itself
 * (the peers' pages report it after drawing, the viewer's page through the canvas probe).
 */
export async function coldFirstFrame(browser: Browser, url: string, viewer: boolean, prepare: ((page: Page) => Promise<void>) | null): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    if (viewer) await page.addInitScript(PROBE_VIEWER_CANVAS);
    await prepare?.(page);
    await page.goto(url);
    const handle = await page.waitForFunction(() => {
      const state = window as unknown as { firstFrameMs?: number; peerError?: string };
      if (state.peerError) return { error: state.peerError };
      if (document.querySelector('.mapsvg[data-state="error"]')) return { error: 'the viewer could not load the map' };
      return state.firstFrameMs === undefined ? null : { ms: state.firstFrameMs };
    }).catch((error: unknown) => {
      throw new Error(`${url}: no first frame (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    });
    const result = await handle.jsonValue() as { ms?: number; error?: string };
    if (result.error || result.ms === undefined) throw new Error(`${url}: ${result.error ?? 'no first frame'}`);
    return result.ms;
  } finally {
    await context.close();
  }
}
