import { Graphics, GraphicsContextSystem, GraphicsPipe, type Matrix } from './pixi';
import { addRendererParts } from './rendererParts';

addRendererParts(GraphicsPipe, GraphicsContextSystem);

/** A distance search as the scene draws it, in map units. */
interface SearchAreaShape {
  /** The search's origin. */
  centre: { x: number; y: number };
  /** The radius's ring, flat x, y pairs (may be empty: the origin alone). */
  ring: Float64Array;
}

/** The search area's blue (the focus outline's, so the map keeps one accent colour). */
const SEARCH_AREA_COLOR = 0x1a73e8;

/** Height of the origin pin in CSS px, from its tip (the origin) to its top. */
export const ORIGIN_PIN_HEIGHT = 30;

/**
 * A distance search on the map: the radius as a translucent circle under the markers and the
 * origin as a pin over them. Drawn in screen space through the camera's transform, like the
 * focus outline, so its line keeps its width at every zoom and it follows every pan and zoom.
 * Its module (pixi's Graphics) loads only when a map first shows a search.
 */
export class SearchAreaLayer {
  /** The circle, to go under the markers. */
  readonly area = new Graphics({ label: 'search-area' });
  /** The origin pin, to go over the markers. */
  readonly pin = new Graphics({ label: 'search-origin' });

  /** Draws `shape`, or clears both with null. */
  draw(shape: SearchAreaShape | null, camera: Matrix): void {
    this.area.clear();
    this.pin.clear();
    if (!shape) return;
    this.drawRing(shape.ring, camera);
    const tip = camera.apply(shape.centre);
    this.drawPin(tip.x, tip.y);
  }

  dispose(): void {
    this.area.destroy();
    this.pin.destroy();
  }

  private drawRing(ring: Float64Array, camera: Matrix): void {
    if (ring.length < 6) return;
    const points: number[] = [];
    for (let index = 0; index + 1 < ring.length; index += 2) {
      const point = camera.apply({ x: ring[index] ?? 0, y: ring[index + 1] ?? 0 });
      points.push(point.x, point.y);
    }
    this.area.poly(points, true).fill({ color: SEARCH_AREA_COLOR, alpha: 0.12 }).stroke({ width: 2, color: SEARCH_AREA_COLOR, alpha: 0.9, alignment: 0.5 });
  }

  /** A teardrop whose tip is on the origin, with a white ring and dot so it reads on any fill. */
  private drawPin(x: number, y: number): void {
    const radius = 10;
    const head = y - ORIGIN_PIN_HEIGHT + radius;
    // The tangent points seen from the tip, either side of straight down (pi / 2 on screen).
    const side = Math.acos(radius / (y - head));
    this.pin.moveTo(x, y)
      .arc(x, head, radius, Math.PI / 2 + side, Math.PI * 2.5 - side)
      .closePath()
      .fill({ color: SEARCH_AREA_COLOR })
      .stroke({ width: 2, color: 0xffffff, alignment: 0.5 });
    this.pin.circle(x, head, 3.5).fill({ color: 0xffffff });
  }
}
