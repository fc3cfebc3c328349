import { classifyOptionChange, deepMerge, type DeepPartial, type Emitter, type OptionChangeClass } from '../../domain/index';
import { assembleMap, type AssembledMap, type AssembleInput } from '../assemble';
import type { ViewBox } from '../camera/types';
import { startClusterPrewarm, type ClusterPrewarm } from '../cluster/clusterPrewarm';
import { disposeFeatures } from '../features/mapFeatures';
import { prepareMapFeatures } from '../features/prepareFeatures';
import type { HandlerSwitches } from '../interaction/HandlerSwitches';
import { applyHostStyles, createSurface, measureViewport } from '../layout';
import type { MarkerColumns } from '../markers/markerColumns';
import { POINT_PROGRAM } from '../markers/pointShaders';
import { compositePrograms, regionPrograms, type ProgramSources } from '../scene/warmPrograms';
import { applyOptionsInPlace } from '../options/applyOptionChanges';
import { optionWork } from '../options/optionWork';
import { MapScene } from '../scene/MapScene';
import { nextTask } from '../scene/nextTask';
import type { EngineMapOptions, MapEngineEvents, MapEngineSettings, MapLoadState, SetOptionsMode } from '../types';
import type { ParseAndPackResult } from '../workers/protocol';
import { fetchSvg } from './fetchSvg';
import { parseAndPackOffThread, warmGeometryWorker } from './geometryClient';
import { containerStateOf, createLoadMachine, type LoadActor, type LoadRequest } from './loadMachine';
import { MapLoadError } from './messages';
import { takePreparedMapFile, takeWarmScene } from './warmStart';

/**
 * Starts loading the code of the optional features `options` turn on (labels and bubbles, the
 * street map) while the file loads, or as an options change turns them on; building waits for it.
 */
/** A loaded map: what assembling built, plus the observer that keeps it sized. */
export type LoadedMap = AssembledMap & { resizeObserver: ResizeObserver | null };

/** What the loader needs from the facade. */
export interface MapLoaderInput {
  options: EngineMapOptions;
  settings: MapEngineSettings;
  /** The facade's `handlers`: calls made on them apply to every map built. */
  handlerSwitches: HandlerSwitches;
  /** What a built map calls back in the facade: its accessibility mirror and its gestures. */
  callbacks: Pick<AssembleInput, 'mirrorCallbacks' | 'interactionCallbacks'>;
  /** A map was built: the facade puts on it what it keeps across builds (labels, bubbles). */
  built: (map: AssembledMap) => void;
  /**
   * The map is about to be announced ready (`stateChange`, `whenReady`): the facade applies the
   * changes made while no map was ready, so the first listeners see them on.
   */
  readying: (map: LoadedMap) => void;
}

/**
 * A map's life: fetches and parses the file (the load machine), builds the drawn map from it
 * in the same canvas on every load, rebuild and reload, takes new options doing only the work
 * they need, keeps it sized, and frees it. The facade reads the map it holds (`loaded`).
 */
