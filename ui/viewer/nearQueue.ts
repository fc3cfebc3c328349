/** Whether the element is within `reach` window heights of the window. */
function near(element: HTMLElement, reach: number): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom >= -innerHeight * reach && box.top <= innerHeight * (1 + reach);
}

/**
 * Starts a page's maps one at a time, each only once it is within a window's height of the
 * window: the maps in view first (a map scrolled into view goes before the others waiting),
 * then the next near one in page order. The next starts once the last one's container has left
 * `data-state="loading"` (or after 15 s, should it never: an element taken off the page) and
 * the browser is idle (1 s at most). One map's fetching and building then has the main thread
 * to itself, and maps the visitor never scrolls to cost nothing. Near-ness is read from the boxes when a map is picked, since they
 * move as the maps above take their size; the observer only says when to look again.
 * Returns `take`, which removes the first waiting map `which` accepts from the queue and gives
 * it (for a site script that mounts or asks for a map itself).
 */
export function nearQueue(elements: readonly HTMLElement[], start: (element: HTMLElement) => void): (which: (element: HTMLElement) => boolean) => HTMLElement | undefined {
  const waiting = [...elements];
  let busy = false;
  const take = (which: (element: HTMLElement) => boolean): HTMLElement | undefined => {
    const index = waiting.findIndex(which);
    return index < 0 ? undefined : waiting.splice(index, 1)[0];
  };
  const next = (): void => {
    const element = busy ? undefined : take((item) => near(item, 0)) ?? take((item) => near(item, 1));
    if (!element) return;
    busy = true;
    let settled = false;
    const done = (): void => {
      if (settled) return;
      settled = true;
      watch.disconnect();
      // The map's work after its first frame (its sharp frame, its markers) goes first.
      const go = (): void => {
        busy = false;
        next();
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 1000 });
      else setTimeout(go);
    };
    const watch = new MutationObserver(() => (element.dataset.state === 'loading' ? undefined : done()));
    watch.observe(element, { attributeFilter: ['data-state'] });
    setTimeout(done, 15_000);
    start(element);
  };
  const observer = new IntersectionObserver(next, { rootMargin: '100% 0px' });
  for (const element of elements) observer.observe(element);
  next();
  return take;
}
