import { useEffect, useMemo, useState } from 'react';
import { defaultMapOptions, mergeMapOptions, type PartialMapOptions } from '../../../domain/index';
import { mapsApi, type MapRecord } from '../../data/index';
import type { AdminSession } from '../session';
import { OPTION_GROUPS } from './optionGroups';
import { OptionGroupForm } from './OptionGroupForm';
import { MapPreview } from './MapPreview';
import { changedPaths, setPath } from './optionPaths';
import { GeoCalibrationPanel } from './GeoCalibrationPanel';
import type { MapHandle } from '../../viewer/mount';
import { MissingFilePrompt, useMissingFile } from './MissingFilePrompt';

/** The tab of the map editor that is not an option group. */
const GEO_TAB = 'geo-calibration';

/**
 * The map editor: option groups on one side, the real viewer in edit mode on the other. Saving
 * sends the title and options only when they changed.
 */
export function MapEditor({ map, session }: { map: MapRecord; session: AdminSession }) {
  const [options, setOptions] = useState<Record<string, unknown>>(() => structuredClone(map.options) as Record<string, unknown>);
  const [title, setTitle] = useState(map.title);
  const [groupId, setGroupId] = useState(OPTION_GROUPS[0]?.id ?? 'general');
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [updateMap, { isLoading }] = mapsApi.useUpdateMapMutation();
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const resolved = useMemo(() => mergeMapOptions(defaultMapOptions(map.id), options as PartialMapOptions), [map.id, options]);
  const changes = changedPaths(map.options, options);
  const titleChanged = title !== map.title;
  const group = OPTION_GROUPS.find((entry) => entry.id === groupId) ?? OPTION_GROUPS[0];
  const missing = useMissingFile(handle);
  // A corrected file address waiting for the preview to load it; the map is saved once it does.
  const [retrying, setRetrying] = useState<string | null>(null);

  const save = async () => {
    if (changes.length === 0 && !titleChanged) return setMessage({ kind: 'status', text: 'Nothing to save.' });
    try {
      await updateMap({ id: map.id, ...(titleChanged ? { title } : {}), ...(changes.length > 0 ? { options } : {}) }).unwrap();
      setMessage({ kind: 'status', text: 'Map saved.' });
    } catch {
      setMessage({ kind: 'alert', text: 'The map could not be saved.' });
    }
  };

  // The calibrated copy of the file is saved at once: the admin asked to save the calibration.
  const saveCalibrated = async (source: string) => {
    const next = setPath(options, 'source', source);
    setOptions(next);
    await updateMap({ id: map.id, options: next }).unwrap();
  };

  useEffect(() => {
    const engine = handle?.engine;
    if (!retrying || !engine || resolved.source !== retrying) return undefined;
    let live = true;
    engine.whenReady().then(async () => {
      if (!live) return;
      setRetrying(null);
      try {
        await updateMap({ id: map.id, options }).unwrap();
        setMessage({ kind: 'status', text: 'The map file was found and the map saved.' });
      } catch {
        setMessage({ kind: 'alert', text: 'The map could not be saved.' });
      }
    }, () => undefined);
    return () => { live = false; };
  }, [handle, retrying, resolved.source, options, map.id, updateMap]);

  const retry = (source: string) => {
    setRetrying(source);
    setOptions((current) => setPath(current, 'source', source));
  };

  return (
    <div className="admin-editor">
      <div className="admin-editor-panel">
        <div className="admin-toolbar">
          <label>Title <input value={title} onChange={(event) => setTitle(event.target.value)} /></label>
          <button type="button" onClick={() => void save()} disabled={isLoading}>Save map</button>
          <span className="admin-muted">{changes.length + (titleChanged ? 1 : 0)} unsaved changes</span>
        </div>
        {missing !== null && <MissingFilePrompt missing={missing} source={resolved.source} onRetry={retry} />}
        {message && <p role={message.kind} className={message.kind === 'alert' ? 'admin-error' : undefined}>{message.text}</p>}
        <nav className="admin-tabs" aria-label="Option groups">
          {OPTION_GROUPS.map((entry) => (
            <button key={entry.id} type="button" aria-pressed={entry.id === groupId} onClick={() => setGroupId(entry.id)}>{entry.title}</button>
          ))}
          <button type="button" aria-pressed={groupId === GEO_TAB} onClick={() => setGroupId(GEO_TAB)}>Geo-calibration</button>
        </nav>
        {groupId === GEO_TAB && <GeoCalibrationPanel session={session} handle={handle} source={resolved.source} onCalibrated={saveCalibrated} />}
        {groupId !== GEO_TAB && group && <OptionGroupForm key={group.id} group={group} resolved={resolved} onChange={(path, value) => setOptions((current) => setPath(current, path, value))} />}
      </div>
      <MapPreview mapId={map.id} options={options} onHandle={setHandle} />
    </div>
  );
}
