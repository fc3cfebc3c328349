import { useId } from 'react';
import { withLayerMember, type GroupOptions, type SchemaField } from '../../../domain/index';
import { layersFromFile, nextLayerId, withGroup, type FileGroup } from './layerGroups';
import { LayerFieldPicker, RegionMembers } from './LayerMembers';
import type { RegionChoice } from './regionEdits';

interface LayerListProps {
  /** "Layer" or "Floor". */
  noun: string;
  entries: readonly GroupOptions[];
  fileGroups: readonly FileGroup[];
  regions: readonly RegionChoice[];
  onChange: (entries: GroupOptions[]) => void;
  /** The records field naming each record's layer or floor. */
  field: string;
  recordFields: readonly SchemaField[];
  onField: (field: string) => void;
}

interface LayerEntryProps {
  noun: string;
  entry: GroupOptions;
  fileGroups: readonly FileGroup[];
  regions: readonly RegionChoice[];
  onChange: (entry: GroupOptions) => void;
  onRegion: (regionId: string, on: boolean) => void;
  onRemove: () => void;
}

function LayerEntry({ noun, entry, fileGroups, regions, onChange, onRegion, onRemove }: LayerEntryProps) {
  const titleId = useId();
  const chosen = new Set(entry.objects.map((object) => object.value));
  const name = entry.title || entry.id;
  return (
    <li className="admin-layer">
      <fieldset aria-label={`${noun} ${entry.title || entry.id}`}>
        <span className="admin-row">
          <label htmlFor={titleId}>{noun} title</label>
          <input id={titleId} value={entry.title} onChange={(event) => onChange({ ...entry, title: event.target.value })} />
          <label className="admin-check"><input type="checkbox" checked={entry.visible} onChange={(event) => onChange({ ...entry, visible: event.target.checked })} /> Shown at start</label>
          <button type="button" className="admin-danger" onClick={onRemove}>Remove<span className="visually-hidden"> {entry.title || entry.id}</span></button>
        </span>
        {fileGroups.length > 0 && <p className="admin-muted">Groups of the file</p>}
        <div className="admin-choices">
          {fileGroups.map((group) => (
            <label key={group.key} className="admin-check">
              <input type="checkbox" checked={chosen.has(group.key)} onChange={(event) => onChange(withGroup(entry, group, event.target.checked))} /> {group.title}
            </label>
          ))}
        </div>
        <RegionMembers name={name} members={entry.regions ?? []} regions={regions} onRegion={onRegion} />
        {(entry.markers ?? []).length > 0 && <p className="admin-muted">Markers: {(entry.markers ?? []).join(', ')}</p>}
      </fieldset>
    </li>
  );
}

/**
 * A list of layers or floors: each a title, whether it shows at start, the SVG groups and single
 * regions it holds, and the records field that puts records into them.
 */
function LayerList({ noun, entries, fileGroups, regions, onChange, field, recordFields, onField }: LayerListProps) {
  const prefix = noun.toLowerCase();
  const add = () => onChange([...entries, { id: nextLayerId(prefix, entries), title: `${noun} ${entries.length + 1}`, visible: true, objects: [] }]);
  return (
    <section aria-label={`${noun}s`}>
      <h3>{noun}s</h3>
      {entries.length === 0 && <p className="admin-muted">No {prefix}s defined{noun === 'Layer' ? ': the file\'s own groups are the layers.' : '.'}</p>}
      <ul className="admin-layers">
        {entries.map((entry, index) => (
          <LayerEntry key={entry.id} noun={noun} entry={entry} fileGroups={fileGroups} regions={regions}
            onChange={(next) => onChange(entries.map((other, position) => (position === index ? next : other)))}
            // A region is in one layer (or floor) at a time.
            onRegion={(regionId, on) => onChange(withLayerMember(entries, 'regions', regionId, on ? entry.id : ''))}
            onRemove={() => onChange(entries.filter((_other, position) => position !== index))} />
        ))}
      </ul>
      <LayerFieldPicker noun={noun} field={field} recordFields={recordFields} entries={entries} onField={onField} onEntries={onChange} />
      <span className="admin-row">
        <button type="button" onClick={add}>Add {prefix}</button>
        {noun === 'Layer' && fileGroups.length > 0 && <button type="button" onClick={() => onChange(layersFromFile(fileGroups))}>One layer per group of the file</button>}
      </span>
    </section>
  );
}

interface LayersBuilderProps {
  groups: readonly GroupOptions[];
  floors: readonly GroupOptions[];
  /** The named groups of the map file; empty until the preview has read it. */
  fileGroups: readonly FileGroup[];
  /** The map's regions, to put single ones into layers. */
  regions: readonly RegionChoice[];
  /** The records table's fields, to name each record's layer or floor. */
  recordFields: readonly SchemaField[];
  layerField: string;
  floorField: string;
  onGroups: (groups: GroupOptions[]) => void;
  onFloors: (floors: GroupOptions[]) => void;
  onLayerField: (field: string) => void;
  onFloorField: (field: string) => void;
}

/**
 * The layers builder: user-defined layers and floors made of the file's own `<g>` groups and of
 * single regions, with records put into them by a field, shown in the preview's layers and
 * floors controls as they are edited. Single regions and markers can also be placed from their
 * own editing forms.
 */
export function LayersBuilder(props: LayersBuilderProps) {
  const { groups, floors, fileGroups, regions, recordFields, onGroups, onFloors } = props;
  return (
    <div className="admin-layers-builder">
      {fileGroups.length === 0 && <p className="admin-muted">The map file has no named groups yet (or the preview is still loading).</p>}
      <LayerList noun="Layer" entries={groups} fileGroups={fileGroups} regions={regions} onChange={onGroups}
        field={props.layerField} recordFields={recordFields} onField={props.onLayerField} />
      <LayerList noun="Floor" entries={floors} fileGroups={fileGroups} regions={regions} onChange={onFloors}
        field={props.floorField} recordFields={recordFields} onField={props.onFloorField} />
    </div>
  );
}
