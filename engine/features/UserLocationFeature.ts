import { USER_LOCATION_MARKER_SIZE, type GeoPoint } from '../../domain/index';
import type { Camera } from '../camera/Camera';
import { requireConverter, type GeoConverter } from '../geo/GeoConverter';
import { USER_LOCATION_URL } from '../markers/markerImages';
import { MarkerTextures } from '../markers/MarkerTextures';
import type { MarkerCache } from '../markers/MarkerCache';
import { PLAIN_LOOKS, PointLayer } from '../markers/PointLayer';
import { atlasSlot } from '../markers/SlotTable';
import type { MapEngineEvents } from '../types';

/** The part of the browser's geolocation API used here (tests pass a fake). */
export type Geolocator = Pick<Geolocation, 'getCurrentPosition'>;

/** Shown when the browser cannot tell where the visitor is. */
const LOCATION_UNAVAILABLE = 'Your location is not available.';

/**
 * The visitor's own position: asks the browser's geolocation, draws a 15x15 location dot there
 * and centres the view on it, and reports each attempt as a `locate` event. Only geo-calibrated
 * maps can place it.
 */
export class UserLocationFeature {
  private readonly layer = new PointLayer('user-location');
  private readonly textures: MarkerTextures;
  private point: GeoPoint | null = null;

  constructor(
    private readonly layers: MarkerCache,
    private readonly camera: Camera,
    private readonly converter: GeoConverter | null,
    private readonly emit: <K extends keyof MapEngineEvents>(name: K, payload: MapEngineEvents[K]) => void,
  ) {
    this.textures = new MarkerTextures(globalThis.devicePixelRatio || 1, () => this.draw());
    this.layer.setTexture(this.textures.source);
    this.layer.setLooks(PLAIN_LOOKS);
    layers.addLive(this.layer);
  }

  /** Where the visitor was found last, if anywhere. */
  get position(): GeoPoint | null {
    return this.point;
  }

  /** Locates the visitor (see {@link find}) and reports it as a `locate` event. */
  async locate(geolocation?: Geolocator): Promise<GeoPoint> {
    try {
      const point = await this.find(geolocation);
      this.emit('locate', { geoPoint: point });
      return point;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.emit('locate', { geoPoint: null, error: message });
      throw error;
    }
  }

  /** Finds the visitor, shows the dot and centres the view on it. Rejects with a message when it cannot. */
  private async find(geolocation: Geolocator | undefined = globalThis.navigator?.geolocation): Promise<GeoPoint> {
    const converter = requireConverter(this.converter);
    if (!geolocation) throw new Error(LOCATION_UNAVAILABLE);
    const position = await new Promise<GeolocationPosition>((resolve, reject) => {
      geolocation.getCurrentPosition(resolve, (error) => reject(new Error(error.message || LOCATION_UNAVAILABLE)), { enableHighAccuracy: false, timeout: 15_000 });
    });
    const point = { lat: position.coords.latitude, lng: position.coords.longitude };
    this.point = point;
    const svg = converter.geoToSvg(point);
    this.camera.setState({ level: this.camera.getLevel(), x: svg.x, y: svg.y });
    this.draw();
    await this.textures.settled();
    this.draw();
    return point;
  }

  dispose(): void {
    this.layers.remove(this.layer);
    this.layer.dispose();
    this.textures.dispose();
  }

  private draw(): void {
    if (!this.point || !this.converter) return;
    const size = USER_LOCATION_MARKER_SIZE;
    const texture = this.textures.texture(USER_LOCATION_URL, size, size);
    if (!texture) return;
    const { x, y } = this.converter.geoToSvg(this.point);
    this.layer.setSlot(0, atlasSlot(texture, size, size, size / 2, size / 2));
    this.layer.setPoints([x], [y], [0], 1);
  }
}
