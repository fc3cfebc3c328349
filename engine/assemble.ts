import { AccessibilityMirror, type MirrorCallbacks } from './a11y/AccessibilityMirror';
import { pendingLabelTexts } from './features/labelTextsModule';
import { prepareOverlaysFor } from './features/overlaysModule';
import { RegionOverlays, type RegionBubbles, type RegionLabelPoints, type RegionLabels } from './features/RegionOverlays';
import { Camera } from './camera/Camera';
import { cameraSettingsOf } from './camera/cameraSettings';
import { RegionIndex } from './hit-test/RegionIndex';
import { animationFrames, framesBeforeDraw } from './interaction/CameraChangeQueue';
import type { HandlerSwitches } from './interaction/HandlerSwitches';
import { MapInteraction, type InteractionCallbacks, type InteractionSettings } from './interaction/MapInteraction';
import { paintDecorations } from './regions/decorations';
import { RegionStates } from './regions/RegionStates';
import type { MapScene } from './scene/MapScene';
import { afterNextFrame, nextTask } from './scene/nextTask';
import { DecorationLayer, hasText } from './scene/DecorationLayer';
import type { SvgMapDocument } from './svg/types';
import type { ViewportSize } from './camera/cameraMath';
import type { ParseAndPackResult } from './workers/protocol';
import type { EngineMapOptions } from './types';
import { LayerManager } from './layers/LayerManager';
import { createFeatures, type MapFeatureSet, type MapFeaturesInput } from './features/mapFeatures';
import { prepareBaseMapFor } from './features/baseMapFeature';
import { prepareClusteringFor } from './features/ClusterFeature';

/**
 * Everything a drawn, interactive map consists of: its regions' parts here, and its features
 * (markers, clusters, layers and floors, geographic conversion, the street map, the user
 * location), each a manager of its own.
 */
export interface AssembledMap extends MapFeatureSet {
  document: SvgMapDocument;
  scene: MapScene;
  states: RegionStates;
  index: RegionIndex;
  camera: Camera;
  interaction: MapInteraction;
  mirror: AccessibilityMirror;
  /** Label anchors (poles of inaccessibility) shared by labels, bubbles and colour probes. */
  labelPoints: RegionLabelPoints;
  labels: RegionLabels;
  bubbles: RegionBubbles;
}

/** What assembling needs from the engine. */
export interface AssembleInput {
  result: ParseAndPackResult;
  scene: MapScene;
  viewport: ViewportSize;
  surface: HTMLElement;
  host: HTMLElement;
  options: EngineMapOptions;
  mirrorCallbacks: (index: RegionIndex, states: RegionStates) => MirrorCallbacks;
  interactionCallbacks: InteractionCallbacks;
  /** The engine's `handlers`: calls made on them apply to the gestures built here. */
  handlerSwitches: HandlerSwitches;
  /** Marker and layer events go out here; `listChanged` rebuilds the mirror. */
  featureCallbacks: Pick<MapFeaturesInput, 'emit' | 'listChanged' | 'takeClusterPrewarm'>;
  /** False once the engine was disposed meanwhile: assembling stops. */
  alive: () => boolean;
  /** Called once the first frame was drawn, before what only interaction needs is built. */
  firstFrame: () => void;
}

/** The map file's address, against which its images' relative links resolve. */
function sourceUrl(source: string): string {
  const page = globalThis.document?.baseURI ?? 'http://localhost/';
  try {
    return new URL(source, page).href;
  } catch {
    return page;
  }
}

/** The gesture settings the map's options give. */
export function interactionSettingsOf(options: EngineMapOptions): InteractionSettings {
  return {
    spacebar: options.scroll?.spacebar ?? false,
    wheelNeedsCtrl: options.zoom?.wheelNeedsCtrl ?? false,
    requireTwoFingers: options.zoom?.fingers ?? false,
  };
}

function mark(name: string, start: number): number {
  const now = performance.now();
  performance.measure(`mapsvg:${name}`, { start, end: now });
  return now;
}

