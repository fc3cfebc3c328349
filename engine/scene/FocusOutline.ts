import { Graphics, GraphicsContextSystem, GraphicsPipe, type Matrix } from './pixi';
import { addRendererParts } from './rendererParts';

addRendererParts(GraphicsPipe, GraphicsContextSystem);

/**
 * The keyboard focus's outline: a 3 px line around one shape, drawn in screen space through
 * the camera's transform so its width stays the same at every zoom. Its module (pixi's
 * Graphics and everything it brings) is loaded only when a visitor first moves the focus
 * with the keyboard.
 */
export class FocusOutline {
  readonly view = new Graphics({ label: 'focus-outline' });

  /** Outlines `rings` (flat x, y lists in map units), or clears the outline with null. */
  draw(rings: readonly Float64Array[] | null, camera: Matrix): void {
    this.view.clear();
    if (!rings) return;
    for (const ring of rings) {
      if (ring.length < 4) continue;
      const start = camera.apply({ x: ring[0] ?? 0, y: ring[1] ?? 0 });
      this.view.moveTo(start.x, start.y);
      for (let i = 2; i < ring.length; i += 2) {
        const point = camera.apply({ x: ring[i] ?? 0, y: ring[i + 1] ?? 0 });
        this.view.lineTo(point.x, point.y);
      }
      this.view.closePath();
    }
    this.view.stroke({ width: 3, color: 0x1a73e8, alignment: 0.5 });
  }
}
