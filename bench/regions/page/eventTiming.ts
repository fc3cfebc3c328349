import { sleep } from './timing';

/** The smallest duration Event Timing reports (it reports in 8 ms steps). */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** Reads the browser's own input-to-presentation times (Event Timing) of inputs in the page. */
export interface EventTimingReader {
  /**
   * The duration of the first input after `since` (only entries named in `names`, if given):
   * the longest entry of that input (pointerover, mouseover… share its start), from the event
   * to the presentation of the frame after its handlers. Entries arrive after that frame is
   * presented; none within `waitMs` means the input took under the threshold, reported as 16.
   */
  presentedSince(since: number, waitMs: number, names?: readonly string[]): Promise<number>;
}

/** Starts collecting Event Timing entries from now on. */
export function observeEventTiming(): EventTimingReader {
  const entries: PerformanceEventTiming[] = [];
  new PerformanceObserver((list) => entries.push(...(list.getEntries() as PerformanceEventTiming[])))
    .observe({ type: 'event', durationThreshold: EVENT_TIMING_THRESHOLD_MS } as PerformanceObserverInit);
  return {
    async presentedSince(since, waitMs, names) {
      const deadline = performance.now() + waitMs;
      const wanted = (entry: PerformanceEventTiming) => entry.startTime >= since && (!names || names.includes(entry.name));
      for (;;) {
        const first = entries.find(wanted);
        if (first) {
          const sameInput = entries.filter((entry) => wanted(entry) && Math.abs(entry.startTime - first.startTime) < 2);
          return Math.max(...sameInput.map((entry) => entry.duration));
        }
        if (performance.now() > deadline) return EVENT_TIMING_THRESHOLD_MS;
        await sleep(50);
      }
    },
  };
}
