import { useState, type KeyboardEvent } from 'react';
import {
  FIELD_TYPES, defaultField, singleUseFieldError, validateSchemaFields, type FieldType, type SchemaField, type SchemaFieldError,
} from '../../../domain/index';
import { schemasApi, type SchemaRecord } from '../../data/index';
import { FieldSettings } from './FieldSettings';
import { SortableFieldList } from './SortableFieldList';
import { builderField, fieldsToSave, moveItem, withLabel, withName, type BuilderField } from './fieldEditing';

/** A notice: a title and its messages, shown together. */
interface Notice { title: string; messages: string[] }

function NoticeBox({ notice }: { notice: Notice }) {
  return (
    <div role="alert" className="admin-notice admin-notice-error">
      <strong>{notice.title}</strong>
      <ul>{notice.messages.map((message, index) => <li key={index}>{message}</li>)}</ul>
    </div>
  );
}

/**
 * The form builder in edit mode: add fields of every type, edit their settings, drag them into
 * order, and save. Saving checks the schema rules of spec 5; all problems are shown together in an
 * "Errors" notice and the offending fields are highlighted.
 */
export function SchemaEditor({ schema }: { schema: SchemaRecord }) {
  const [items, setItems] = useState<BuilderField[]>(() => schema.fields.map((field) => builderField(field, true)));
  const [newType, setNewType] = useState<FieldType>('text');
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<SchemaFieldError[]>([]);
  const [saved, setSaved] = useState(false);
  const [updateSchema, { isLoading }] = schemasApi.useUpdateSchemaMutation();

  const update = (key: string, change: (item: BuilderField) => BuilderField) => {
    setSaved(false);
    setItems((current) => current.map((item) => (item.key === key ? change(item) : item)));
  };

  const add = () => {
    const error = singleUseFieldError(items.map((item) => item.field), newType);
    if (error) return setNotice({ title: 'Error', messages: [error] });
    setNotice(null);
    // Region, location, post and status fields come with their fixed names: labels must not rename them.
    const field = defaultField(newType);
    const item = builderField(field, field.name !== '');
    setItems((current) => [...current, item]);
    setOpen(item.key);
  };

  const save = async () => {
    const fields: SchemaField[] = items.map((item) => item.field);
    const found = validateSchemaFields(fields);
    setErrors(found);
    if (found.length > 0) return setNotice({ title: 'Errors', messages: found.map((error) => error.message) });
    setNotice(null);
    try {
      await updateSchema({ id: schema.id, fields: fieldsToSave(items) }).unwrap();
      setSaved(true);
    } catch {
      setNotice({ title: 'Error', messages: ['The form could not be saved.'] });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  const invalid = new Set(errors.map((error) => error.fieldIndex));
  const listItems = items.map((item, index) => ({
    key: item.key,
    label: item.field.label || item.field.name || item.field.type,
    invalid: invalid.has(index),
    content: (
      <>
        <button type="button" className="admin-builder-head" aria-expanded={open === item.key} onClick={() => setOpen(open === item.key ? null : item.key)}>
          <span className="admin-type">{item.field.type}</span> {item.field.label || '(no label)'} <code>{item.field.name}</code>
        </button>
        <button type="button" disabled={index === 0} onClick={() => setItems(moveItem(items, index, index - 1))}>Up<span className="visually-hidden"> {item.field.name}</span></button>
        <button type="button" disabled={index === items.length - 1} onClick={() => setItems(moveItem(items, index, index + 1))}>Down<span className="visually-hidden"> {item.field.name}</span></button>
        <button type="button" className="admin-danger" onClick={() => setItems(items.filter((other) => other.key !== item.key))}>Remove<span className="visually-hidden"> {item.field.name}</span></button>
        {open === item.key && (
          <FieldSettings item={item} adminMode
            onLabel={(label) => update(item.key, (current) => withLabel(current, label))}
            onName={(name) => update(item.key, (current) => withName(current, name))}
            onChange={(changes) => update(item.key, (current) => ({ ...current, field: { ...current.field, ...changes } }))} />
        )}
      </>
    ),
  }));

  return (
    <section className="admin-builder" aria-label="Form builder" onKeyDown={onKeyDown}>
      <div className="admin-toolbar">
        <label>Field type{' '}
          <select value={newType} onChange={(event) => setNewType(event.target.value as FieldType)}>
            {FIELD_TYPES.map((type) => <option key={type} value={type}>{type}</option>)}
          </select>
        </label>
        <button type="button" onClick={add}>Add field</button>
        <button type="button" onClick={() => void save()} disabled={isLoading}>Save form</button>
        {saved && <span role="status">Form saved.</span>}
      </div>
      {notice && <NoticeBox notice={notice} />}
      <SortableFieldList items={listItems} onMove={(from, to) => setItems((current) => moveItem(current, from, to))} />
    </section>
  );
}
