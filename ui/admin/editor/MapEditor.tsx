import { useEffect, useMemo, useState } from 'react';
import { defaultMapOptions, layerListing, mergeMapOptions, objectsTableName, regionsTableName, withLayerMember, type PartialMapOptions } from '../../../domain/index';
import { mapsApi, type MapRecord } from '../../data/index';
import type { AdminSession } from '../session';
import { OPTION_GROUPS } from './optionGroups';
import { OptionGroupForm } from './OptionGroupForm';
import { MapPreview } from './MapPreview';
import { changedPaths, setPath } from './optionPaths';
import { GeoCalibrationPanel } from './GeoCalibrationPanel';
import type { MapHandle } from '../../viewer/mount';
import { MissingFilePrompt, useMissingFile } from './MissingFilePrompt';
import { useEditModes } from './useEditModes';
import { useReadyEngine } from './useReadyEngine';
import { useMarkerMode, type EditorMessage } from './useMarkerMode';
import { MarkerPanel } from './MarkerPanel';
import { RegionMode } from './RegionMode';
import { useRegionStatusPreview } from './useRegionStatusPreview';
import { DataMode } from './DataMode';
import { useTableSchema } from '../shared/useTableSchema';
import { choroplethSourceFields } from './sourceFields';
import { useUnsavedChanges } from '../shared/unsavedChanges';
import { FilterFormBuilder } from './FilterFormBuilder';
import { LayersBuilder } from './LayersBuilder';
import { fileGroups, withSavedMarkerIds, type FileGroup } from './layerGroups';
import { regionChoices, type RegionChoice } from './regionEdits';
import { LayerMembership } from './LayerMembers';
import { PublishPanel } from './PublishPanel';
import { GeocodingCapPanel } from './GeocodingCapPanel';

/** What the editor's side panel edits: option groups, one region at a time, markers, the map's data, or its publishing. */
type EditMode = 'options' | 'regions' | 'markers' | 'data' | 'publish';
const EDIT_MODES: ReadonlyArray<{ id: EditMode; title: string }> = [
  { id: 'options', title: 'Map options' },
  { id: 'regions', title: 'Regions' },
  { id: 'markers', title: 'Markers' },
  { id: 'data', title: 'Data' },
  { id: 'publish', title: 'Publish' },
];

/** The tab of the map editor that is not an option group. */
const GEO_TAB = 'geo-calibration';

/**
 * The map editor: option groups, region-edit, marker-edit or data-edit mode on one side, the
 * real viewer in edit mode on the other. Saving sends the title and options only when they changed,
 * and writes only the region rows and marker records that changed.
 */
