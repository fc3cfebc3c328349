import type { SvgRegion } from '../svg/types';
import { labelPoint, largestRingArea, type LabelPoint } from './labelPoint';

/**
 * Label anchors of a map's regions, computed on first use and kept: labels, bubbles and colour
 * probes share them, and a map with thousands of regions should pay for a pole only where asked.
 */
export class LabelPoints {
  private readonly byId = new Map<string, SvgRegion>();
  private readonly points = new Map<string, LabelPoint>();
  private readonly areas = new Map<string, number>();

  constructor(regions: readonly SvgRegion[]) {
    for (const region of regions) this.byId.set(region.id, region);
  }

  /** The region's shape, if the map has it. */
  shape(id: string): SvgRegion | undefined {
    return this.byId.get(id);
  }

  /** The region's label anchor (pole of inaccessibility), or undefined for an unknown id. */
  get(id: string): LabelPoint | undefined {
    const cached = this.points.get(id);
    if (cached) return cached;
    const shape = this.byId.get(id);
    if (!shape) return undefined;
    const point = labelPoint(shape);
    this.points.set(id, point);
    return point;
  }

  /** Area of the region's largest ring (the default label priority). */
  area(id: string): number {
    const cached = this.areas.get(id);
    if (cached !== undefined) return cached;
    const shape = this.byId.get(id);
    const area = shape ? largestRingArea(shape) : 0;
    this.areas.set(id, area);
    return area;
  }
}
