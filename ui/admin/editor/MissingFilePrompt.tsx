import { useEffect, useId, useState } from 'react';
import { MapLoadError } from '../../../engine/index';
import type { MapHandle } from '../../viewer/mount';

/**
 * The address of the map file when the preview could not find it (HTTP 404), else null. The
 * engine in edit mode stops on a missing file and waits for a corrected path; this hook notices
 * it from the map's `data-state` and the load error.
 */
export function useMissingFile(handle: MapHandle | null): string | null {
  const [missing, setMissing] = useState<string | null>(null);
  useEffect(() => {
    setMissing(null);
    if (!handle) return undefined;
    let live = true;
    const check = () => {
      const engine = handle.engine;
      // The same map takes a corrected address in place: once it loads, nothing is missing.
      if (handle.element.dataset.state === 'ready') setMissing(null);
      if (handle.element.dataset.state !== 'error' || !engine) return;
      engine.whenReady().catch((error: unknown) => {
        if (live && error instanceof MapLoadError && error.kind === 'not-found') setMissing(error.url ?? '');
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(handle.element, { attributes: true, attributeFilter: ['data-state'] });
    check();
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [handle]);
  return missing;
}

interface MissingFilePromptProps {
  /** The address that answered 404. */
  missing: string;
  /** The file address now in the options. */
  source: string;
  /** Tries another address: the preview loads it, and the editor saves the map once it does. */
  onRetry: (source: string) => void;
}

/**
 * The edit-mode prompt for a map file that was not found: says which address failed and asks for
 * the right one. The map is saved with the new address only once the preview has loaded it.
 */
export function MissingFilePrompt({ missing, source, onRetry }: MissingFilePromptProps) {
  const [path, setPath] = useState(source);
  const [pathOf, setPathOf] = useState(source);
  const inputId = useId();
  // A new source in the options replaces the address typed, during the render: an effect would
  // also run after the first render, and could wipe what the admin typed in between.
  if (pathOf !== source) {
    setPathOf(source);
    setPath(source);
  }
  return (
    <form className="admin-card" role="alert" aria-label="Map file not found" onSubmit={(event) => { event.preventDefault(); if (path.trim() !== '') onRetry(path.trim()); }}>
      <p>The map file was not found at <code>{missing}</code>. Enter the address of the file:</p>
      <label htmlFor={inputId}>Map file address</label>{' '}
      <input id={inputId} value={path} onChange={(event) => setPath(event.target.value)} />{' '}
      <button type="submit">Try this address</button>
    </form>
  );
}
