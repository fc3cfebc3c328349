import { sleep } from './timing';
import type { BenchImpl, MountContext } from './types';

/** How long a mount may take before its first frame counts as never presented. */
const PRESENT_TIMEOUT_MS = 15_000;

/** A fresh, empty document to mount one implementation into. */
async function freshFrame(width: number, height: number): Promise<{ frame: HTMLIFrameElement; host: HTMLElement; win: Window & typeof globalThis }> {
  const frame = document.createElement('iframe');
  frame.title = 'first-frame probe';
  frame.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px;border:0;background:#fff`;
  const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  frame.srcdoc = `<!doctype html><html><body style="margin:0;background:#fff"><div id="host" style="position:absolute;left:0;top:0;overflow:hidden;width:${width}px;height:${height}px"></div></body></html>`;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  const host = frame.contentDocument?.getElementById('host');
  if (!win || !host) throw new Error('the first-frame probe frame did not load');
  return { frame, host, win };
}

/**
 * The browser's first contentful paint of a document, on this page's clock: the presentation
 * time of the first frame that shows SVG, text or a drawn canvas (Paint Timing), so raster and
 * compositing are included for DOM and WebGL alike. Null when nothing contentful was presented.
 */
function firstContentfulPaint(win: Window & typeof globalThis): Promise<number | null> {
  return new Promise((resolve) => {
    const observer = new win.PerformanceObserver((list) => {
      const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint');
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime + win.performance.timeOrigin - performance.timeOrigin);
    });
    observer.observe({ type: 'paint', buffered: true });
    void sleep(PRESENT_TIMEOUT_MS).then(() => {
      observer.disconnect();
      resolve(null);
    });
  });
}

/**
 * Mounts an implementation into a fresh empty document and returns the time from the start of
 * its mount until its first frame was presented on screen (its first contentful paint), or NaN
 * when none was. The document is removed afterwards.
 */
export async function presentedFirstFrame(impl: BenchImpl, context: Omit<MountContext, 'host'>): Promise<number> {
  const { frame, host, win } = await freshFrame(context.viewport.width, context.viewport.height);
  try {
    const painted = firstContentfulPaint(win);
    const start = performance.now();
    performance.mark('bench:mount-start');
    await impl.mount({ ...context, host });
    const presentedAt = await painted;
    return presentedAt === null ? Number.NaN : presentedAt - start;
  } finally {
    impl.dispose();
    frame.remove();
  }
}
