import { useId, useState } from 'react';
import { singleUseFieldError, type FieldType, type SchemaField } from '../../../domain/index';
import { FieldListEditor } from '../schema/FieldListEditor';
import { NoticeBox, type Notice } from '../schema/NoticeBox';
import { builderField, fieldsToSave, type BuilderField } from '../schema/fieldEditing';
import { OPTION_FILTER_TYPES, filterChoices, newFilterField } from './filterFields';

interface FilterFormBuilderProps {
  /** The map's filter form as it is now (`filtersSchema`). */
  fields: readonly SchemaField[];
  /** Fields of the table the filters narrow (records, or regions for region filters). */
  tableFields: readonly SchemaField[];
  /** Every change goes into the map's options at once, so the preview shows it. */
  onChange: (fields: SchemaField[]) => void;
}

function ShownAs({ item, change }: { item: BuilderField; change: (changes: Partial<SchemaField>) => void }) {
  const id = useId();
  if (!OPTION_FILTER_TYPES.includes(item.field.type)) return null;
  return (
    <div className="admin-field"><label htmlFor={id}>Shown as</label>
      <select id={id} value={item.field.type} onChange={(event) => change({ type: event.target.value as FieldType })}>
        {OPTION_FILTER_TYPES.map((type) => <option key={type} value={type}>{type}</option>)}
      </select>
    </div>
  );
}

/**
 * The filter form builder: the same form elements as the data form builder, filled from the
 * table's fields (a select, radios or checkboxes from a field's options, regions, status, text)
 * plus search, distance and the modal button. The form is saved with the map (`filtersSchema`).
 */
export function FilterFormBuilder({ fields, tableFields, onChange }: FilterFormBuilderProps) {
  const [items, setItems] = useState<BuilderField[]>(() => fields.map((field) => builderField(field, true)));
  const choices = filterChoices(tableFields);
  const [choice, setChoice] = useState(choices[0]?.id ?? '');
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const pickId = useId();

  const changeItems = (next: BuilderField[]) => {
    setItems(next);
    onChange(fieldsToSave(next));
  };
  const add = () => {
    const field = newFilterField(choice, tableFields);
    if (!field) return;
    const current = items.map((item) => item.field);
    const problem = singleUseFieldError(current, field.type)
      ?? (current.some((other) => other.name === field.name) ? `The filter form already has a "${field.name}" filter.` : undefined);
    if (problem) return setNotice({ title: 'Error', messages: [problem] });
    setNotice(null);
    const item = builderField(field, true);
    changeItems([...items, item]);
    setOpen(item.key);
  };

  return (
    <section className="admin-builder" aria-label="Filter form">
      <h3>Filter form</h3>
      <div className="admin-toolbar">
        <label htmlFor={pickId}>Filter by</label>
        <select id={pickId} value={choice} onChange={(event) => setChoice(event.target.value)}>
          {choices.map((entry) => <option key={entry.id} value={entry.id}>{entry.label}</option>)}
        </select>
        <button type="button" onClick={add}>Add filter</button>
      </div>
      {notice && <NoticeBox notice={notice} />}
      {items.length === 0 && <p className="admin-muted">No filters yet: add one above.</p>}
      <FieldListEditor items={items} onItems={changeItems} open={open} onOpen={setOpen}
        extraSettings={(item, change) => <ShownAs item={item} change={change} />} />
    </section>
  );
}