export class MapLoader {
  readonly surface: HTMLDivElement;
  private readonly actor: LoadActor;
  /** The map built and ready, or null. */
  loaded: LoadedMap | null = null;
  /** The renderer of the map being assembled: it draws the first frame before `loaded` is set. */
  assembling: MapScene | null = null;
  /**
   * The renderer is created while the image downloads and parses: creating a WebGL context is
   * the slowest single step of a load, and it needs nothing from the map.
   */
  private scenePromise: Promise<MapScene> | null = null;
  state: MapLoadState = 'loading';
  private disposed = false;
  private readonly readyWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  /** Clusters of markers announced while the map loads (see {@link prepareMarkers}). */
  private clusterPrewarm: ClusterPrewarm | null = null;
  /** The map's options now (see {@link setOptions}). */
  options: EngineMapOptions;
  /** Builds run one after another: a rebuild takes over the renderer of the build before it. */
  private buildChain: Promise<void> = Promise.resolve();
  constructor(
    private readonly host: HTMLElement,
    private readonly events: Emitter<MapEngineEvents>,
    private readonly input: MapLoaderInput,
  ) {
    const { options, settings } = input;
    this.options = options;
    applyHostStyles(host);
    this.surface = createSurface(host, options.cursor);
    this.setState('loading');
    const fetchFn = settings.fetch ?? ((input, init) => fetch(input, init));
    warmGeometryWorker();
    // The machine aborts `signal` when the map is disposed or a newer load supersedes this one:
    // the download is cancelled, and the worker's answer is no longer waited for.
    const load = async (request: LoadRequest, signal: AbortSignal): Promise<ParseAndPackResult> => {
      // The viewer may have fetched and parsed this very file while the engine was being made.
      const { regionPrefix, viewBox } = this.options;
      const ahead = settings.fetch ? null : takePreparedMapFile({ ...request, regionPrefix, viewBox });
      if (ahead) return ahead;
      const text = await fetchSvg(request, fetchFn, signal);
      signal.throwIfAborted();
      return parseAndPackOffThread(text, { regionPrefix, viewBox: viewBox ?? undefined }, signal);
    };
    this.actor = createLoadMachine({ request: { source: options.source, svgFileLastChanged: options.svgFileLastChanged }, editMode: settings.editMode ?? false }, load);
    this.actor.subscribe((snapshot) => this.onMachineState(snapshot.value));
    // The renderer starts while the file is fetched and parsed.
    this.scenePromise = this.warmScene() ?? MapScene.create({ width: Math.max(1, host.clientWidth), height: 1, placement: host });
    this.scenePromise.then((scene) => this.warmWhileLoading(scene, markerPrograms(options)), () => undefined);
    prepareMapFeatures(options);
    this.actor.start();
  }

