import { useId, type ReactNode } from 'react';
import type { SchemaField } from '../../../domain/index';
import { DATE_LOCALES, GEO_COUNTRIES, GEO_LANGUAGES } from './locales';
import { DistanceOptions, OptionsText, StatusOptions } from './OptionsSettings';
import type { BuilderField } from './fieldEditing';

interface FieldSettingsProps {
  item: BuilderField;
  onLabel: (label: string) => void;
  onName: (name: string) => void;
  onChange: (changes: Partial<SchemaField>) => void;
  /** Admin mode: locale and country lists are offered (spec 6). */
  adminMode: boolean;
}

type Change = FieldSettingsProps['onChange'];

function Text({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  return <div className="admin-field"><label htmlFor={id}>{label}</label><input id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)} /></div>;
}

function Check({ label, checked, onChange }: { label: string; checked: boolean | undefined; onChange: (on: boolean) => void }) {
  return <label className="admin-check"><input type="checkbox" checked={checked === true} onChange={(event) => onChange(event.target.checked)} /> {label}</label>;
}

function Choice({ label, value, choices, onChange }: { label: string; value: string | undefined; choices: readonly string[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="admin-field"><label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => <option key={choice} value={choice}>{choice || 'Any'}</option>)}
      </select>
    </div>
  );
}

/** Time zones an hours field can start new records in (the runtime's list, the current one kept). */
function hoursTimeZones(current: string | undefined): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !known.includes(current) ? [current, ...known] : ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

/** How a text field's values are stored: numbers can be sorted, compared and coloured by. */
const STORAGE_CHOICES: ReadonlyArray<{ label: string; dbType: string }> = [
  { label: 'Text', dbType: 'varchar(255)' },
  { label: 'Whole number', dbType: 'int(11)' },
  { label: 'Decimal number', dbType: 'float' },
];

function StoredAs({ field, onChange }: { field: SchemaField; onChange: Change }) {
  const id = useId();
  const current = STORAGE_CHOICES.find((choice) => choice.dbType === String(field.db_type ?? 'varchar(255)').toLowerCase());
  return (
    <div className="admin-field"><label htmlFor={id}>Stored as</label>
      <select id={id} value={current?.dbType ?? String(field.db_type)} onChange={(event) => onChange({ db_type: event.target.value as SchemaField['db_type'] })}>
        {!current && <option value={String(field.db_type)}>{String(field.db_type)}</option>}
        {STORAGE_CHOICES.map((choice) => <option key={choice.dbType} value={choice.dbType}>{choice.label}</option>)}
      </select>
    </div>
  );
}

