import type { AssembledMap } from '../assemble';
import type { MirrorItemRef } from './AccessibilityMirror';

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/**
 * Shows on the map where the keyboard focus of the accessibility list is: a region gets the
 * focus outline, a marker the hover highlight, and either is panned into view when outside it
 * (the list then shows the items around it).
 */
export class FocusFollower {
  /** The marker the focus lights (`id`), the one it lit (`lit`) and the frame that will apply it. */
  private readonly highlight: { id: string | null; lit: string | null; frame: number | null } = { id: null, lit: null, frame: null };

  constructor(
    private readonly map: () => AssembledMap | null,
    /** Reports the focused region (null: none). */
    private readonly regionFocused: (id: string | null) => void,
  ) {}

  /** The focus moved to an item of the list (null: it left the list). */
  focusChanged(item: MirrorItemRef | null): void {
    const map = this.map();
    if (!map) return;
    const marker = item?.kind === 'marker' ? map.markers.manager.store.get(item.id) : undefined;
    const shape = item?.kind === 'region' ? map.document.regions.find((region) => region.id === item.id) : undefined;
    map.scene.setFocusOutline(shape ? shape.rings : null);
    this.highlightMarker(marker ? marker.id : null);
    if (shape) this.keepInView(map, shape.bbox);
    if (marker) this.keepInView(map, { minX: marker.svgPoint.x, minY: marker.svgPoint.y, maxX: marker.svgPoint.x, maxY: marker.svgPoint.y });
    this.regionFocused(shape ? shape.id : null);
  }

  /**
   * Lights the focused marker as a hover would (null: puts out the one the focus lit), in the
   * next animation frame: restyling every marker is the slow part of a key press on a large
   * map, and held arrow keys then restyle once per frame, not once per key.
   */
  private highlightMarker(id: string | null): void {
    this.highlight.id = id;
    if (this.highlight.frame !== null) return;
    this.highlight.frame = requestAnimationFrame(() => {
      this.highlight.frame = null;
      const markers = this.map()?.markers.manager;
      if (!markers) return;
      const next = this.highlight.id;
      if (next !== null && markers.store.get(next)) markers.hover(next);
      else if (this.highlight.lit !== null && markers.store.hovered() === this.highlight.lit) markers.hover(null);
      this.highlight.lit = next;
    });
  }

  private keepInView(map: AssembledMap, box: Box): void {
    const { camera } = map;
    const view = camera.getViewBox();
    const inside = box.minX >= view.x && box.minY >= view.y && box.maxX <= view.x + view.width && box.maxY <= view.y + view.height;
    if (inside) return;
    camera.setState({ level: camera.getLevel(), x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 });
  }
}
