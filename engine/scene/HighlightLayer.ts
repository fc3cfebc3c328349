import { Container, Mesh, type Matrix } from './pixi';
import type { RegionMeshes } from './RegionMeshes';
import { sliceStrokes } from './sliceStrokes';
import { strokeGeometry } from './RegionMeshes';

/** Past this many patched shapes a full redraw is cheaper than drawing them again on top. */
const MAX_HIGHLIGHTED_SHAPES = 64;

/**
 * Draws the strokes of a few recoloured regions (hover, selection) on top of the cached map
 * image, so a hover costs a handful of triangles instead of a redraw of the whole map (fills
 * need nothing: the cache colours them live). Emptied whenever the cache is redrawn, since it
 * then holds the current colours itself.
 */
export class HighlightLayer {
  readonly container = new Container({ label: 'highlight' });
  private readonly shapes = new Set<number>();
  /** Regions whose next stroke recolour may be patched (hover and selection only). */
  private readonly allowed = new Set<number>();

  /** Number of shapes drawn on top. */
  get size(): number {
    return this.shapes.size;
  }

  /**
   * Lets the next {@link patch} draw these regions' strokes over the cached image instead of a
   * redraw of the whole map, for recolours that touch only them (hover, selection). Any other
   * stroke recolour still redraws everything, so bulk changes never go through a patch.
   */
  allow(shapes: readonly number[]): void {
    for (const shape of shapes) this.allowed.add(shape);
  }

  /** Draws the recoloured `shapes` on top if each was allowed (null: too many to list); false when a full redraw is needed. */
  patch(meshes: RegionMeshes, shapes: readonly number[] | null): boolean {
    const allowed = this.allowed;
    const patchable = shapes !== null && shapes.length > 0 && shapes.every((shape) => allowed.has(shape));
    allowed.clear();
    return patchable && this.add(meshes, shapes);
  }

  /** Adds shapes and rebuilds the small stroke mesh; returns false when too many to patch. */
  add(meshes: RegionMeshes, shapes: readonly number[]): boolean {
    for (const shape of shapes) this.shapes.add(shape);
    if (this.shapes.size > MAX_HIGHLIGHTED_SHAPES) {
      this.clear();
      return false;
    }
    this.rebuild(meshes);
    return true;
  }

  /** Follows the camera (map to screen). */
  setCamera(matrix: Matrix): void {
    this.container.setFromMatrix(matrix);
  }

  /** Drops every patched shape. */
  clear(): void {
    this.shapes.clear();
    for (const child of this.container.removeChildren()) child.destroy({ children: true });
  }

  /** Frees the meshes. */
  dispose(): void {
    this.clear();
    this.container.destroy();
  }

  private rebuild(meshes: RegionMeshes): void {
    for (const child of this.container.removeChildren()) child.destroy();
    const stroke = sliceStrokes(meshes.packed, [...this.shapes]);
    if (stroke) this.container.addChild(new Mesh({ geometry: strokeGeometry(stroke), shader: meshes.strokeShader }));
  }
}
