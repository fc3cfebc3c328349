import { Deck, MapView } from '@deck.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { DEFAULT_PIN_URL } from '../../../engine/index';
import { panView, type MercatorView } from './mercator';
import { glFence } from './steps';

/** A mounted deck.gl peer: its first frame time and what the pan steps need. */
export interface DeckPeer {
  firstFrameMs: number;
  /** How many places the layer draws (its data length). */
  count: number;
  canvas: HTMLCanvasElement;
  pan(dx: number, dy: number): void;
  /** Moves the camera to `view` (drawn on deck.gl's next frame). */
  jumpTo(view: MercatorView): void;
  fence(): void;
  dispose(): void;
}

/** The engine's pin (30×48 image drawn 15×24, tip at the bottom centre) as one icon of an atlas. */
const PIN_MAPPING = { pin: { x: 0, y: 0, width: 30, height: 48, anchorY: 48, mask: false } };

/**
 * deck.gl with one IconLayer of every place (`coords`: lng, lat pairs, handed over as a binary
 * attribute, deck.gl's fast path) on a MapView with no base map, in a WebGL2 context set up
 * like the engine's. Resolves once the first frame
 * with the pin atlas loaded is drawn and fenced, timed from `new Deck` as the engine's first
 * frame is timed from `new MapEngine` (the pin image loads inside the time for both).
 */
export function mountDeck(host: HTMLDivElement, coords: Float64Array, size: { width: number; height: number }, initial: MercatorView): Promise<DeckPeer> {
  return new Promise((resolve, reject) => {
    const count = coords.length / 2;
    let view = { ...initial };
    const start = performance.now();
    const layer = new IconLayer({
      id: 'places',
      data: { length: count, attributes: { getPosition: { value: coords, size: 2 } } },
      iconAtlas: DEFAULT_PIN_URL,
      iconMapping: PIN_MAPPING,
      getIcon: () => 'pin',
      getSize: 24,
      sizeUnits: 'pixels',
    });
    let settled = false;
    const deck: Deck<MapView> = new Deck({
      parent: host,
      width: size.width,
      height: size.height,
      useDevicePixels: 1,
      // The engine's own context settings (pixi.js with `antialias: false`, no preserved
      // drawing buffer); luma.gl's defaults would add 4× multisampling and a buffer copy a frame.
      deviceProps: { type: 'webgl', webgl: { antialias: false, preserveDrawingBuffer: false } },
      views: new MapView({ repeat: false }),
      viewState: view,
      controller: false,
      layers: [layer],
      onError: (error) => {
        if (!settled) reject(error);
      },
      onAfterRender: () => {
        if (settled || !deck.isInitialized || !layer.isLoaded) return;
        settled = true;
        const canvas = deck.getCanvas();
        if (!canvas) {
          reject(new Error('deck.gl has no canvas'));
          return;
        }
        const fence = glFence(canvas);
        fence();
        resolve({
          firstFrameMs: performance.now() - start,
          count,
          canvas,
          pan(dx, dy) {
            view = panView(view, dx, dy);
            deck.setProps({ viewState: view });
          },
          jumpTo(next) {
            view = { ...next };
            deck.setProps({ viewState: view });
          },
          fence,
          dispose: () => deck.finalize(),
        });
      },
    });
  });
}