function TypeSettings({ field, onChange, adminMode }: { field: SchemaField; onChange: Change; adminMode: boolean }): ReactNode {
  switch (field.type) {
    case 'select':
      return <><OptionsText field={field} onChange={onChange} /><Check label="Multiple choice" checked={field.multiselect} onChange={(on) => onChange({ multiselect: on, db_type: on ? 'text' : 'varchar(255)' })} /><Check label="Searchable" checked={field.searchable} onChange={(on) => onChange({ searchable: on })} /></>;
    case 'radio':
    case 'checkboxes':
      return <OptionsText field={field} onChange={onChange} />;
    case 'status':
      return <StatusOptions field={field} onChange={onChange} />;
    case 'distance':
      return (
        <>
          <DistanceOptions field={field} onChange={onChange} />
          <Choice label="Units" value={field.distanceUnits} choices={['km', 'mi']} onChange={(value) => onChange({ distanceUnits: value })} />
          <Text label="From label" value={field.fromLabel} onChange={(value) => onChange({ fromLabel: value })} />
          <Text label="Address placeholder" value={field.addressFieldPlaceholder} onChange={(value) => onChange({ addressFieldPlaceholder: value })} />
          <Check label="Search by zip" checked={field.searchByZip} onChange={(on) => onChange({ searchByZip: on })} />
          <Check label="User location button" checked={field.userLocationButton} onChange={(on) => onChange({ userLocationButton: on })} />
          <Text label="Your location text" value={field.userLocationText} onChange={(value) => onChange({ userLocationText: value })} />
          <Text label="Nothing within the distance text" value={field.nearestText} onChange={(value) => onChange({ nearestText: value })} />
          <Text label="Search origin label" value={field.originLabel} onChange={(value) => onChange({ originLabel: value })} />
          {adminMode && <Choice label="Language" value={field.language} choices={GEO_LANGUAGES} onChange={(value) => onChange({ language: value })} />}
          {adminMode && <Choice label="Country" value={field.country} choices={GEO_COUNTRIES} onChange={(value) => onChange({ country: value })} />}
        </>
      );
    case 'date':
      return adminMode ? <Choice label="Date locale" value={field.language} choices={DATE_LOCALES} onChange={(value) => onChange({ language: value })} /> : null;
    case 'checkbox':
      return <><Text label="Checkbox label" value={field.checkboxLabel} onChange={(value) => onChange({ checkboxLabel: value })} /><Text label="Checkbox value" value={field.checkboxValue} onChange={(value) => onChange({ checkboxValue: value })} /><Check label="Show as switch" checked={field.showAsSwitch} onChange={(on) => onChange({ showAsSwitch: on })} /></>;
    case 'textarea':
      return <><Check label="HTML (code editor)" checked={field.html} onChange={(on) => onChange({ html: on })} /><Check label="Line breaks to <br>" checked={field.autobr} onChange={(on) => onChange({ autobr: on })} /><Check label="Searchable" checked={field.searchable} onChange={(on) => onChange({ searchable: on })} /></>;
    case 'text':
      return <><StoredAs field={field} onChange={onChange} /><Check label="Searchable" checked={field.searchable} onChange={(on) => onChange({ searchable: on })} /><Choice label="Search type" value={field.searchType} choices={['fulltext', 'like']} onChange={(value) => onChange({ searchType: value })} /><Text label="Width" value={field.width} onChange={(value) => onChange({ width: value })} /></>;
    case 'title':
    case 'colorpicker':
    case 'search':
      return <><Check label="Searchable" checked={field.searchable} onChange={(on) => onChange({ searchable: on })} /><Choice label="Search type" value={field.searchType} choices={['fulltext', 'like']} onChange={(value) => onChange({ searchType: value })} /><Text label="Width" value={field.width} onChange={(value) => onChange({ width: value })} /></>;
    case 'post':
      return <Text label="Post type" value={field.post_type} onChange={(value) => onChange({ post_type: value })} />;
    case 'location':
      return adminMode ? <Choice label="Language" value={field.language} choices={GEO_LANGUAGES} onChange={(value) => onChange({ language: value })} /> : null;
    case 'hours':
      return <Choice label="Time zone of new records" value={field.timeZone} choices={hoursTimeZones(field.timeZone)} onChange={(value) => onChange({ timeZone: value })} />;
    case 'modal':
      return <Text label="Button text" value={field.showButtonText} onChange={(value) => onChange({ showButtonText: value })} />;
    case 'image':
      return <Text label="Browse button text" value={field.button_text} onChange={(value) => onChange({ button_text: value })} />;
    default:
      return null;
  }
}

/** The settings of one field in the form builder's edit mode. */
export function FieldSettings({ item, onLabel, onName, onChange, adminMode }: FieldSettingsProps) {
  const { field } = item;
  return (
    <div className="admin-field-settings">
      <Text label="Label" value={field.label} onChange={onLabel} />
      <Text label="Name" value={field.name} onChange={onName} />
      <Text label="Help text" value={field.help} onChange={(value) => onChange({ help: value })} />
      <Text label="Placeholder" value={field.placeholder} onChange={(value) => onChange({ placeholder: value })} />
      <Check label="Visible" checked={field.visible} onChange={(on) => onChange({ visible: on })} />
      <Check label="Read-only" checked={field.readonly} onChange={(on) => onChange({ readonly: on })} />
      <TypeSettings field={field} onChange={onChange} adminMode={adminMode} />
    </div>
  );
}
