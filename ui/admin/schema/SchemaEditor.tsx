import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  FIELD_TYPES, defaultField, singleUseFieldError, validateSchemaFields, type FieldType, type SchemaField, type SchemaFieldError,
} from '../../../domain/index';
import { schemasApi, type SchemaRecord } from '../../data/index';
import { useUnsavedChanges } from '../shared/unsavedChanges';
import { FieldListEditor } from './FieldListEditor';
import { MarkersByFieldSettings } from './MarkersByFieldSettings';
import { NoticeBox, type Notice } from './NoticeBox';
import { builderField, fieldsToSave, type BuilderField } from './fieldEditing';
import { clearFormDraft, readFormDraft, writeFormDraft } from './formDraft';

/** The builder's fields: the unsaved draft of this tab when one survived a reload, else the schema's. */
function initialItems(schema: SchemaRecord): { items: BuilderField[]; restored: boolean } {
  const draft = readFormDraft(schema.id);
  if (draft && JSON.stringify(draft.fields) !== JSON.stringify(schema.fields)) {
    return { items: draft.fields.map((field, index) => builderField(field, draft.namesEdited[index] ?? true)), restored: true };
  }
  return { items: schema.fields.map((field) => builderField(field, true)), restored: false };
}

/**
 * The form builder in edit mode: add fields of every type, edit their settings, drag them into
 * order, and save. Saving checks the schema rules of spec 5; all problems are shown together in an
 * "Errors" notice and the offending fields are highlighted. Unsaved work is guarded: leaving the
 * screen asks first.
 */
export function SchemaEditor({ schema }: { schema: SchemaRecord }) {
  const [initial] = useState(() => initialItems(schema));
  const [items, setItems] = useState<BuilderField[]>(initial.items);
  const [restored, setRestored] = useState(initial.restored);
  const [savedText, setSavedText] = useState(() => JSON.stringify(schema.fields));
  const [newType, setNewType] = useState<FieldType>('text');
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<SchemaFieldError[]>([]);
  const [saved, setSaved] = useState(false);
  const [updateSchema, { isLoading }] = schemasApi.useUpdateSchemaMutation();
  const dirty = JSON.stringify(fieldsToSave(items)) !== savedText;
  useUnsavedChanges(dirty);
  useEffect(() => {
    if (dirty) writeFormDraft(schema.id, { fields: items.map((item) => item.field), namesEdited: items.map((item) => item.nameEdited) });
    else clearFormDraft(schema.id);
  }, [dirty, items, schema.id]);

  // Leaving the builder (the admin agreed to lose the changes) forgets the draft; a reload
  // unloads the page without unmounting, so the draft survives it.
  useEffect(() => () => clearFormDraft(schema.id), [schema.id]);

  const discardDraft = () => {
    clearFormDraft(schema.id);
    setItems(schema.fields.map((field) => builderField(field, true)));
    setRestored(false);
  };

  const changeItems = (next: BuilderField[]) => {
    setSaved(false);
    setItems(next);
  };

  const add = () => {
    const error = singleUseFieldError(items.map((item) => item.field), newType);
    if (error) return setNotice({ title: 'Error', messages: [error] });
    setNotice(null);
    // Region, location, post and status fields come with their fixed names: labels must not rename them.
    const field = defaultField(newType);
    const item = builderField(field, field.name !== '');
    changeItems([...items, item]);
    setOpen(item.key);
  };

  const save = async () => {
    const fields: SchemaField[] = items.map((item) => item.field);
    const found = validateSchemaFields(fields);
    setErrors(found);
    if (found.length > 0) return setNotice({ title: 'Errors', messages: found.map((error) => error.message) });
    setNotice(null);
    try {
      const toSave = fieldsToSave(items);
      await updateSchema({ id: schema.id, fields: toSave }).unwrap();
      setSavedText(JSON.stringify(toSave));
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
        {dirty && <span className="admin-muted">Unsaved changes</span>}
      </div>
      {restored && dirty && (
        <p role="status" className="admin-notice">
          Your unsaved changes to this form were kept from before the page was reloaded.{' '}
          <button type="button" onClick={discardDraft}>Discard them</button>
        </p>
      )}
      {notice && <NoticeBox notice={notice} />}
      <FieldListEditor items={items} onItems={changeItems} open={open} onOpen={setOpen} invalid={new Set(errors.map((error) => error.fieldIndex))}
        extraSettings={(item, change) => (item.field.type === 'location'
          ? <MarkersByFieldSettings location={item.field} fields={items.map((other) => other.field)} onChange={change} />
          : null)} />
    </section>
  );
}
