import { useId, useState } from 'react';
import {
  formatOptionsText, parseCheckboxOptionsText, parseOptionsText, setDefaultDistanceOption, withBlankDistanceRow,
  type DistanceOption, type FieldOption, type SchemaField, type StatusOption,
} from '../../../domain/index';

interface OptionsProps {
  field: SchemaField;
  onChange: (changes: Partial<SchemaField>) => void;
}

/** Options as text: `label:value` per line, or `label:name:value` for checkboxes. */
export function OptionsText({ field, onChange }: OptionsProps) {
  const id = useId();
  const checkbox = field.type === 'checkboxes';
  const [text, setText] = useState(() => formatOptionsText((field.options ?? []) as FieldOption[]));
  return (
    <div className="admin-field">
      <label htmlFor={id}>Options</label>
      <textarea id={id} rows={5} value={text} placeholder={checkbox ? 'label:name:value' : 'label:value'}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ options: checkbox ? parseCheckboxOptionsText(event.target.value) : parseOptionsText(event.target.value) });
        }} />
      <p className="admin-help">One option per line as {checkbox ? 'label:name:value' : 'label:value'}.</p>
    </div>
  );
}

/** Distance options: one value per row, exactly one default, and a blank row to type another. */
export function DistanceOptions({ field, onChange }: OptionsProps) {
  const rows = withBlankDistanceRow((field.options ?? []) as DistanceOption[]);
  const name = useId();
  const setValue = (index: number, value: string) => onChange({ options: rows.map((row, at) => (at === index ? { ...row, value } : row)) });
  return (
    <fieldset className="admin-choices">
      <legend>Distances</legend>
      {rows.map((row, index) => (
        <div key={index} className="admin-row">
          <input aria-label={`Distance ${index + 1}`} value={row.value} onChange={(event) => setValue(index, event.target.value)} />
          <label><input type="radio" name={name} checked={row.default} onChange={() => onChange({ options: setDefaultDistanceOption(rows, index) })} /> Default</label>
        </div>
      ))}
    </fieldset>
  );
}

/** Status options: label, value, colour and whether the status disables a region. */
export function StatusOptions({ field, onChange }: OptionsProps) {
  const rows = [...((field.options ?? []) as StatusOption[]), { label: '', value: '', color: '', disabled: false }];
  const set = (index: number, changes: Partial<StatusOption>) => onChange({ options: rows.map((row, at) => (at === index ? { ...row, ...changes } : row)) });
  return (
    <fieldset className="admin-choices">
      <legend>Statuses</legend>
      {rows.map((row, index) => (
        <div key={index} className="admin-row">
          <input aria-label={`Status ${index + 1} label`} value={row.label} onChange={(event) => set(index, { label: event.target.value })} />
          <input aria-label={`Status ${index + 1} value`} value={row.value} onChange={(event) => set(index, { value: event.target.value })} />
          <input aria-label={`Status ${index + 1} colour`} value={row.color} onChange={(event) => set(index, { color: event.target.value })} />
          <label><input type="checkbox" checked={row.disabled} onChange={(event) => set(index, { disabled: event.target.checked })} /> Disabled</label>
        </div>
      ))}
    </fieldset>
  );
}
