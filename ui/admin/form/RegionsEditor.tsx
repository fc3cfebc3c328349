import { useId, useState } from 'react';
import { recordsApi } from '../../data/index';
import type { FieldEditorProps } from './fieldEditorProps';
import { regionListItems, regionRefs, setTableSelection } from './regionSelection';
import { useSvgRegions } from './useSvgRegions';

/** Most regions listed at once; the filter narrows long lists such as US counties. */
const SHOWN_LIMIT = 200;

/** Picks the regions of this map a record belongs to; regions of other maps stay linked. */
export function RegionsEditor({ field, value, onChange, tables }: FieldEditorProps) {
  const { data } = recordsApi.useListRecordsQuery({ collection: 'regions', table: tables.regions, query: { page: 1, perpage: 0, sort: [{ field: 'id', order: 'asc' }] } });
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const refs = regionRefs(value);
  const chosen = new Set(refs.filter((ref) => ref.tableName === undefined || ref.tableName === tables.regions).map((ref) => ref.id));
  const stored = (data?.records ?? []).map((region) => ({ id: String(region.id), title: typeof region.title === 'string' && region.title ? region.title : String(region.id) }));
  const fromSvg = useSvgRegions(tables.source, !data);
  const all = regionListItems(stored, fromSvg, refs.filter((ref) => chosen.has(ref.id)));
  const needle = filter.trim().toLowerCase();
  const shown = all.filter((region) => chosen.has(region.id) || needle === '' || region.title.toLowerCase().includes(needle) || region.id.toLowerCase().includes(needle)).slice(0, SHOWN_LIMIT);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(setTableSelection(refs, tables.regions, all.filter((region) => next.has(region.id))));
  };

  return (
    <fieldset className="admin-choices admin-regions" data-field={field.name}>
      <legend>{field.label || 'Regions'}</legend>
      <label htmlFor={filterId}>Find a region</label>
      <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      <div className="admin-scroll">
        {shown.map((region) => (
          <label key={region.id}>
            <input type="checkbox" checked={chosen.has(region.id)} onChange={(event) => toggle(region.id, event.target.checked)} /> {region.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
