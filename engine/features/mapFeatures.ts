import type { ScreenPoint } from '../camera/types';
import type { ClusterPrewarm } from '../cluster/clusterPrewarm';
import type { MarkerEmit } from '../markers/types';
import type { EngineMapOptions, MapEngineEvents } from '../types';
import { BaseMapFeature } from './baseMapFeature';
import { ClusterFeature } from './ClusterFeature';
import { GeoFeature } from './GeoFeature';
import { LayersFeature } from './LayersFeature';
import { MarkerFeature, type MarkerFeatureInput } from './MarkerFeature';
import { SearchAreaFeature } from './SearchAreaFeature';
import { UserLocationFeature } from './UserLocationFeature';

/** The features of a loaded map beyond its regions, each a manager of its own. */
export interface MapFeatureSet {
  geo: GeoFeature;
  layers: LayersFeature;
  markers: MarkerFeature;
  clusters: ClusterFeature;
  baseMap: BaseMapFeature;
  userLocation: UserLocationFeature;
  searchArea: SearchAreaFeature;
}

/** What the features need from the map and the engine. */
export interface MapFeaturesInput extends Omit<MarkerFeatureInput, 'geo' | 'emit' | 'moved' | 'clustersSettled'> {
  options: EngineMapOptions;
  emit: <K extends keyof MapEngineEvents>(name: K, payload: MapEngineEvents[K]) => void;
  /** Hands over the cluster index started while the map loaded (see `MapEngine.prepareMarkers`), once. */
  takeClusterPrewarm?: () => ClusterPrewarm | null;
}

/**
 * Starts the features of a loaded map and ties them together: markers come first (the clusters
 * index them once), a change of the markers or of the layers reloads the clusters, and a layer
 * change hides the markers of hidden layers and other floors.
 */
export function createFeatures(input: MapFeaturesInput): MapFeatureSet {
  const { scene, camera, surface, options } = input;
  // Marker events are a subset of the engine's.
  const emit = input.emit as MarkerEmit;
  const geo = new GeoFeature(input.document);
  // The clusters are made after the markers, which call back into them.
  let clusters: ClusterFeature | null = null;
  const markers = new MarkerFeature({
    ...input, geo, emit,
    listChanged: () => {
      input.listChanged();
      clusters?.reload();
    },
    moved: () => clusters?.reload(),
    clustersSettled: () => clusters?.settled(),
  });
  clusters = new ClusterFeature({ scene, camera, layers: markers.pointLayers, markers: markers.manager, geo, options, emit, prewarm: input.takeClusterPrewarm?.() ?? null });
  if (markers.manager.store.rows.count > 0) markers.holdDraftUntilSettled();
  const features: MapFeatureSet = {
    geo,
    markers,
    clusters,
    baseMap: new BaseMapFeature({ scene, camera, geo, surface, options, emit: input.emit }),
    userLocation: new UserLocationFeature(markers.pointLayers, camera, geo.converter, input.emit),
    searchArea: new SearchAreaFeature(scene, camera, geo.converter, surface),
    layers: new LayersFeature(input.layers, {
      scene, emit: input.emit,
      changed: () => {
        markers.followLayers();
        clusters?.reload();
        input.listChanged();
      },
    }),
  };
  if (options.fitMarkersOnStart || options.fitMarkers) markers.fit();
  return features;
}

/** Frees every feature; the point layers go after the layers drawn through them. */
export function disposeFeatures(features: MapFeatureSet): void {
  features.clusters.dispose();
  features.baseMap.dispose();
  features.userLocation.dispose();
  features.searchArea.dispose();
  features.markers.dispose();
  features.layers.dispose();
}

/** Hover over clusters and markers first (they are drawn on top); returns what is hovered, if any. */
export function hoverFeatureAt(features: MapFeatureSet, point: ScreenPoint | null): string | null {
  const markers = features.markers.manager;
  const cluster = point ? features.clusters.manager?.clusterAt(point) : null;
  if (cluster) {
    markers.hoverAt(null);
    return `cluster:${cluster.id}`;
  }
  return markers.hoverAt(point);
}

/** A click: clusters and markers first (and marker-edit mode); returns whether it was used. */
export function clickFeatureAt(features: MapFeatureSet, point: ScreenPoint): boolean {
  if (features.clusters.clickAt(point)) return true;
  const markers = features.markers.manager;
  if (markers.clickAt(point)) return true;
  const bubble = features.markers.bubbleAt(point);
  if (!bubble) return false;
  markers.click(bubble, point);
  return true;
}
