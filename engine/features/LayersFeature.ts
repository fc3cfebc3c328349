import type { LayerManager } from '../layers/LayerManager';
import type { MapScene } from '../scene/MapScene';
import type { MapEngineEvents } from '../types';

/** What the layers feature needs from the map. */
interface LayersFeatureInput {
  scene: MapScene;
  emit: <K extends keyof MapEngineEvents>(name: K, payload: MapEngineEvents[K]) => void;
  /**
   * A layer or the floor changed: what depends on them (markers, clusters, the accessibility
   * list) follows, before the map is redrawn.
   */
  changed: () => void;
}

/**
 * Layers and floors: the {@link LayerManager} (which groups are shown, which floor is current,
 * and the palettes that hide their shapes), followed by the rest of the map on every change,
 * which then goes out as one `layersChange` event.
 */
export class LayersFeature {
  private readonly offChange: () => void;

  constructor(readonly manager: LayerManager, input: LayersFeatureInput) {
    this.offChange = manager.onChange(() => {
      input.changed();
      // A full redraw: hidden shapes must disappear from the cached picture, not be painted over it.
      input.scene.renderNow(true);
      input.emit('layersChange', { groups: manager.groups().map(({ id, title, visible }) => ({ id, title, visible })), floor: manager.currentFloor() });
    });
  }

  /** Stops following the layers and frees them. */
  dispose(): void {
    this.offChange();
    this.manager.dispose();
  }
}
