import { parseSvgMap } from '../../../engine/svg/parseSvgMap';
import type { SvgRegion } from '../../../engine/svg/types';

/**
 * Fetches and parses a map file with the engine's own parser, on the page's main thread, so the
 * peers draw exactly the polygons the engine draws. Peers call it inside their timed mount.
 */
export async function loadRegions(url: string): Promise<SvgRegion[]> {
  const text = await (await fetch(url)).text();
  return parseSvgMap(text).regions.filter((region) => region.visible && region.rings.length > 0);
}

/** A parsed colour as a 0xRRGGBB number (the bench only uses `#rrggbb`). */
export function hexColor(color: string): number {
  return Number.parseInt(color.replace('#', ''), 16);
}