  /** Resolves when the map is drawn; rejects with the load error. */
  whenReady(): Promise<void> {
    if (this.state === 'ready') return Promise.resolve();
    const error = this.actor.getSnapshot().error;
    if (this.state === 'error' && error) return Promise.reject(error);
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  /** Merges (or with `mode.replace` takes) new options and applies them; see `MapEngine.setOptions`. */
  setOptions(partial: DeepPartial<EngineMapOptions>, mode: SetOptionsMode): ReadonlySet<OptionChangeClass> {
    if (this.disposed) return new Set();
    const previous = this.options;
    this.options = mode.replace ? partial as EngineMapOptions : deepMerge(previous, partial);
    prepareMapFeatures(this.options);
    const changes = this.applyOptionChange(previous, this.options);
    this.events.emit('optionsChange', { changes: [...changes] });
    return changes;
  }

  /** Loads the file again after a failure, or (in edit mode after a 404) from another path. */
  retry(source?: string): void {
    this.actor.send({ type: 'RETRY', source });
  }

  /** Starts indexing announced markers' clusters while the map loads; see `MapEngine.prepareMarkers`. */
  prepareMarkers(batch: MarkerColumns): void {
    const clustering = this.options.clustering;
    if (this.disposed || this.loaded || this.assembling || !clustering?.on) return;
    this.clusterPrewarm?.source.dispose();
    this.clusterPrewarm = startClusterPrewarm(batch, clustering.maxZoom);
    void this.scenePromise?.then((scene) => this.warmWhileLoading(scene, [POINT_PROGRAM]), () => undefined);
  }

  /**
   * Asks the GPU to link the programs the first frames will need (see `MapScene.warmPrograms`)
   * as soon as the renderer is there: the GPU links them while the map file is fetched and
   * parsed, and asking costs the main thread nothing. {@link build} reads them back.
   */
  private warmWhileLoading(scene: MapScene, extra: readonly ProgramSources[]): void {
    if (this.disposed || this.loaded || this.assembling) return;
    scene.warmPrograms([...regionPrograms(), ...extra]);
  }

  /**
   * Links the programs the map's first frames draw with (the regions', the composites', the
   * markers'), before the map is built on `scene`, without holding the main thread (see
   * `ProgramLinker`): linked on first use, just after the map appears, a program waits behind
   * the first frame's GPU work and holds the main thread for hundreds of ms, up to seconds, on a
   * software GPU; {@link warmWhileLoading} has usually asked for them already.
   */
  private async linkBeforeBuilding(scene: MapScene, options: EngineMapOptions): Promise<void> {
    await scene.linkPrograms([...regionPrograms(), ...compositePrograms(), ...markerPrograms(options)]);
  }

  /** Frees the canvas, workers' results, listeners and DOM it added. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.clusterPrewarm?.source.dispose();
    this.clusterPrewarm = null;
    this.actor.stop();
    this.teardown();
    void this.scenePromise?.then((scene) => scene.dispose(), () => undefined);
    this.scenePromise = null;
    this.surface.remove();
    this.events.clear();
  }

  private onMachineState(value: string): void {
    if (this.disposed) return;
    const snapshot = this.actor.getSnapshot();
    if (value === 'ready') {
      const result = snapshot.result;
      if (result) this.queueBuild(result, null);
      return;
    }
    if (value === 'awaitingPath') {
      this.setState('error', snapshot.error ?? undefined);
      this.events.emit('svgNotFound', { source: snapshot.request.source, retry: (source) => this.retry(source) });
      return;
    }
    this.setState(containerStateOf(value), snapshot.error ?? undefined);
  }

  private applyOptionChange(previous: EngineMapOptions, next: EngineMapOptions): Set<OptionChangeClass> {
    const changes = classifyOptionChange(previous, next);
    const work = optionWork(changes, previous, next);
    if (work === 'reload') {
      this.actor.send({ type: 'RELOAD', request: { source: next.source, svgFileLastChanged: next.svgFileLastChanged } });
      return changes;
    }
    // A map not built yet is built with the new options (see the end of `build`).
    const loaded = this.loaded;
    if (!loaded) return changes;
    if (work === 'rebuild') {
      this.rebuild(loaded);
      return changes;
    }
    if (applyOptionsInPlace(loaded, changes, next)) loaded.mirror.invalidate();
    if (work === 'resize') this.resize();
    return changes;
  }

  /**
   * Assembles the map again from the file already parsed, in the same canvas, and shows the
   * same view. The state goes through `loading`, so the UI puts its markers and colours on
   * again, as after any load.
   */
  private rebuild(loaded: LoadedMap): void {
    const result = this.actor.getSnapshot().result;
    if (!result) return;
    this.setState('loading');
    this.queueBuild(result, loaded.camera.getViewBox());
  }

  private queueBuild(result: ParseAndPackResult, view: ViewBox | null): void {
    this.buildChain = this.buildChain.then(() => this.build(result, view)).catch((error: unknown) => this.fail(error));
  }

  private async build(result: ParseAndPackResult, view: ViewBox | null): Promise<void> {
    if (this.disposed) return;
    const options = this.options;
    // The renderer of the map shown so far draws the new one: the WebGL context is kept.
    const kept = this.teardown(true);
    const viewport = measureViewport(this.host, this.surface, result.document, options);
    const scene = kept ?? await this.takeScene();
    if (this.disposed) {
      scene.dispose();
      return;
    }
    await this.linkBeforeBuilding(scene, options);
    if (this.disposed) {
      scene.dispose();
      return;
    }
    scene.resize(viewport.width, viewport.height);
    this.assembling = scene;
    const assembled = await assembleMap({
      result,
      scene,
      viewport,
      surface: this.surface,
      host: this.host,
      options,
      alive: () => !this.disposed,
      firstFrame: () => this.events.emit('firstFrame', {}),
      ...this.input.callbacks,
      handlerSwitches: this.input.handlerSwitches,
      featureCallbacks: {
        emit: (name, payload) => this.events.emit(name, payload),
        listChanged: () => this.loaded?.mirror.invalidate(),
        takeClusterPrewarm: () => {
          const prewarm = this.clusterPrewarm;
          this.clusterPrewarm = null;
          return prewarm;
        },
      },
    });
    this.assembling = null;
    if (!assembled) {
      scene.dispose();
      return;
    }
    const { camera } = assembled;
    camera.on('change', () => {
      scene.setTransform(camera.worldTransform());
      assembled.bubbles.update();
      assembled.labels.update();
      assembled.mirror.viewChanged();
      this.events.emit('viewChange', { viewBox: camera.getViewBox(), level: camera.getLevel() });
    });
    camera.on('zoom', (zoom) => this.events.emit('zoom', zoom));
    if (view) camera.setViewBox(view);
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.resize());
    const loaded: LoadedMap = { ...assembled, resizeObserver };
    this.loaded = loaded;
    this.input.built(assembled);
    // The first list is there when the map is ready; later changes settle first. It is made in
    // a task of its own: at 18,858 regions listing takes about 40 ms, and the gestures and
    // features just made take as long again.
    await nextTask();
    if (this.loaded?.mirror !== assembled.mirror) return;
    assembled.mirror.invalidate();
    assembled.mirror.flush();
    resizeObserver?.observe(this.host);
    this.input.readying(loaded);
    this.setState('ready');
    // Options that changed while the map was being built apply now.
    if (this.options !== options) this.applyOptionChange(options, this.options);
  }

