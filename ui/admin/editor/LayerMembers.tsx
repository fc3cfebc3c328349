import { useId } from 'react';
import { layerListing, withLayerMember, type GroupOptions, type SchemaField } from '../../../domain/index';
import { layerFieldChoices, layersFromFieldOptions } from './layerGroups';
import type { RegionChoice } from './regionEdits';

interface RegionMembersProps {
  /** The layer or floor's name as the admin reads it. */
  name: string;
  members: readonly string[];
  regions: readonly RegionChoice[];
  onRegion: (regionId: string, on: boolean) => void;
}

/** The single regions of one layer: each with a Remove button, and a list to add another. */
export function RegionMembers({ name, members, regions, onRegion }: RegionMembersProps) {
  const titleOf = (id: string) => regions.find((region) => region.id === id)?.title ?? id;
  const addable = regions.filter((region) => !members.includes(region.id));
  return (
    <div className="admin-layer-members">
      {members.length > 0 && (
        <ul aria-label={`Regions of ${name}`} className="admin-chips">
          {members.map((id) => (
            <li key={id}>
              {titleOf(id)}{' '}
              <button type="button" onClick={() => onRegion(id, false)}>Remove<span className="visually-hidden"> {titleOf(id)} from {name}</span></button>
            </li>
          ))}
        </ul>
      )}
      <select aria-label={`Add a region to ${name}`} value="" onChange={(event) => { if (event.target.value !== '') onRegion(event.target.value, true); }}>
        <option value="">Add a region…</option>
        {addable.map((region) => <option key={region.id} value={region.id}>{region.title} ({region.id})</option>)}
      </select>
    </div>
  );
}

interface LayerFieldPickerProps {
  /** "Layer" or "Floor". */
  noun: string;
  field: string;
  recordFields: readonly SchemaField[];
  entries: readonly GroupOptions[];
  onField: (field: string) => void;
  onEntries: (entries: GroupOptions[]) => void;
}

/**
 * The records field whose value names each record's layer (or floor): records whose value is a
 * layer's id or title show and hide with it. A field with options can make one layer per option.
 */
export function LayerFieldPicker({ noun, field, recordFields, entries, onField, onEntries }: LayerFieldPickerProps) {
  const id = useId();
  const prefix = noun.toLowerCase();
  const choices = layerFieldChoices(recordFields);
  const chosen = recordFields.find((candidate) => candidate.name === field);
  const hasOptions = Array.isArray(chosen?.options) && chosen.options.length > 0;
  return (
    <div className="admin-field">
      <label htmlFor={id}>Records go into the {prefix} their field names</label>
      <span className="admin-row">
        <select id={id} value={field} onChange={(event) => onField(event.target.value)}>
          <option value="">No field (place records one by one)</option>
          {choices.map((choice) => <option key={choice.name} value={choice.name}>{choice.label}</option>)}
        </select>
        {hasOptions && <button type="button" onClick={() => onEntries(layersFromFieldOptions(chosen, entries))}>One {prefix} per option of this field</button>}
      </span>
      <p className="admin-muted">A record whose value is a {prefix}'s id or title shows on the map only while that {prefix} is shown.</p>
    </div>
  );
}

interface LayerMembershipProps {
  /** What is placed: a region or a marker, by its id on the map. */
  kind: 'regions' | 'markers';
  id: string;
  groups: readonly GroupOptions[];
  floors: readonly GroupOptions[];
  onGroups: (groups: GroupOptions[]) => void;
  onFloors: (floors: GroupOptions[]) => void;
}

function PlaceSelect({ label, entries, value, onChange }: { label: string; entries: readonly GroupOptions[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">None</option>
        {entries.map((entry) => <option key={entry.id} value={entry.id}>{entry.title || entry.id}</option>)}
      </select>
    </div>
  );
}

/** The layer and floor of one region or marker, from its editing form. */
export function LayerMembership({ kind, id, groups, floors, onGroups, onFloors }: LayerMembershipProps) {
  if (groups.length === 0 && floors.length === 0) {
    return <p className="admin-muted">Add layers in Map options → Layers and floors to put this {kind === 'regions' ? 'region' : 'marker'} into one.</p>;
  }
  return (
    <>
      {groups.length > 0 && <PlaceSelect label="Layer" entries={groups} value={layerListing(groups, kind, id)} onChange={(layer) => onGroups(withLayerMember(groups, kind, id, layer))} />}
      {floors.length > 0 && <PlaceSelect label="Floor" entries={floors} value={layerListing(floors, kind, id)} onChange={(floor) => onFloors(withLayerMember(floors, kind, id, floor))} />}
    </>
  );
}
