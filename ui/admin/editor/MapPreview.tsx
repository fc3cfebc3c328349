import '../../viewer/viewer.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { MapSVG, type MapHandle } from '../../viewer/mount';

interface MapPreviewProps {
  mapId: number;
  options: Record<string, unknown>;
  /** Called with the map on screen, for edit modes that listen to the engine. */
  onHandle?: (handle: MapHandle | null) => void;
}

// Site scripts and tests reach the preview as they reach any map: through window.MapSVG.getMap.
window.MapSVG ??= MapSVG;

/** How long option edits settle before the preview takes them. */
const PREVIEW_DELAY_MS = 400;

/** The options being edited now, and those the preview map has. */
interface PreviewOptions {
  latest: Record<string, unknown>;
  shown: Record<string, unknown> | null;
}

/**
 * Mounts the preview map once per map id, with the options being edited then; returns its
 * handle. The element carries the `mapsvg` class, so tests and site scripts find it as any map.
 */
function usePreviewMount(stage: RefObject<HTMLDivElement | null>, mapId: number, options: RefObject<PreviewOptions>, onHandle: MapPreviewProps['onHandle']): MapHandle | null {
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const onHandleRef = useRef(onHandle);
  onHandleRef.current = onHandle;
  useEffect(() => {
    const host = stage.current;
    if (!host) return undefined;
    const element = document.createElement('div');
    element.className = 'mapsvg';
    element.dataset.mapId = String(mapId);
    element.dataset.preview = 'true';
    host.appendChild(element);
    options.current.shown = options.current.latest;
    const mounted = MapSVG.mount(element, { id: mapId, options: options.current.shown, editMode: true });
    setHandle(mounted);
    onHandleRef.current?.(mounted);
    return () => {
      mounted.unmount();
      element.remove();
      setHandle(null);
      onHandleRef.current?.(null);
    };
  }, [stage, mapId, options]);
  return handle;
}

/** Whether the preview map is loading now (its container's `data-state`). */
function useMapLoading(handle: MapHandle | null): boolean {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!handle) return undefined;
    const check = () => setLoading(handle.element.dataset.state === 'loading');
    const observer = new MutationObserver(check);
    observer.observe(handle.element, { attributes: true, attributeFilter: ['data-state'] });
    check();
    return () => observer.disconnect();
  }, [handle]);
  return loading;
}

/** Longest the status line waits for the engine to say it took an edit (an edit it had no use for says nothing). */
const APPLIED_WAIT_LIMIT_MS = 2000;

/**
 * Calls `done` once the preview's engine has taken the options just given (its `optionsChange`
 * event: the viewer hands them over after its next render), so "Preview up to date" never shows
 * while a gesture option is still the old one; at once when no engine is drawn yet (the map's
 * loading state then keeps the status busy). Returns a function that calls it off.
 */
function untilEngineTakesOptions(handle: MapHandle, done: () => void): () => void {
  const engine = handle.engine;
  if (!engine) {
    done();
    return () => undefined;
  }
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    off();
    clearTimeout(limit);
    done();
  };
  const off = engine.on('optionsChange', finish);
  const limit = setTimeout(finish, APPLIED_WAIT_LIMIT_MS);
  return () => {
    finished = true;
    off();
    clearTimeout(limit);
  };
}

/**
 * The live preview: the real viewer mounted in edit mode (links and show-another-map are
 * disabled, problems are alerts) with the options being edited. Edits are debounced, then the
 * map takes them in place (`MapHandle.setOptions`): the canvas, the zoom and pan, and a drag
 * under way all stay, and typing in a template keeps its focus. The status line says when the
 * preview has caught up with the last edit, including a reload an edit of the map file needs.
 */
export function MapPreview({ mapId, options, onHandle }: MapPreviewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const known = useRef<PreviewOptions>({ latest: options, shown: null });
  known.current.latest = options;
  const handle = usePreviewMount(stage, mapId, known, onHandle);
  const mapLoading = useMapLoading(handle);
  // Pending from an edit until the preview has taken it (debounce included).
  const [waiting, setWaiting] = useState(false);
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    if (!handle || known.current.shown === options) return undefined;
    setWaiting(true);
    let stopWaiting: (() => void) | null = null;
    const timer = setTimeout(() => {
      known.current.shown = options;
      setEdited(true);
      stopWaiting = untilEngineTakesOptions(handle, () => setWaiting(false));
      handle.setOptions(options, { replace: true });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stopWaiting?.();
    };
  }, [handle, options]);

  const busy = waiting || (edited && mapLoading);
  return (
    <section className="admin-preview" aria-label="Preview" aria-busy={busy}>
      <p className="admin-preview-status admin-muted" role="status">{busy ? 'Updating the preview…' : 'Preview up to date'}</p>
      <div ref={stage} className="admin-preview-stage" />
    </section>
  );
}
