import { useId, useMemo } from 'react';
import type { DistanceValue, SchemaField } from '../../domain/index';
import { viewerPostsRequester } from './dataStore';
import { Combobox, type ComboItem } from './Combobox';
import { DistanceFilter } from './DistanceFilter';
import { fieldChoices, statusFilterChoices } from './filterChoices';
import { useViewerData, useViewerMap } from './ViewerContext';
import { loadOnce } from './loadOnce';

interface FieldProps {
  field: SchemaField;
  value: unknown;
  onChange(value: unknown): void;
}

/** One post search per page; its code loads with the first search. */
const sharedPostSearch = loadOnce(() => import('../data/PostSearch').then((module) => new module.PostSearch(viewerPostsRequester())));

function ChoiceList({ field, value, onChange, multiple }: FieldProps & { multiple: boolean }) {
  const name = useId();
  const chosen = multiple ? (Array.isArray(value) ? value.map(String) : []) : [String(value ?? '')];
  const toggle = (option: string, checked: boolean) => {
    if (!multiple) return onChange(option);
    return onChange(checked ? [...chosen, option] : chosen.filter((item) => item !== option));
  };
  return (
    <fieldset className={`mapsvg-filter mapsvg-filter-${field.type}`}>
      <legend className="mapsvg-filter-label">{field.label}</legend>
      {!multiple && <label className="mapsvg-choice"><input type="radio" name={name} checked={chosen[0] === ''} onChange={() => onChange('')} /> All</label>}
      {fieldChoices(field).map((option) => (
        <label key={option.value} className="mapsvg-choice">
          <input type={multiple ? 'checkbox' : 'radio'} name={name} value={option.value} checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)} /> {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function SelectField({ field, value, onChange, options }: FieldProps & { options: ComboItem[] }) {
  const id = useId();
  if (field.multiselect) return <ChoiceList field={field} value={value} onChange={onChange} multiple />;
  if (field.searchable) {
    const selected = options.find((option) => option.value === String(value)) ?? null;
    return <Combobox label={field.label} items={options} selected={selected} onSelect={(item) => onChange(item?.value ?? '')} placeholder={field.placeholder || 'Choose…'} className="mapsvg-filter" />;
  }
  return (
    <div className={`mapsvg-filter mapsvg-filter-${field.type}`}>
      <label className="mapsvg-filter-label" htmlFor={id}>{field.label}</label>
      <select id={id} className="mapsvg-input" value={String(value ?? '')} onChange={(event) => onChange(event.target.value)}>
        <option value="">{field.placeholder || 'All'}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}

function RegionField({ field, value, onChange }: FieldProps) {
  const { engine } = useViewerMap();
  const { regionRows } = useViewerData();
  const options = useMemo(() => (engine?.regions() ?? []).filter((region) => !region.disabled)
    .map((region) => ({ value: region.id, label: String(regionRows.get(region.id)?.title || region.title || region.id) }))
    .sort((a, b) => a.label.localeCompare(b.label)), [engine, regionRows]);
  const current = Array.isArray(value) ? String(value[0] ?? '') : '';
  const selected = options.find((option) => option.value === current) ?? null;
  return <Combobox label={field.label || 'Regions'} items={options} selected={selected} onSelect={(item) => onChange(item ? [item.value] : [])} placeholder={field.placeholder || 'Choose a region'} className="mapsvg-filter" />;
}

function PostField({ field, value, onChange }: FieldProps) {
  const selected = value && typeof value === 'object' ? { value: String((value as { id: unknown }).id), label: String((value as { post_title: unknown }).post_title), payload: value } : null;
  const load = (text: string) => sharedPostSearch().then((search) => search.search(text, field.post_type || 'post')).then((posts) => posts.map((post) => ({ value: String(post.id), label: post.post_title, payload: post })));
  return <Combobox label={field.label || 'Post'} load={load} minLength={1} selected={selected} onSelect={(item) => onChange(item?.payload ?? '')} className="mapsvg-filter" />;
}

function CheckboxField({ field, value, onChange }: FieldProps) {
  const asSwitch = field.showAsSwitch !== false;
  return (
    <div className="mapsvg-filter mapsvg-filter-checkbox">
      <label className={asSwitch ? 'mapsvg-switch' : 'mapsvg-choice'}>
        <input type="checkbox" role={asSwitch ? 'switch' : undefined} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        {' '}{field.checkboxLabel || field.label}
      </label>
    </div>
  );
}

function InputField({ field, value, onChange }: FieldProps) {
  const id = useId();
  const type = field.type === 'date' ? 'date' : field.type === 'search' ? 'search' : 'text';
  return (
    <div className={`mapsvg-filter mapsvg-filter-${field.type}`}>
      <label className="mapsvg-filter-label" htmlFor={id}>{field.label || 'Search'}</label>
      <input id={id} className="mapsvg-input" type={type} value={String(value ?? '')} placeholder={field.placeholder} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** One field of the filters form, by its schema type. */
export function FilterField(props: FieldProps) {
  const { field } = props;
  const { options } = useViewerMap();
  switch (field.type) {
    case 'select': return <SelectField {...props} options={fieldChoices(field)} />;
    case 'status': return <SelectField {...props} options={statusFilterChoices(field, options.regionStatuses)} />;
    case 'radio': return <ChoiceList {...props} multiple={false} />;
    case 'checkboxes': return <ChoiceList {...props} multiple />;
    case 'checkbox': case 'hours': return <CheckboxField {...props} />;
    case 'region': return <RegionField {...props} />;
    case 'post': return <PostField {...props} />;
    case 'distance': return <DistanceFilter field={field} value={props.value as DistanceValue} onChange={props.onChange} />;
    case 'search': case 'text': case 'title': case 'date': return <InputField {...props} />;
    default: return null;
  }
}
