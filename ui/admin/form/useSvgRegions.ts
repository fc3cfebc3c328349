import { useEffect, useState } from 'react';

/** A region as the map file names it. */
export interface SvgRegion { id: string; title: string }

const SHAPES = 'path[id], polygon[id], rect[id], circle[id], ellipse[id], polyline[id]';

/**
 * The regions of a map file (shapes with ids), for maps whose regions table has no rows yet:
 * a new map's regions exist only in its SVG until they are given data.
 */
export function useSvgRegions(source: string | undefined, skip: boolean): SvgRegion[] {
  const [regions, setRegions] = useState<SvgRegion[]>([]);
  useEffect(() => {
    if (!source || skip) return undefined;
    let current = true;
    fetch(source).then((response) => (response.ok ? response.text() : '')).then((text) => {
      if (!current || !text) return;
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      setRegions(Array.from(doc.querySelectorAll(SHAPES), (shape) => ({ id: shape.id, title: shape.getAttribute('title') || shape.id })));
    }).catch(() => { if (current) setRegions([]); });
    return () => { current = false; };
  }, [source, skip]);
  return regions;
}
