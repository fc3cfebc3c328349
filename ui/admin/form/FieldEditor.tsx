import { useId } from 'react';
import type { FieldOption, LabelledValue, SchemaField, StatusOption } from '../../../domain/index';
import type { FieldEditorProps } from './fieldEditorProps';
import { LocationEditor } from './LocationEditor';
import { RegionsEditor } from './RegionsEditor';
import { PostEditor } from './PostEditor';
import { ImageEditor } from './ImageEditor';
import { HoursEditor } from './HoursEditor';

const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value));

function optionsOf(field: SchemaField): FieldOption[] {
  return (Array.isArray(field.options) ? field.options : []) as FieldOption[];
}

function SelectInput({ field, value, onChange, id }: FieldEditorProps & { id: string }) {
  const options = optionsOf(field);
  if (field.multiselect) {
    const chosen = new Set((Array.isArray(value) ? value as LabelledValue[] : []).map((item) => String(item.value)));
    return (
      <select id={id} multiple value={[...chosen]}
        onChange={(event) => onChange(Array.from(event.target.selectedOptions, (option) => ({ label: option.text, value: option.value })))}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    );
  }
  return (
    <select id={id} value={text(value)} onChange={(event) => onChange(event.target.value)}>
      <option value="" />
      {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
    </select>
  );
}

function ChoiceGroup({ field, value, onChange, multiple }: FieldEditorProps & { multiple: boolean }) {
  const chosen = multiple ? new Set((Array.isArray(value) ? value : []).map(String)) : new Set([text(value)]);
  const toggle = (optionValue: string, on: boolean) => {
    if (!multiple) return onChange(optionValue);
    const next = new Set(chosen);
    if (on) next.add(optionValue);
    else next.delete(optionValue);
    onChange([...next]);
  };
  return (
    <fieldset className="admin-choices">
      <legend>{field.label || field.name}</legend>
      {optionsOf(field).map((option) => (
        <label key={option.value}>
          <input type={multiple ? 'checkbox' : 'radio'} name={field.name} value={option.value} checked={chosen.has(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)} /> {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function SimpleInput(props: FieldEditorProps & { id: string }) {
  const { field, value, onChange, id } = props;
  switch (field.type) {
    case 'textarea':
      return <textarea id={id} rows={field.html ? 8 : 4} className={field.html ? 'admin-code' : undefined} value={text(value)} onChange={(event) => onChange(event.target.value)} />;
    case 'select':
      return <SelectInput {...props} />;
    case 'status':
      return (
        <select id={id} value={text(value)} onChange={(event) => onChange(event.target.value)}>
          {/* No status yet shows as none, so what is shown is what is stored. */}
          {text(value) === '' && <option value="">—</option>}
          {((field.options ?? []) as StatusOption[]).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      );
    case 'checkbox':
      return <input id={id} type="checkbox" role={field.showAsSwitch ? 'switch' : undefined} checked={value === true || value === 'true' || value === 1 || value === '1'} onChange={(event) => onChange(event.target.checked)} />;
    case 'date':
      return <input id={id} type="date" lang={field.language || 'en'} value={text(value)} onChange={(event) => onChange(event.target.value)} />;
    case 'colorpicker':
      return <input id={id} type="text" inputMode="text" placeholder="#ff0000" value={text(value)} onChange={(event) => onChange(event.target.value)} />;
    default:
      return <input id={id} type="text" placeholder={field.placeholder || undefined} value={text(value)} onChange={(event) => onChange(event.target.value)} />;
  }
}

/** The editor of one field of a record, chosen by the field's type. */
export function FieldEditor(props: FieldEditorProps) {
  const id = useId();
  const { field } = props;
  if (field.type === 'radio') return <ChoiceGroup {...props} multiple={false} />;
  if (field.type === 'checkboxes') return <ChoiceGroup {...props} multiple />;
  if (field.type === 'region') return <RegionsEditor {...props} />;
  if (field.type === 'location') return <LocationEditor {...props} />;
  if (field.type === 'post') return <PostEditor {...props} />;
  if (field.type === 'image') return <ImageEditor {...props} />;
  if (field.type === 'hours') return <HoursEditor {...props} />;
  return (
    <div className="admin-field" data-field={field.name}>
      <label htmlFor={id}>{field.label || field.name}</label>
      <SimpleInput {...props} id={id} />
      {field.help && <p className="admin-help">{field.help}</p>}
    </div>
  );
}
