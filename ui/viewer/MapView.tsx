import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { MapEngine, type MapLoadState } from '../../engine/index';
import { isRetryable, visitorMessageOf } from './loadFailure';
import { engineOptions, resolveMapOptions, type ResolvedMap, type StoredMap } from './mapOptions';
import { ZoomControls } from './ZoomControls';
import { MapCorners } from './MapCorners';
import { ChoroplethOverlay, DataView, FloorsControl, LayersControl, LocateControl } from './lazyPanels';
import { LoadProblem } from './LoadProblem';
import type { AdoptedMap } from './adoptedMap';
import type { DataRecord } from '../../domain/index';
import type { RecordList } from '../data/index';

interface MapViewProps {
  load: () => Promise<StoredMap>;
  /**
   * The map's options now, once known: they may change while the map is shown (the handle's
   * `setOptions`), and the engine then takes them in place. Until then the view's own load decides.
   */
  options?: ResolvedMap | null;
  onStateChange: (state: MapLoadState) => void;
  onEngine?: (engine: MapEngine | null, options: ResolvedMap | null) => void;
  editMode?: boolean;
  /** Overlays drawn over the map (popover, tooltip, panels placed on the map). */
  children?: ReactNode;
  /** The wrapper element, for overlays positioned over the map. */
  wrapRef?: RefObject<HTMLDivElement | null>;
  /** Rows of the map's regions table by region id: the choropleth colours by their fields. */
  regionRows?: ReadonlyMap<string, Record<string, unknown>>;
  /** A map already started by the page: its engine and host are used instead of new ones. */
  adopted?: AdoptedMap | null;
  /** The map's records, for a choropleth coloured by them and the data table. */
  records?: RecordList<DataRecord> | null;
}

/** Puts the adopted engine's host first in the wrapper, where the view's own host would be. */
function useAdoptedHost(adopted: AdoptedMap | null, wrap: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const element = wrap.current;
    if (!adopted || !element) return;
    if (adopted.host.parentElement !== element) element.insertBefore(adopted.host, element.firstChild);
  }, [adopted, wrap]);
}

/** One map: loads its options, mounts the engine, and shows the loading message and controls. */
export function MapView({ load, options: liveOptions = null, onStateChange, onEngine, editMode = false, children, wrapRef, regionRows, adopted = null, records }: MapViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const ownWrapRef = useRef<HTMLDivElement>(null);
  const wrap = wrapRef ?? ownWrapRef;
  /** The options the map was loaded with: a new set makes a new engine. */
  const [loadedOptions, setLoadedOptions] = useState<ResolvedMap | null>(null);
  const latestOptions = useRef(liveOptions);
  latestOptions.current = liveOptions;
  const options = liveOptions ?? loadedOptions;
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [state, setState] = useState<MapLoadState>(adopted ? adopted.engine.loadState : 'loading');
  const [error, setError] = useState<string | null>(null);
  const [retryable, setRetryable] = useState(false);
  const [visitorMessage, setVisitorMessage] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  // Layout effects: the options are asked for, and the engine made, as soon as React commits,
  // not after the browser paints a frame first; the map's first frame waits for neither.
  useAdoptedHost(adopted, wrap);
  useLayoutEffect(() => {
    if (adopted) return undefined;
    let cancelled = false;
    setState('loading');
    load()
      .then((map) => { if (!cancelled) setLoadedOptions(resolveMapOptions(map)); })
      .catch((reason: unknown) => {
        if (cancelled) return;
        const message = reason instanceof Error ? reason.message : String(reason);
        // Visitors read a plain sentence; the reason is kept for whoever opens the console.
        if (!editMode) console.error(message);
        setError(message);
        setVisitorMessage(visitorMessageOf(reason));
        setRetryable(isRetryable(reason));
        setState('error');
      });
    return () => { cancelled = true; };
  }, [load, attempt, editMode, adopted]);

  useLayoutEffect(() => {
    const host = hostRef.current;
    const started = adopted ?? (loadedOptions && host ? { engine: new MapEngine(host, engineOptions(latestOptions.current ?? loadedOptions), { editMode }) } : null);
    if (!started) return undefined;
    const created = started.engine;
    const offState = created.on('stateChange', ({ state: next, error: loadError }) => {
      setState(next);
      setError(loadError ? loadError.message : null);
      setVisitorMessage(undefined);
      setRetryable(loadError?.retryable === true);
      if (loadError && !editMode) console.error(loadError.message);
    });
    setEngine(created);
    onEngine?.(created, latestOptions.current ?? loadedOptions);
    if (adopted) setState(created.loadState);
    return () => {
      offState();
      created.dispose();
      onEngine?.(null, null);
      setEngine(null);
    };
  }, [loadedOptions, editMode, onEngine, adopted]);

  // New options go into the engine the map already has: it does only the work they need.
  useEffect(() => {
    if (engine && liveOptions) engine.setOptions(engineOptions(liveOptions), { replace: true });
  }, [engine, liveOptions]);

  useEffect(() => onStateChange(state), [state, onStateChange]);

  // The options or the image failed on the network or the server: try again on request, or by
  // itself once the browser is back online; nothing else on the page is reloaded.
  const retry = useCallback(() => {
    setError(null);
    setState('loading');
    if (engine) engine.retry();
    else setAttempt((value) => value + 1);
  }, [engine]);
  useEffect(() => {
    if (state !== 'error' || !retryable) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [state, retryable, retry]);

  const controls = options?.controls;
  return (
    <div className="mapsvg-wrap" ref={wrap}>
      {!adopted && <div ref={hostRef} className="mapsvg-map" style={options?.colors.background ? { background: options.colors.background } : undefined} />}
      {state === 'loading' && <p className="mapsvg-loading" role="status">{options?.loadingText ?? 'Loading map...'}</p>}
      {state === 'error' && error && (
        <LoadProblem message={error} visitorMessage={visitorMessage} editMode={editMode} retryable={retryable} onRetry={retry} />
      )}
      <MapCorners>
      {engine && state === 'ready' && controls?.zoom !== false && (
        <ZoomControls engine={engine} location={controls?.location === 'left' ? 'left' : 'right'} showReset={controls?.zoomReset === true} />
      )}
      {engine && state === 'ready' && options?.layersControl.on && <LayersControl engine={engine} options={options.layersControl} />}
      {engine && state === 'ready' && options?.floorsControl.on && <FloorsControl engine={engine} options={options.floorsControl} />}
      {engine && state === 'ready' && controls?.userLocation && <LocateControl engine={engine} location={controls.location === 'left' ? 'left' : 'right'} />}
      {options && (options.choropleth.on || options.labelsRegions.on) && (
        <ChoroplethOverlay engine={engine && state === 'ready' ? engine : null} options={options} regionRows={regionRows} records={records} />
      )}
      {engine && state === 'ready' && <DataView engine={engine} wrapRef={wrap} altText={options?.altText ?? ''} noun={options?.regionNoun} records={records} />}
      {children}
      </MapCorners>
    </div>
  );
}
