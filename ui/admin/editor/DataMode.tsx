import { useMemo, useRef, useState } from 'react';
import type { DataRecord, SchemaField } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import { recordsApi } from '../../data/index';
import type { MapHandle } from '../../viewer/mount';
import type { MapTables } from '../mapTables';
import type { AdminSession } from '../session';
import { RecordFormDialog } from '../form/RecordFormDialog';
import { DataPanel } from './DataPanel';
import { newRecordForRegion, recordLabel, recordOfMarker, recordsOfRegion, regionFieldName } from './dataRecords';
import { regionChoices } from './regionEdits';
import type { EditorMessage } from './useMarkerMode';
import { usePreviewRegionPick } from './usePreviewRegionPick';

/** What data-edit mode needs from the editor's data (see `useEditModes`). */
interface DataModeData {
  rows: ReadonlyMap<string, DataRecord>;
  regionFields: readonly SchemaField[];
  records: readonly DataRecord[];
  recordFields: readonly SchemaField[];
  recordSaved: (id: DataRecord['id'], changes: Partial<DataRecord>) => void;
  regionSaved: (id: string, fields: readonly string[]) => void;
}

interface DataModeProps {
  handle: MapHandle | null;
  engine: MapEngine | null;
  tables: MapTables;
  session: AdminSession;
  data: DataModeData;
  onMessage: (message: EditorMessage) => void;
}

/**
 * The form open in data-edit mode. Taken when it opens (not read from the lists on each render)
 * so a list refreshed meanwhile does not reset what the admin is typing.
 */
type OpenForm =
  | { kind: 'region'; id: string; title: string; record: Partial<DataRecord>; prefill?: Partial<DataRecord> }
  | { kind: 'record'; title: string; record: Partial<DataRecord>; prefill?: Partial<DataRecord> };

/**
 * Data-edit mode: clicks on the preview open data forms instead of the map's popovers, details
 * or links. A region opens its row of the regions table (a region without a row gets one on
 * save, with its id and title); a record's marker opens that record. Forms write at once through
 * the data layer, and the preview follows from the refreshed tables.
 */
export function DataMode({ handle, engine, tables, session, data, onMessage }: DataModeProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [form, setForm] = useState<OpenForm | null>(null);
  // Where focus goes back when the form closes, for keyboard users.
  const opener = useRef<HTMLElement | null>(null);
  const [createRecord] = recordsApi.useCreateRecordMutation();
  const [updateRecord] = recordsApi.useUpdateRecordMutation();

  const regions = useMemo(() => regionChoices(engine?.regions() ?? [], data.rows), [engine, data.rows]);
  const selected = regions.find((region) => region.id === selectedId) ?? null;
  const fieldName = regionFieldName(data.recordFields);
  const linked = selected ? recordsOfRegion(data.records, fieldName, tables.regions, selected.id) : [];

  const open = (next: OpenForm) => {
    // The dialog has no focus trap: a pick reached from the map's list must not replace a form being filled in.
    if (form) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setForm(next);
  };

  const openRegion = (id: string) => {
    setSelectedId(id);
    const row = data.rows.get(id);
    const choice = regions.find((region) => region.id === id);
    const title = `Region ${choice?.title ?? id} (${id})`;
    // A region without a row: the form starts from the map file's title, which is saved with it.
    if (!row) return open({ kind: 'region', id, title, record: {}, prefill: { title: engine?.region(id)?.title ?? id } });
    open({ kind: 'region', id, title, record: row });
  };

  const openMarker = (markerId: string) => {
    const record = recordOfMarker(data.records, markerId);
    if (!record) return onMessage({ kind: 'alert', text: `Marker ${markerId} is not a saved record yet. Save the map, then click it again to edit its data.` });
    open({ kind: 'record', title: `Edit record ${recordLabel(record)}`, record });
  };

  usePreviewRegionPick(handle, engine, true, openRegion, openMarker);

  const close = () => {
    setForm(null);
    opener.current?.focus();
  };

  const save = async (current: OpenForm, changes: Partial<DataRecord>): Promise<void> => {
    const { id: _id, ...fields } = changes;
    if (current.kind === 'region') {
      if (current.record.id === undefined) await createRecord({ collection: 'regions', table: tables.regions, record: { ...fields, id: current.id } }).unwrap();
      else await updateRecord({ collection: 'regions', table: tables.regions, record: { ...fields, id: current.id } }).unwrap();
      data.regionSaved(current.id, Object.keys(fields));
      return onMessage({ kind: 'status', text: `Region ${current.id} saved.` });
    }
    const id = current.record.id;
    if (id === undefined) {
      const created = await createRecord({ collection: 'objects', table: tables.objects, record: fields }).unwrap();
      data.recordSaved(created.id, fields);
      return onMessage({ kind: 'status', text: `Record ${recordLabel(created)} created.` });
    }
    await updateRecord({ collection: 'objects', table: tables.objects, record: { ...fields, id } }).unwrap();
    data.recordSaved(id, fields);
    onMessage({ kind: 'status', text: `Record ${recordLabel({ ...current.record, ...fields })} saved.` });
  };

  const newRecord = () => {
    if (!selected) return;
    open({ kind: 'record', title: `New record for ${selected.title}`, record: {}, prefill: newRecordForRegion(fieldName, tables.regions, selected) });
  };

  if (!engine && regions.length === 0) return <p role="status">Waiting for the preview to load the regions…</p>;
  const fields = form?.kind === 'region' ? data.regionFields : data.recordFields;
  return (
    <>
      <DataPanel regions={regions} selected={selected} onRegion={openRegion} linked={linked} canLink={fieldName !== null}
        onEditRecord={(record) => open({ kind: 'record', title: `Edit record ${recordLabel(record)}`, record })} onNewRecord={newRecord} />
      {form && fields.length === 0 && <p role="status">Loading the table's fields…</p>}
      {form && fields.length > 0 && (
        <RecordFormDialog fields={fields} record={form.record} prefill={form.prefill} tables={tables} session={session} title={form.title}
          onSave={(changes) => save(form, changes)} onClose={close} />
      )}
    </>
  );
}
