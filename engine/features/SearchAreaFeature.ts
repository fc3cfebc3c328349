import type { Camera } from '../camera/Camera';
import type { GeoConverter } from '../geo/GeoConverter';
import type { MapScene } from '../scene/MapScene';
import { LazyModule } from './LazyModule';
import type { SearchArea, ShownSearchArea } from './searchAreaTypes';
import type { SearchAreaView } from './SearchAreaView';

/** The drawing of a search (pixi's Graphics with it): loaded once per page, when a map first shows one. */
const viewModule = new LazyModule(() => import('./SearchAreaView'));

/**
 * A distance search on a geo-calibrated map (see {@link SearchAreaView}, loaded with the first
 * search shown). What is asked meanwhile is kept, the latest winning, and shown once it arrives.
 */
export class SearchAreaFeature {
  private view: SearchAreaView | null = null;
  private wanted: SearchArea | null = null;
  private disposed = false;

  constructor(
    private readonly scene: MapScene,
    private readonly camera: Camera,
    private readonly converter: GeoConverter | null,
    private readonly surface: HTMLElement,
  ) {}

  /** What is shown now, or null (also while its code loads). */
  get current(): ShownSearchArea | null {
    return this.view?.current ?? null;
  }

  /**
   * Shows `area` (replacing any shown) or clears it with null. Returns false when the map
   * cannot place geographic points (no geographic view box), leaving nothing shown.
   */
  set(area: SearchArea | null): boolean {
    if (!this.converter) return area === null;
    this.wanted = area;
    if (this.view) this.view.set(area);
    else if (area) this.load(this.converter);
    return true;
  }

  dispose(): void {
    this.disposed = true;
    this.view?.dispose();
    this.view = null;
  }

  private load(converter: GeoConverter): void {
    viewModule.load().then(({ SearchAreaView: View }) => {
      if (this.disposed || this.view) return;
      this.view = new View(this.scene, this.camera, converter, this.surface);
      this.view.set(this.wanted);
    }, (error: unknown) => console.error('MapSVG: the search area could not be loaded', error));
  }
}
