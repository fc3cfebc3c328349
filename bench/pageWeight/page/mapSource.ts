import { parseSvgMap } from '../../../engine/svg/parseSvgMap';
import type { SvgRegion } from '../../../engine/svg/types';

/** The page's map file, from its `?map=` parameter (a path on the same server). */
export function mapUrl(): string {
  const map = new URLSearchParams(location.search).get('map');
  if (!map) throw new Error('the peer page needs ?map=/maps/<file>.svg');
  return map;
}

/**
 * Fetches the map file from the server and parses it with the engine's parser on the main
 * thread, so a peer draws exactly the polygons the viewer draws.
 */
export async function loadRegions(url: string): Promise<{ regions: SvgRegion[]; viewBox: [number, number, number, number] }> {
  const text = await (await fetch(url)).text();
  const document = parseSvgMap(text);
  return { regions: document.regions.filter((region) => region.visible && region.rings.length > 0), viewBox: document.viewBox };
}

/** Resolves at the next animation frame. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
}

/**
 * Reports the map as drawn: the time (from navigation) of the second animation frame after the
 * drawing, by which the frame holding it was presented. The bench reads it from the console
 * (see `coldFirstFrame`), so that it evaluates nothing in the page while it loads.
 */
export async function reportDrawn(): Promise<void> {
  await nextFrame();
  const presented = await nextFrame();
  console.debug(`bench:first-frame ${JSON.stringify({ ms: presented })}`);
}

/** Tells the bench of a failure. */
export function reportError(error: unknown): void {
  console.debug(`bench:error ${error instanceof Error ? error.message : String(error)}`);
}