/**
 * Builds a loaded map in short main-thread tasks: the first frame comes first (meshes,
 * colours, camera), then, in a later task, what only interaction needs (the hit-test index,
 * gestures and the accessibility mirror). No step holds the main thread for long, so the page
 * stays responsive while a large map appears. Returns null when the engine went away meanwhile.
 */
export async function assembleMap(input: AssembleInput): Promise<AssembledMap | null> {
  const { result, scene, viewport, options } = input;
  const { document } = result;
  // Text in the file needs pixi's canvas text, a module of its own that most maps never load;
  // labels' text module, when the viewer asked for it with the map's options, is waited for too,
  // as are the code of labels and bubbles, the street map's and the clusters' when the options use them.
  const [textModule] = await Promise.all([
    hasText(document.decorations) ? import('./scene/decorationText') : null,
    pendingLabelTexts()?.catch(() => undefined),
    prepareOverlaysFor(options),
    prepareBaseMapFor(options),
    prepareClusteringFor(options),
  ]);
  const makeText = textModule ? textModule.createDecorationText : null;
  if (!input.alive()) return null;
  if (makeText) scene.adoptExtensions();
  let time = performance.now();
  const meshes = scene.setShapes({ packed: result.regions, count: document.regions.length }, { packed: result.decorations, count: document.decorations.length });
  // Layers sit between colour states and palettes, so a hidden group stays transparent.
  const layers = new LayerManager(document, options, {
    regionFill: meshes.regions.fillPalette, regionStroke: meshes.regions.strokePalette,
    decorationFill: meshes.decorations.fillPalette, decorationStroke: meshes.decorations.strokePalette,
  });
  scene.setDecorationLayer(new DecorationLayer(document.decorations, sourceUrl(options.source), () => scene.invalidate(), makeText));
  paintDecorations(document.decorations, { fillPalette: layers.decorationFill, strokePalette: layers.decorationStroke });
  const states = new RegionStates(document.regions, options, layers.regionFill, layers.regionStroke);
  const [x, y, width, height] = document.viewBox;
  const camera = new Camera({ viewport, viewBox: { x, y, width, height }, ...cameraSettingsOf(options) });
  scene.setTransform(camera.worldTransform());
  // Bubbles under labels: both are screen-space layers that follow the camera.
  const { labelPoints, labels, bubbles } = new RegionOverlays(scene, camera, document.regions);
  time = mark('prepare', time);
  // The first render links the shader programs, which is slow on software GPUs: its own task.
  await nextTask();
  if (!input.alive()) return null;
  time = performance.now();
  scene.renderNow();
  // The canvas joins the page with the map already drawn on it, never blank.
  input.surface.append(scene.canvas);
  time = mark('first-frame', time);
  input.firstFrame();
  // The frame that shows the map is committed before the hit-test index is built, not after.
  await afterNextFrame();
  if (!input.alive()) return null;

  time = performance.now();
  // In short tasks: a map of tens of thousands of regions would hold the page for hundreds of ms.
  const index = await RegionIndex.build(document.regions, nextTask);
  time = mark('index', time);
  await nextTask();
  if (!input.alive()) return null;

  time = performance.now();
  const mirror = new AccessibilityMirror(input.host, options.title || 'Map', input.mirrorCallbacks(index, states));
  const frames = framesBeforeDraw(animationFrames(input.surface.ownerDocument.defaultView ?? undefined), () => scene.requestRender());
  const interaction = new MapInteraction(input.surface, mirror.listbox, camera, interactionSettingsOf(options), input.interactionCallbacks, input.handlerSwitches, frames);
  const features = createFeatures({ document, scene, camera, surface: input.surface, gestures: interaction.gestures, mirror, layers, options, ...input.featureCallbacks });
  mark('interaction', time);
  return { document, scene, states, index, camera, interaction, mirror, labelPoints, labels, bubbles, ...features };
}