export function MapEditor({ map, session }: { map: MapRecord; session: AdminSession }) {
  const [options, setOptions] = useState<Record<string, unknown>>(() => structuredClone(map.options) as Record<string, unknown>);
  const [title, setTitle] = useState(map.title);
  const [groupId, setGroupId] = useState(OPTION_GROUPS[0]?.id ?? 'general');
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const [mode, setMode] = useState<EditMode>('options');
  const [saving, setSaving] = useState(false);
  const [updateMap, { isLoading }] = mapsApi.useUpdateMapMutation();
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const resolved = useMemo(() => mergeMapOptions(defaultMapOptions(map.id), options as PartialMapOptions), [map.id, options]);
  const tables = {
    regions: map.options.database?.regionsTableName || regionsTableName(map.id),
    objects: map.options.database?.objectsTableName || objectsTableName(map.id),
  };
  const data = useEditModes(tables);
  const regionSchema = useTableSchema(tables.regions).schema;
  const objectSchema = useTableSchema(tables.objects).schema;
  // The choropleth colours by a field of the regions table, or of the records for `database`.
  const choroplethSchema = resolved.choropleth.source === 'database' ? objectSchema : regionSchema;
  const filterSchema = resolved.filters.source === 'regions' ? regionSchema : objectSchema;
  const templateFields = useMemo(() => ({ record: objectSchema?.fields ?? [], region: regionSchema?.fields ?? [] }), [objectSchema, regionSchema]);
  const sourceFields = useMemo(() => choroplethSourceFields(choroplethSchema?.fields ?? []), [choroplethSchema]);
  const engine = useReadyEngine(handle);
  // While a new map file loads the preview has no ready engine: the file's groups are kept from the last drawn one.
  const [knownFileGroups, setKnownFileGroups] = useState<FileGroup[]>([]);
  useEffect(() => {
    const groups = engine?.document()?.groups;
    if (groups) setKnownFileGroups(fileGroups(groups));
  }, [engine]);
  // Like the file's groups, the regions are kept from the last drawn preview while it loads.
  const [regionList, setRegionList] = useState<RegionChoice[]>([]);
  useEffect(() => {
    if (engine) setRegionList(regionChoices(engine.regions(), data.rows));
  }, [engine, data.rows]);
  const markers = useMarkerMode({
    engine, active: mode === 'markers', drafts: data.drafts, changeDrafts: data.changeDrafts, defaultImage: resolved.defaultMarkerImage, onMessage: setMessage,
  });
  useRegionStatusPreview(engine, data.rows, data.regionEdits, resolved.regions);
  // The counter of new markers goes into the options only when saving (a new counter makes the
  // preview rebuild its markers), and only while new markers are left to save.
  const newMarkers = data.drafts.some((draft) => draft.recordId === undefined);
  const counter = markers.markerLastID;
  const optionsToSave = newMarkers && counter !== null && counter > resolved.markerLastID ? setPath(options, 'markerLastID', counter) : options;
  const changes = changedPaths(map.options, optionsToSave);
  // The counter is part of adding a marker, so the admin is not told about it as a change of its own.
  const shownChanges = changes.filter((path) => path !== 'markerLastID').length;
  const titleChanged = title !== map.title;
  const unsavedCount = shownChanges + (titleChanged ? 1 : 0) + data.pendingCount;
  useUnsavedChanges(unsavedCount > 0);
  const setOption = (path: string, value: unknown) => setOptions((current) => setPath(current, path, value));
  const group = OPTION_GROUPS.find((entry) => entry.id === groupId) ?? OPTION_GROUPS[0];
  const missing = useMissingFile(handle);
  // A corrected file address waiting for the preview to load it; the map is saved once it does.
  const [retrying, setRetrying] = useState<string | null>(null);

  const save = async () => {
    if (changes.length === 0 && !titleChanged && data.pendingCount === 0) return setMessage({ kind: 'status', text: 'Nothing to save.' });
    setSaving(true);
    try {
      // New markers placed into layers or floors are listed there under their records' ids once saved.
      const finalOptions = withSavedMarkerIds(optionsToSave, await data.saveData());
      const finalChanges = finalOptions === optionsToSave ? changes : changedPaths(map.options, finalOptions);
      if (finalChanges.length > 0 || titleChanged) {
        await updateMap({ id: map.id, ...(titleChanged ? { title } : {}), ...(finalChanges.length > 0 ? { options: finalOptions } : {}) }).unwrap();
      }
      if (finalOptions !== options) setOptions(finalOptions);
      markers.resetAfterSave();
      setMessage({ kind: 'status', text: 'Map saved.' });
    } catch {
      setMessage({ kind: 'alert', text: 'The map could not be saved.' });
    } finally {
      setSaving(false);
    }
  };

  // The calibrated copy of the file is saved at once: the admin asked to save the calibration.
  const saveCalibrated = async (source: string) => {
    const next = setPath(options, 'source', source);
    setOptions(next);
    await updateMap({ id: map.id, options: next }).unwrap();
  };

  // The preview takes the corrected address in place and is ready again only once the file loaded.
  useEffect(() => {
    if (!retrying || !engine || resolved.source !== retrying) return;
    setRetrying(null);
    updateMap({ id: map.id, options }).unwrap().then(
      () => setMessage({ kind: 'status', text: 'The map file was found and the map saved.' }),
      () => setMessage({ kind: 'alert', text: 'The map could not be saved.' }),
    );
  }, [engine, retrying, resolved.source, options, map.id, updateMap]);

  // A deleted marker leaves its layer and floor, so a later new marker given its id does not join them.
  const deleteMarker = (id: string) => {
    markers.panel.onDelete(id);
    if (layerListing(resolved.groups, 'markers', id) !== '') setOption('groups', withLayerMember(resolved.groups, 'markers', id, ''));
    if (layerListing(resolved.floors, 'markers', id) !== '') setOption('floors', withLayerMember(resolved.floors, 'markers', id, ''));
  };

  const retry = (source: string) => {
    setRetrying(source);
    setOptions((current) => setPath(current, 'source', source));
  };

  return (
    <div className="admin-editor">
      <div className="admin-editor-panel">
        <div className="admin-toolbar">
          <label>Title <input value={title} onChange={(event) => setTitle(event.target.value)} /></label>
          <button type="button" onClick={() => void save()} disabled={isLoading || saving}>Save map</button>
          <span className="admin-muted">{unsavedCount} unsaved changes</span>
        </div>
        {missing !== null && <MissingFilePrompt missing={missing} source={resolved.source} onRetry={retry} />}
        {message && <p role={message.kind} className={message.kind === 'alert' ? 'admin-error' : undefined}>{message.text}</p>}
        {data.loadError && <p role="alert" className="admin-error">The map's regions or records could not be loaded.</p>}
        <nav className="admin-tabs" aria-label="Edit mode">
          {EDIT_MODES.map((entry) => (
            <button key={entry.id} type="button" aria-pressed={entry.id === mode} onClick={() => setMode(entry.id)}>{entry.title}</button>
          ))}
        </nav>
        {mode === 'regions' && (
          <RegionMode handle={handle} engine={engine} rows={data.rows} edits={data.regionEdits} onRowChange={data.editRegion}
            resolved={resolved} onOptions={setOptions} onOption={setOption} />
        )}
        {mode === 'data' && (
          <DataMode handle={handle} engine={engine} tables={{ ...tables, source: map.options.source }} session={session} data={data} onMessage={setMessage} />
        )}
        {mode === 'publish' && <PublishPanel map={map} title={title} />}
        {mode === 'markers' && <MarkerPanel {...markers.panel} onDelete={deleteMarker} onDefaultImage={(img) => setOption('defaultMarkerImage', img)}
          placement={(markerId) => <LayerMembership kind="markers" id={markerId} groups={resolved.groups} floors={resolved.floors}
            onGroups={(groups) => setOption('groups', groups)} onFloors={(floors) => setOption('floors', floors)} />} />}
        {mode === 'options' && <nav className="admin-tabs" aria-label="Option groups">
          {OPTION_GROUPS.map((entry) => (
            <button key={entry.id} type="button" aria-pressed={entry.id === groupId} onClick={() => setGroupId(entry.id)}>{entry.title}</button>
          ))}
          <button type="button" aria-pressed={groupId === GEO_TAB} onClick={() => setGroupId(GEO_TAB)}>Geo-calibration</button>
        </nav>}
        {mode === 'options' && groupId === GEO_TAB && <GeoCalibrationPanel session={session} handle={handle} source={resolved.source} onCalibrated={saveCalibrated} />}
        {mode === 'options' && groupId !== GEO_TAB && group && <OptionGroupForm key={group.id} group={group} resolved={resolved} onChange={setOption} fieldChoices={group.id === 'choropleth' ? sourceFields : []} templateFields={templateFields} />}
        {mode === 'options' && groupId === 'layers' && (
          <LayersBuilder groups={resolved.groups} floors={resolved.floors} fileGroups={knownFileGroups} regions={regionList} recordFields={objectSchema?.fields ?? []}
            layerField={resolved.layersControl.field ?? ''} floorField={resolved.floorsControl.field ?? ''}
            onGroups={(groups) => setOption('groups', groups)} onFloors={(floors) => setOption('floors', floors)}
            onLayerField={(field) => setOption('layersControl.field', field)} onFloorField={(field) => setOption('floorsControl.field', field)} />
        )}
        {mode === 'options' && groupId === 'streetMap' && <GeocodingCapPanel />}
        {mode === 'options' && groupId === 'filters' && (
          <FilterFormBuilder key={resolved.filters.source} fields={resolved.filtersSchema} tableFields={filterSchema?.fields ?? []} onChange={(fields) => setOption('filtersSchema', fields)} />
        )}
      </div>
      <MapPreview mapId={map.id} options={options} onHandle={setHandle} />
    </div>
  );
}
