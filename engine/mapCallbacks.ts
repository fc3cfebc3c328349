import { FocusFollower } from './a11y/FocusFollower';
import { indexPointsOffThread } from './cluster/clusterClient';
import { mapMirrorContent } from './a11y/mapMirrorContent';
import type { ScreenPoint } from './camera/types';
import { clickFeatureAt, hoverFeatureAt } from './features/mapFeatures';
import type { LoadedMap, MapLoaderInput } from './load/MapLoader';
import type { RegionsManager } from './regions/RegionsManager';

/** What the callbacks of a built map reach in the facade. */
interface MapCallbackTargets {
  /** The map built now, or null. */
  map: () => LoadedMap | null;
  regions: RegionsManager;
  /** The click handler set with `MapEngine.setClickHandler`, or null when clicks are the map's. */
  clickHandler: () => ((point: ScreenPoint) => void) | null;
  /** Shows the pointer cursor over something that takes clicks, or the default one. */
  setPointing: (pointing: boolean) => void;
  /** Keyboard focus moved to a region (null: to a marker, or off the map). */
  regionFocused: (id: string | null) => void;
}

/**
 * The callbacks every built map calls in the facade: its accessibility mirror's, and its
 * gestures' hover and click. Pointer events reach clusters and markers before the regions,
 * since they are drawn on top.
 */
export function mapCallbacks(targets: MapCallbackTargets): MapLoaderInput['callbacks'] {
  const { map, regions } = targets;
  // The follower spans every map built: its pending marker highlight reads the map then current.
  const focus = new FocusFollower(map, targets.regionFocused);
  return {
    mirrorCallbacks: (index, states) => ({
      content: () => mapMirrorContent(map(), (id) => index.centreOf(id)),
      view: () => map()?.camera.getViewBox() ?? null,
      describe: (kind, id) => (kind === 'region' ? states.get(id) : map()?.markers.manager.store.get(id)),
      activate: (kind, id) => (kind === 'marker' ? map()?.markers.manager.click(id) : regions.click(id)),
      escape: () => {
        regions.deselect();
        map()?.markers.manager.deselect();
      },
      focusChanged: (item) => focus.focusChanged(item),
      indexOffThread: indexPointsOffThread,
    }),
    interactionCallbacks: {
      hover: (point) => {
        const loaded = map();
        if (!loaded) return;
        const feature = hoverFeatureAt(loaded, point);
        const region = regions.pointerMoved(point, Boolean(feature));
        targets.setPointing(Boolean(region || feature));
      },
      click: (point) => {
        const loaded = map();
        const handler = targets.clickHandler();
        if (handler) {
          // A cluster holds no single item to take: it zooms in as usual.
          if (!loaded?.clusters.clickAt(point)) handler(point);
          return;
        }
        if (loaded && clickFeatureAt(loaded, point)) return;
        regions.pointerClicked(point);
      },
    },
  };
}
