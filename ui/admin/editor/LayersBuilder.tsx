import { useId } from 'react';
import type { GroupOptions } from '../../../domain/index';
import { layersFromFile, nextLayerId, withGroup, type FileGroup } from './layerGroups';

interface LayerListProps {
  /** "Layer" or "Floor". */
  noun: string;
  entries: readonly GroupOptions[];
  fileGroups: readonly FileGroup[];
  onChange: (entries: GroupOptions[]) => void;
}

function LayerEntry({ noun, entry, fileGroups, onChange, onRemove }: { noun: string; entry: GroupOptions; fileGroups: readonly FileGroup[]; onChange: (entry: GroupOptions) => void; onRemove: () => void }) {
  const titleId = useId();
  const chosen = new Set(entry.objects.map((object) => object.value));
  return (
    <li className="admin-layer">
      <fieldset aria-label={`${noun} ${entry.title || entry.id}`}>
        <span className="admin-row">
          <label htmlFor={titleId}>{noun} title</label>
          <input id={titleId} value={entry.title} onChange={(event) => onChange({ ...entry, title: event.target.value })} />
          <label className="admin-check"><input type="checkbox" checked={entry.visible} onChange={(event) => onChange({ ...entry, visible: event.target.checked })} /> Shown at start</label>
          <button type="button" className="admin-danger" onClick={onRemove}>Remove<span className="visually-hidden"> {entry.title || entry.id}</span></button>
        </span>
        <div className="admin-choices">
          {fileGroups.map((group) => (
            <label key={group.key} className="admin-check">
              <input type="checkbox" checked={chosen.has(group.key)} onChange={(event) => onChange(withGroup(entry, group, event.target.checked))} /> {group.title}
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/** A list of layers or floors: each a title, whether it shows at start, and the SVG groups it holds. */
function LayerList({ noun, entries, fileGroups, onChange }: LayerListProps) {
  const prefix = noun.toLowerCase();
  const add = () => onChange([...entries, { id: nextLayerId(prefix, entries), title: `${noun} ${entries.length + 1}`, visible: true, objects: [] }]);
  return (
    <section aria-label={`${noun}s`}>
      <h3>{noun}s</h3>
      {entries.length === 0 && <p className="admin-muted">No {prefix}s defined{noun === 'Layer' ? ': the file\'s own groups are the layers.' : '.'}</p>}
      <ul className="admin-layers">
        {entries.map((entry, index) => (
          <LayerEntry key={entry.id} noun={noun} entry={entry} fileGroups={fileGroups}
            onChange={(next) => onChange(entries.map((other, position) => (position === index ? next : other)))}
            onRemove={() => onChange(entries.filter((_other, position) => position !== index))} />
        ))}
      </ul>
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
  onGroups: (groups: GroupOptions[]) => void;
  onFloors: (floors: GroupOptions[]) => void;
}

/**
 * The layers builder: user-defined layers and floors made of the file's own `<g>` groups, shown
 * in the preview's layers and floors controls as they are edited.
 */
export function LayersBuilder({ groups, floors, fileGroups, onGroups, onFloors }: LayersBuilderProps) {
  return (
    <div className="admin-layers-builder">
      {fileGroups.length === 0 && <p className="admin-muted">The map file has no named groups yet (or the preview is still loading).</p>}
      <LayerList noun="Layer" entries={groups} fileGroups={fileGroups} onChange={onGroups} />
      <LayerList noun="Floor" entries={floors} fileGroups={fileGroups} onChange={onFloors} />
    </div>
  );
}
