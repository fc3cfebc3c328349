import type { CDPSession, Page } from '@playwright/test';

/** Chromium's CPU slow-down for a mid-range phone, as Lighthouse's mobile profile applies it. */
export const PHONE_CPU_SLOWDOWN = 4;

/** A DevTools session on `page`, with the page's performance counters on. */
export async function devtoolsOf(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return session;
}

/** Slows the page's CPU `rate` times (1 turns it off), peers and engine alike. */
export async function throttleCpu(session: CDPSession, rate: number): Promise<void> {
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Milliseconds the page's main thread has spent in tasks so far (script, style, layout, paint). */
async function mainThreadTaskMs(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  const seconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value;
  if (seconds === undefined) throw new Error('Chromium reported no TaskDuration metric.');
  return seconds * 1000;
}

/**
 * Runs `steps` steps of `work` and answers the main thread's own time per step: what the page's
 * renderer thread spent in tasks (script, style, layout, paint) divided by the steps. Unlike a
 * step's wall time, it is not floored by the display's frame or the GPU process's swap, so it
 * tells implementations apart on a machine whose frames all last as long.
 */
export async function mainThreadMsPerStep<T>(session: CDPSession, steps: number, work: () => Promise<T>): Promise<{ result: T; perStepMs: number }> {
  const before = await mainThreadTaskMs(session);
  const result = await work();
  const after = await mainThreadTaskMs(session);
  return { result, perStepMs: (after - before) / Math.max(1, steps) };
}