  /** The renderer made ahead of the page's first map, placed in this map's host; null when there is none. */
  private warmScene(): Promise<MapScene> | null {
    return takeWarmScene()?.then((scene) => {
      scene.place(this.host);
      return scene;
    }) ?? null;
  }

  /** The renderer made at construction, or a new one when a reload needs another. */
  private takeScene(): Promise<MapScene> {
    const pending = this.scenePromise;
    this.scenePromise = null;
    return pending ?? MapScene.create({ width: Math.max(1, this.host.clientWidth), height: 1, placement: this.host });
  }

  /** Fits the renderer and the camera to the host's size now. */
  private resize(): void {
    const loaded = this.loaded;
    if (!loaded) return;
    const viewport = measureViewport(this.host, this.surface, loaded.document, this.options);
    const current = loaded.camera.getViewport();
    if (viewport.width === current.width && viewport.height === current.height) return;
    loaded.scene.resize(viewport.width, viewport.height);
    loaded.camera.resize(viewport.width, viewport.height);
  }

  private fail(error: unknown): void {
    const loadError = error instanceof MapLoadError ? error : new MapLoadError('unknown', error instanceof Error ? error.message : String(error));
    console.error(loadError.message);
    this.setState('error', loadError);
  }

  private setState(state: MapLoadState, error?: MapLoadError): void {
    this.state = state;
    this.host.dataset.state = state;
    this.events.emit('stateChange', { state, error });
    if (state === 'loading') return;
    const waiters = this.readyWaiters.splice(0);
    for (const waiter of waiters) {
      if (state === 'ready') waiter.resolve();
      else waiter.reject(error ?? new Error('The map failed to load.'));
    }
  }

  /** Frees the loaded map; with `keepScene` its renderer is returned for the next build instead. */
  private teardown(keepScene = false): MapScene | null {
    const loaded = this.loaded;
    if (!loaded) return null;
    this.loaded = null;
    loaded.resizeObserver?.disconnect();
    loaded.interaction.dispose();
    disposeFeatures(loaded);
    loaded.mirror.dispose();
    loaded.camera.dispose();
    loaded.labels.dispose();
    loaded.bubbles.dispose();
    if (keepScene) {
      loaded.scene.setFocusOutline(null);
      return loaded.scene;
    }
    loaded.scene.dispose();
    return null;
  }
}

/** The markers' program when the options draw markers (or cluster them), beside the map's own. */
function markerPrograms(options: EngineMapOptions): ProgramSources[] {
  return options.clustering?.on === true || (options.markers?.length ?? 0) > 0 ? [POINT_PROGRAM] : [];
}
