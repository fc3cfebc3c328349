import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { LEAVE_QUESTION, useUnsavedChanges } from '../shared/unsavedChanges';
import { editableFields, type DataRecord, type SchemaField } from '../../../domain/index';
import { RecordModel } from '../../data/index';
import type { AdminSession } from '../session';
import type { MapTables } from '../mapTables';
import { FieldEditor } from './FieldEditor';

/** Field types that only make sense in filter forms, never in a record. */
const FILTER_ONLY = new Set(['search', 'distance', 'modal', 'save', 'empty']);

interface RecordFormDialogProps {
  fields: readonly SchemaField[];
  record: Partial<DataRecord>;
  tables: MapTables;
  session: AdminSession;
  title: string;
  onSave: (changes: Partial<DataRecord>) => Promise<unknown>;
  onClose: () => void;
  /** Embedded as a metabox: the host page saves, so no save and close buttons (spec 2). */
  embedded?: boolean;
  /**
   * Values filled in for the admin that count as edits (they are sent on save), unlike
   * `record`, which is taken as stored: a new record's link to the region it is made for.
   */
  prefill?: Partial<DataRecord>;
}

/**
 * The form builder in normal mode: edits one record. Only the changed fields (plus id) are sent
 * on save. Ctrl or Cmd with Enter saves and Escape closes.
 */
export function RecordFormDialog({ fields, record, tables, session, title, onSave, onClose, embedded = false, prefill }: RecordFormDialogProps) {
  const model = useMemo(() => {
    const { id: _id, ...values } = prefill ?? {};
    return new RecordModel(record).assign(values);
  }, [record, prefill]);
  const [, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const shown = editableFields(fields).filter((field) => field.type !== 'id' && !FILTER_ONLY.has(field.type));

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, []);

  useUnsavedChanges(model.isDirty);
  // Closing a form with changes asks first, as leaving any screen with unsaved work does.
  const close = () => {
    if (model.isDirty && !window.confirm(LEAVE_QUESTION)) return;
    onClose();
  };

  const save = async () => {
    if (saving) return;
    if (!model.isDirty && !model.isNew) return onClose();
    setSaving(true);
    setError(null);
    try {
      await onSave(model.changes());
      onClose();
    } catch {
      setError('The record could not be saved.');
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <div className="admin-dialog-backdrop">
      <div className="admin-dialog" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <h3 id={headingId}>{title}</h3>
        {error && <p role="alert" className="admin-error">{error}</p>}
        <form ref={formRef} className="admin-form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
          {shown.map((field) => (
            <FieldEditor key={field.name} field={field} value={model.get(field.name)} tables={tables} session={session}
              onChange={(value) => { model.set(field.name, value); setVersion((version) => version + 1); }} />
          ))}
          {!embedded && (
            <div className="admin-form-buttons">
              <button type="submit" disabled={saving}>Save</button>
              <button type="button" onClick={close}>Close</button>
            </div>
          )}
        </form>
      </div>
    </div>
  );
}
